import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { Notificacion } from '@shared/api';
import { POR_PAGINA_NOTIFICACIONES } from '@shared/domain/notificaciones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useLeerNotificacionMutation,
  useLeerTodasNotificacionesMutation,
  useListarNotificacionesQuery,
} from '../api';
import { enlaceNotificacion } from '../texto';
import { INTERVALO_NOTIFICACIONES_MS } from '../useNotificaciones';
import { ItemNotificacion } from './ItemNotificacion';

/** The most the panel lists at once (the route's largest page). */
const LIMITE_PANEL = 100;

const useStyles = makeStyles({
  lista: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  acciones: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  items: { listStyleType: 'none', padding: 0, margin: 0 },
});

/**
 * The panel's content: the newest notifications, mark all read, and "ver más". Mounted only
 * while the panel is open, so the list is asked for (and refreshed) only then.
 */
export function ListaNotificaciones({ onNavegar }: { onNavegar(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [limite, setLimite] = useState(POR_PAGINA_NOTIFICACIONES);
  const { data, isLoading, isError, refetch } = useListarNotificacionesQuery(
    { pagina: 1, limite },
    { pollingInterval: INTERVALO_NOTIFICACIONES_MS, refetchOnMountOrArgChange: true },
  );
  const [leer] = useLeerNotificacionMutation();
  const [leerTodas, { isLoading: marcando }] = useLeerTodasNotificacionesMutation();

  const abrir = (n: Notificacion) => {
    if (n.leidaEn === null) void leer(n._id);
    const enlace = enlaceNotificacion(n);
    if (enlace) {
      onNavegar();
      void navigate(enlace);
    }
  };

  if (isLoading) return <Spinner size="small" label={t('comun.cargando')} />;
  if (isError || !data) {
    return (
      <div className={styles.lista}>
        <Body1>{t('notificaciones.errorCargar')}</Body1>
        <Button onClick={() => void refetch()}>{t('notificaciones.reintentar')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.lista}>
      <div className={styles.acciones}>
        <Body1>{t('notificaciones.noLeidas', { count: data.noLeidas })}</Body1>
        <Button
          appearance="subtle"
          disabled={data.noLeidas === 0 || marcando}
          onClick={() => void leerTodas(undefined)}
        >
          {t('notificaciones.marcarTodas')}
        </Button>
      </div>
      {data.data.length === 0 ? <Body1>{t('layout.notificaciones.vacio')}</Body1> : null}
      <ul aria-label={t('layout.notificaciones.titulo')} className={styles.items}>
        {data.data.map((n) => (
          <li key={n._id}>
            <ItemNotificacion notificacion={n} onAbrir={abrir} />
          </li>
        ))}
      </ul>
      {/* The panel grows to the route's largest page (100): older ones are kept 90 days only. */}
      {data.total > data.data.length && limite < LIMITE_PANEL ? (
        <Button
          onClick={() => setLimite((l) => Math.min(LIMITE_PANEL, l + POR_PAGINA_NOTIFICACIONES))}
        >
          {t('notificaciones.verMas')}
        </Button>
      ) : null}
    </div>
  );
}
