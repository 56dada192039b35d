import {
  Link,
  ProgressBar,
  TableCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FilaMonitor, OrdenMonitor } from '@shared/api/monitor';
import type { es } from '../../../i18n/locales/es';
import { useTranslation } from 'react-i18next';
import { TablaBase, type ColumnaTabla } from '../../../ui/TablaBase';
import {
  direccionColumna,
  fechaMonitor,
  ordenarPor,
  textoEstado,
  type EstadoFiltros,
} from '../presentacion';

const useStyles = makeStyles({
  celda: { whiteSpace: 'nowrap' },
  progreso: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  barra: { width: '80px' },
});

/** The columns, and the field each one sorts by on the server (null: does not sort). */
const COLUMNAS: readonly {
  clave: keyof (typeof es)['monitor']['columnas'];
  orden: OrdenMonitor | null;
}[] = [
  { clave: 'nombre', orden: 'nombre' },
  { clave: 'centro', orden: 'centro' },
  { clave: 'municipio', orden: 'municipio' },
  { clave: 'progreso', orden: 'progreso' },
  { clave: 'leccionActual', orden: null },
  { clave: 'ultimaActividad', orden: 'ultimaActividad' },
  { clave: 'diasSinActividad', orden: 'diasSinActividad' },
  { clave: 'estado', orden: 'estado' },
  { clave: 'certificado', orden: null },
];

function Fila(props: { fila: FilaMonitor; onVer(fila: FilaMonitor): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const f = props.fila;
  const nombre = `${f.nombre} ${f.apellidos}`.trim();
  const estado = textoEstado(f);
  return (
    <TableRow data-testid={`monitor-fila-${f._id}`}>
      <TableCell className={styles.celda}>
        <Link
          as="button"
          aria-label={t('monitor.tabla.verDetalle', { nombre })}
          onClick={() => props.onVer(f)}
        >
          {nombre}
        </Link>
      </TableCell>
      <TableCell>{f.centro || '—'}</TableCell>
      <TableCell>{f.municipio || '—'}</TableCell>
      <TableCell>
        <div className={styles.progreso}>
          <ProgressBar className={styles.barra} value={f.progreso / 100} aria-hidden />
          <span data-testid="monitor-progreso">{f.progreso} %</span>
        </div>
      </TableCell>
      <TableCell>{f.leccionActual?.nombre ?? t('monitor.tabla.sinLeccion')}</TableCell>
      <TableCell className={styles.celda}>
        {f.ultimaActividad ? fechaMonitor(f.ultimaActividad) : t('monitor.tabla.nunca')}
      </TableCell>
      <TableCell>{f.diasSinActividad}</TableCell>
      <TableCell className={styles.celda} data-testid="monitor-estado">
        {t(estado.clave, estado.valores)}
      </TableCell>
      <TableCell className={styles.celda}>
        {f.certificado
          ? t('monitor.tabla.certificadoNumero', { numero: f.certificado.numero })
          : t('monitor.tabla.sinCertificado')}
      </TableCell>
    </TableRow>
  );
}

/** One row per learner; the headers sort on the server; a name opens the detail. */
export function TablaMonitor(props: {
  filas: readonly FilaMonitor[];
  filtros: EstadoFiltros;
  onFiltros(filtros: EstadoFiltros): void;
  onVer(fila: FilaMonitor): void;
}) {
  const { t } = useTranslation();
  const { filtros } = props;
  const columnas = COLUMNAS.map(({ clave, orden }): ColumnaTabla => {
    const texto = t(`monitor.columnas.${clave}`);
    if (orden === null) return { clave, texto };
    return {
      clave,
      texto,
      orden: {
        sortable: true,
        sortDirection: direccionColumna(filtros, orden),
        onClick: () => props.onFiltros(ordenarPor(filtros, orden)),
      },
    };
  });
  return (
    <TablaBase
      etiqueta={t('monitor.tabla.etiqueta')}
      columnas={columnas}
      area="fondo"
      ajuste="llena"
      vacio={t('monitor.tabla.vacio')}
      sinFilas={props.filas.length === 0}
    >
      {props.filas.map((f) => (
        <Fila key={f._id} fila={f} onVer={props.onVer} />
      ))}
    </TablaBase>
  );
}
