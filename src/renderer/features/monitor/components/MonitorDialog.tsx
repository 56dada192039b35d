import {
  Body1,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Tab,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { IconoCerrar } from '../../../ui/iconos';
import { useMonitor } from '../useMonitor';
import { PanelAprendices } from './PanelAprendices';
import { TableroExterno } from './TableroExterno';
import { Pestanas } from '../../../ui/Pestanas';

const useStyles = makeStyles({
  // Full screen (spec: the monitor is a full-screen dialog).
  superficie: {
    width: '100vw',
    maxWidth: '100vw',
    height: '100vh',
    maxHeight: '100vh',
    borderRadius: 0,
    padding: tokens.spacingHorizontalL,
  },
  cuerpo: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  contenido: {
    flexGrow: 1,
    minHeight: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

function Contenido(props: { cursoId: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const monitor = useMonitor(props.cursoId);
  const [pestana, setPestana] = useState<'aprendices' | 'tablero'>('aprendices');
  const { resumen } = monitor;
  if (resumen.isError) {
    return (
      <Body1 role="alert">
        {t('monitor.error')}: {aApiFailure(resumen.error).data.error}
      </Body1>
    );
  }
  if (!resumen.data) return <Spinner label={t('monitor.cargando')} />;
  const tablero = resumen.data.tableroUrl;
  return (
    <>
      {tablero ? (
        <Pestanas
          selectedValue={pestana}
          onTabSelect={(_, d) => setPestana(d.value as 'aprendices' | 'tablero')}
        >
          <Tab value="aprendices">{t('monitor.pestanas.aprendices')}</Tab>
          <Tab value="tablero">{t('monitor.pestanas.tablero')}</Tab>
        </Pestanas>
      ) : null}
      <div className={styles.contenido}>
        {tablero && pestana === 'tablero' ? (
          <TableroExterno url={tablero} />
        ) : (
          <PanelAprendices cursoId={props.cursoId} resumen={resumen.data} monitor={monitor} />
        )}
      </div>
    </>
  );
}

/** The monitor of one course, full screen (issue 15, docs/monitor.md). */
export function MonitorDialog(props: {
  abierto: boolean;
  curso: { _id: string; codigo: string; nombre: string };
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog open={props.abierto} onOpenChange={(_, d) => (d.open ? undefined : props.onCerrar())}>
      <DialogSurface className={styles.superficie}>
        <DialogBody className={styles.cuerpo}>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                icon={<IconoCerrar />}
                aria-label={t('monitor.cerrar')}
                onClick={props.onCerrar}
              />
            }
          >
            {t('monitor.titulo', { codigo: props.curso.codigo, nombre: props.curso.nombre })}
          </DialogTitle>
          <DialogContent className={styles.contenido}>
            {props.abierto ? <Contenido cursoId={props.curso._id} /> : null}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
