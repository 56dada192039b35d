import {
  Body1,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { useNotificar } from '../../../ui/notificaciones';
import { Pagina } from '../../../ui/Pagina';
import { useReintentarTrabajoMutation, useResumenTrabajosQuery } from '../api';
import { TablaConteos } from '../components/TablaConteos';
import { TarjetaFallido } from '../components/TarjetaFallido';

const useStyles = makeStyles({
  bloque: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  lista: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/**
 * `/trabajos` (issue 17): for ADMINISTRADOR, how many background jobs each queue holds in
 * each state, and the jobs that used up their retries (the dead-letter list), each with a
 * button that queues it again. Read live from the platform server (online only).
 */
export function TrabajosPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const consulta = useResumenTrabajosQuery(undefined, { refetchOnMountOrArgChange: true });
  const [reintentar, estadoReintento] = useReintentarTrabajoMutation();

  const alReintentar = async (id: string) => {
    const r = await reintentar(id);
    if (r.error) {
      notificar.error(t('trabajos.errorReintentar'), aApiFailure(r.error).data.error);
    } else {
      notificar.exito(t('trabajos.reintentado'));
    }
    // Either way the list changed or is stale (a 404: someone retried it already).
    void consulta.refetch();
  };

  const datos = consulta.data;
  return (
    <Pagina
      cabecera={{
        titulo: t('trabajos.titulo'),
        cargando: consulta.isFetching,
        acciones: (
          <Button onClick={() => void consulta.refetch()} disabled={consulta.isFetching}>
            {t('trabajos.actualizar')}
          </Button>
        ),
      }}
    >
      <Body1>{t('trabajos.intro')}</Body1>
      {consulta.isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('trabajos.error')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {datos ? (
        <>
          <Card className={styles.bloque}>
            <Subtitle2 as="h2">{t('trabajos.conteos.titulo')}</Subtitle2>
            <TablaConteos conteos={datos.conteos} />
          </Card>
          <section className={styles.bloque} aria-labelledby="trabajos-fallidos">
            <Subtitle2 as="h2" id="trabajos-fallidos">
              {t('trabajos.fallidos.titulo')}
            </Subtitle2>
            {datos.fallidos.length === 0 ? (
              <Body1>{t('trabajos.fallidos.vacio')}</Body1>
            ) : (
              <ul className={styles.lista} aria-label={t('trabajos.fallidos.tabla')}>
                {datos.fallidos.map((f) => (
                  <li key={f._id}>
                    <TarjetaFallido
                      trabajo={f}
                      reintentando={estadoReintento.isLoading}
                      onReintentar={(id) => void alReintentar(id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </Pagina>
  );
}
