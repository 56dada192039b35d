import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { useCredencialesLoteQuery } from '../api';
import { HojaCredenciales } from '../components/HojaCredenciales';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
  },
  // The buttons and links are for the screen; the sheet alone goes to paper.
  soloPantalla: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    '@media print': { display: 'none' },
  },
});

/**
 * /usuarios/importaciones/:lote/credenciales (issue 8): the initial passwords of a batch
 * in a plain table, outside the app's frame so it prints on its own.
 */
export function CredencialesPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { lote } = useParams();
  const consulta = useCredencialesLoteQuery(lote ?? skipToken);
  return (
    <main className={styles.root}>
      <Title2 as="h1">{t('importacion.credenciales.titulo')}</Title2>
      <div className={styles.soloPantalla}>
        <Button appearance="primary" onClick={() => window.print()}>
          {t('importacion.credenciales.botonImprimir')}
        </Button>
        <EnlaceInterno to="/usuarios">{t('importacion.credenciales.volver')}</EnlaceInterno>
      </div>
      <Body1 as="p">{t('importacion.credenciales.aviso')}</Body1>
      {consulta.isLoading ? <Spinner label={t('comun.cargando')} /> : null}
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{aApiFailure(consulta.error).data.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {consulta.data ? <HojaCredenciales credenciales={consulta.data} /> : null}
    </main>
  );
}
