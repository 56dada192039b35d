import { formatearFecha } from '@shared/dates';
import type { EstadoEvaluacionMonitor } from '@shared/api/monitor';
import type { FilaCalculada } from './calculo';

/** The monitor's CSV: Spanish headers, one line per filtered row, in the table's order. */
export const ENCABEZADOS_MONITOR = [
  'Nombre',
  'Apellidos',
  'Email',
  'Centro',
  'Municipio',
  'Progreso (%)',
  'Lección actual',
  'Última actividad',
  'Días sin actividad',
  'Estado de la evaluación',
  'Intentos',
  'Puntaje',
  'Certificado',
] as const;

export const TEXTO_ESTADO: Record<EstadoEvaluacionMonitor, string> = {
  sinPresentar: 'Sin presentar',
  noAprobada: 'No aprobada',
  aprobada: 'Aprobada',
};

export function filaCsv(f: FilaCalculada): string[] {
  return [
    f.nombre,
    f.apellidos,
    f.email,
    f.centro,
    f.municipio,
    String(f.progreso),
    f.leccionActual?.nombre ?? '',
    formatearFecha(f.ultimaActividad),
    String(f.diasSinActividad),
    TEXTO_ESTADO[f.estado],
    String(f.intentos),
    f.puntaje === null ? '' : String(f.puntaje),
    f.certificado
      ? `N.º ${f.certificado.numero} (${formatearFecha(f.certificado.emitidoEn, 'fecha')})`
      : 'No',
  ];
}

/** A file name that says which course and when: monitor-<código>-<AAAAMMDD>.csv. */
export function nombreCsvMonitor(codigo: string, ahora: Date): string {
  const fecha = ahora.toISOString().slice(0, 10).replace(/-/g, '');
  const seguro = codigo.replace(/[^\p{L}\p{N}_-]+/gu, '_');
  return `monitor-${seguro}-${fecha}.csv`;
}
