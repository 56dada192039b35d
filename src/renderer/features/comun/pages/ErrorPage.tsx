import { Button, Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';

export type CodigoPaginaError = '401' | '404' | '500';

const useStyles = makeStyles({
  codigo: {
    fontSize: '64px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  encabezado: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  acciones: { marginTop: tokens.spacingVerticalL },
});

/** Pages 401, 404 and 500 (spec 2), also the router's error element. */
export function ErrorPage({ codigo }: { codigo: CodigoPaginaError }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const styles = useStyles();
  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={480} apretada>
        {/* The code is part of the heading: "404 Página no encontrada" names the page. */}
        <h1 className={styles.encabezado}>
          <span className={styles.codigo}>{codigo}</span>
          <Title1>{t(`errores.${codigo}.titulo`)}</Title1>
        </h1>
        <Body1>{t(`errores.${codigo}.descripcion`)}</Body1>
        <div className={styles.acciones}>
          <Button appearance="primary" onClick={() => void navigate('/')}>
            {t('comun.volverAlInicio')}
          </Button>
        </div>
      </TarjetaPagina>
    </PaginaCentrada>
  );
}

/** The router's errorElement: a render or loader error shows the 500 page (spec 2). */
export function RouteErrorPage() {
  return <ErrorPage codigo="500" />;
}
