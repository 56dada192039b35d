import {
  Body1,
  Button,
  Caption1,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { PaginaWiki } from '@shared/api/wiki';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { useNotificar } from '../../../ui/notificaciones';
import { useRestaurarRevisionWikiMutation, useRevisionWikiQuery } from '../api';
import { usePermisosWiki } from '../permisos';
import { DiferenciasWiki } from './DiferenciasWiki';

const useStyles = makeStyles({
  raiz: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** One old revision: its changes up to the current page, and its restore. */
export function RevisionElegida(props: {
  pagina: PaginaWiki;
  numero: number;
  onRestaurada(): void;
}) {
  const { pagina, numero } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const { editar } = usePermisosWiki();
  const { data, isFetching } = useRevisionWikiQuery({ id: pagina._id, numero });
  const [restaurar, restauracion] = useRestaurarRevisionWikiMutation();
  const [confirmando, setConfirmando] = useState(false);

  const confirmar = async () => {
    try {
      await restaurar({ id: pagina._id, numero }).unwrap();
      notificar.exito(t('wiki.revisiones.restaurado', { numero }));
      props.onRestaurada();
    } catch (e) {
      notificar.error(aApiFailure(e).data.error);
    }
    setConfirmando(false);
  };

  if (isFetching || !data) return <Spinner size="small" label={t('comun.cargando')} />;
  const sinCambios = data.diferencias.every((d) => d.tipo === 'igual');
  return (
    <section className={styles.raiz} aria-label={t('wiki.revisiones.diferencias', { numero })}>
      <Subtitle2 as="h2">{t('wiki.revisiones.diferencias', { numero })}</Subtitle2>
      {data.data.titulo !== pagina.titulo ? (
        <Caption1>{t('wiki.revisiones.tituloEntonces', { titulo: data.data.titulo })}</Caption1>
      ) : null}
      {sinCambios ? (
        <Body1>{t('wiki.revisiones.sinDiferencias')}</Body1>
      ) : (
        <DiferenciasWiki partes={data.diferencias} />
      )}
      {editar ? (
        <div>
          <Button appearance="primary" onClick={() => setConfirmando(true)}>
            {t('wiki.revisiones.restaurar')}
          </Button>
        </div>
      ) : null}
      <ConfirmarDialog
        abierto={confirmando}
        titulo={t('wiki.revisiones.restaurarTitulo', { numero })}
        accion={t('wiki.revisiones.restaurar')}
        enviando={restauracion.isLoading}
        onConfirmar={() => void confirmar()}
        onCancelar={() => setConfirmando(false)}
      >
        {t('wiki.revisiones.restaurarTexto', { numero })}
      </ConfirmarDialog>
    </section>
  );
}
