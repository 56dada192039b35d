import {
  Body1,
  Button,
  Caption1,
  Spinner,
  Subtitle2,
  TableCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { DetalleAprendizMonitor } from '@shared/api/monitor';
import type { es } from '../../../i18n/locales/es';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { IconoCerrar } from '../../../ui/iconos';
import { TablaBase } from '../../../ui/TablaBase';
import { useAprendizMonitorQuery } from '../api';
import { fechaMonitor, textoEstado } from '../presentacion';

type ColumnaDetalle = keyof (typeof es)['monitor']['detalle']['columnas'];

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
  cabecera: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  celda: { whiteSpace: 'nowrap' },
});

function Lecciones(props: { lecciones: DetalleAprendizMonitor['lecciones'] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const c = (k: ColumnaDetalle) => ({ clave: k, texto: t(`monitor.detalle.columnas.${k}`) });
  return (
    <TablaBase
      etiqueta={t('monitor.detalle.lecciones')}
      columnas={[c('leccion'), c('estado'), c('porcentaje'), c('abierta'), c('fecha')]}
      ajuste="contenido"
    >
      {props.lecciones.map((l) => (
        <TableRow key={l._id}>
          <TableCell>{l.nombre}</TableCell>
          <TableCell className={styles.celda}>
            {t(`monitor.detalle.progreso.${l.progreso}`)}
          </TableCell>
          <TableCell>{l.porcentaje}</TableCell>
          <TableCell className={styles.celda}>{fechaMonitor(l.abiertaEn)}</TableCell>
          <TableCell className={styles.celda}>{fechaMonitor(l.fecha)}</TableCell>
        </TableRow>
      ))}
    </TablaBase>
  );
}

function Intentos(props: { intentos: DetalleAprendizMonitor['intentos'] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (props.intentos.length === 0) return <Body1>{t('monitor.detalle.sinIntentos')}</Body1>;
  const c = (k: ColumnaDetalle) => ({ clave: k, texto: t(`monitor.detalle.columnas.${k}`) });
  return (
    <TablaBase
      etiqueta={t('monitor.detalle.intentos')}
      columnas={[c('evaluacion'), c('fechaIntento'), c('puntaje'), c('correctas'), c('resultado')]}
      ajuste="contenido"
    >
      {props.intentos.map((i, n) => (
        <TableRow key={`${i.fecha}-${n}`} data-testid="monitor-intento">
          <TableCell>{i.evaluacion}</TableCell>
          <TableCell className={styles.celda}>{fechaMonitor(i.fecha)}</TableCell>
          <TableCell>{i.puntaje}</TableCell>
          <TableCell>
            {i.manual || i.correctas === null
              ? t('monitor.detalle.manual')
              : `${i.correctas}/${i.total}`}
          </TableCell>
          <TableCell className={styles.celda}>
            {t(i.aprobado ? 'monitor.estado.aprobada' : 'monitor.estado.noAprobada')}
          </TableCell>
        </TableRow>
      ))}
    </TablaBase>
  );
}

/** A learner's detail beside the table: lesson by lesson with dates, attempts with scores. */
export function DetalleAprendiz(props: { cursoId: string; usuarioId: string; onCerrar(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const consulta = useAprendizMonitorQuery(
    { cursoId: props.cursoId, usuarioId: props.usuarioId },
    { refetchOnMountOrArgChange: true },
  );
  const d = consulta.data;
  const nombre = d ? `${d.aprendiz.nombre} ${d.aprendiz.apellidos}`.trim() : '';
  return (
    <aside className={styles.panel} aria-label={t('monitor.detalle.titulo', { nombre })}>
      <div className={styles.cabecera}>
        <Subtitle2 as="h3">{t('monitor.detalle.titulo', { nombre })}</Subtitle2>
        <Button
          appearance="subtle"
          icon={<IconoCerrar />}
          aria-label={t('monitor.detalle.cerrar')}
          onClick={props.onCerrar}
        />
      </div>
      {consulta.isFetching && !d ? <Spinner size="small" /> : null}
      {consulta.isError ? <Body1>{aApiFailure(consulta.error).data.error}</Body1> : null}
      {d ? (
        <>
          <Caption1>
            {d.aprendiz.email} ·{' '}
            {t('monitor.detalle.asignado', { fecha: fechaMonitor(d.asignadoEn) })}
          </Caption1>
          <Body1>{t(textoEstado(d.aprendiz).clave, textoEstado(d.aprendiz).valores)}</Body1>
          <Subtitle2 as="h4">{t('monitor.detalle.lecciones')}</Subtitle2>
          <Lecciones lecciones={d.lecciones} />
          <Subtitle2 as="h4">{t('monitor.detalle.intentos')}</Subtitle2>
          <Intentos intentos={d.intentos} />
        </>
      ) : null}
    </aside>
  );
}
