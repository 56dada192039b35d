import { Badge, Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AlertaDialogBase } from '../../../ui/AlertaDialogBase';
import { enEscritorio } from '../../descargas';
import { INTERVALO_SINCRONIZACION_MS } from '../listeners';
import { selectEstadoOffline, selectSinConexion, sincronizacionSolicitada } from '../offlineSlice';
import { vistaSincronizacion, type VistaSincronizacion } from '../vista';

const useStyles = makeStyles({
  barra: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  lista: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** The rejected items with the server's reason ('Cambios rechazados por el servidor'). */
export function RechazadosDialog({
  rechazados,
  onCerrar,
}: {
  rechazados: VistaSincronizacion['rechazados'];
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <AlertaDialogBase titulo={t('offline.rechazados.titulo')} onCerrar={onCerrar}>
      <Caption1>{t('offline.rechazados.explicacion')}</Caption1>
      <ul className={styles.lista}>
        {rechazados.map((r) => (
          <li key={r.id}>
            <strong>{t(`offline.rechazados.tipos.${r.tipo}`)}</strong> ({r.fecha}): {r.motivo}
          </li>
        ))}
      </ul>
    </AlertaDialogBase>
  );
}

/** The strip itself, from its view model (rendered statically in tests). */
export function BarraSincronizacion({
  vista,
  onSincronizar,
}: {
  vista: VistaSincronizacion;
  onSincronizar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [verRechazados, setVerRechazados] = useState(false);
  if (!vista.visible) return null;
  return (
    <div className={styles.barra} role="status" aria-live="polite">
      {vista.sinConexion ? (
        <Badge color="warning" appearance="filled" title={t('offline.sinConexionDetalle')}>
          {t('offline.sinConexion')}
        </Badge>
      ) : null}
      {vista.sincronizando ? (
        <Spinner size="extra-tiny" label={t('offline.sincronizando')} />
      ) : null}
      {vista.pendientes > 0 ? (
        <Caption1>{t('offline.pendientes', { count: vista.pendientes })}</Caption1>
      ) : null}
      {vista.ultima ? (
        <Caption1>{t('offline.ultimaSincronizacion', { fecha: vista.ultima })}</Caption1>
      ) : null}
      {vista.pendientes > 0 && !vista.sinConexion && !vista.sincronizando ? (
        <Button size="small" appearance="subtle" onClick={onSincronizar}>
          {t('offline.sincronizar')}
        </Button>
      ) : null}
      {vista.rechazados.length > 0 ? (
        <Button size="small" appearance="subtle" onClick={() => setVerRechazados(true)}>
          {t('offline.rechazados.boton', { count: vista.rechazados.length })}
        </Button>
      ) : null}
      {verRechazados ? (
        <RechazadosDialog rechazados={vista.rechazados} onCerrar={() => setVerRechazados(false)} />
      ) : null}
    </div>
  );
}

/**
 * The frame's sync state on desktop (mounted in AppLayout): 'Sin conexión', pending
 * changes, last sync, rejected changes. While changes wait, a replay is asked for every
 * 20 s; it also runs by itself when a call reaches the server again (see listeners.ts).
 */
export function EstadoSincronizacion() {
  const dispatch = useAppDispatch();
  const sinConexion = useAppSelector(selectSinConexion);
  const estado = useAppSelector(selectEstadoOffline);
  const vista = vistaSincronizacion(enEscritorio(), sinConexion, estado);
  const esperando = vista.visible && vista.pendientes > 0;

  useEffect(() => {
    if (!esperando) return;
    const id = setInterval(() => dispatch(sincronizacionSolicitada()), INTERVALO_SINCRONIZACION_MS);
    return () => clearInterval(id);
  }, [esperando, dispatch]);

  return (
    <BarraSincronizacion vista={vista} onSincronizar={() => dispatch(sincronizacionSolicitada())} />
  );
}
