import type {
  EstadoEvaluacionMonitor,
  FilaMonitor,
  FiltroMonitor,
  ResumenMonitor,
} from '@shared/api/monitor';
import { DIAS_INACTIVIDAD_MONITOR } from '@shared/api/monitor';
import { ordenarLecciones } from '@shared/domain/multimedias';
import {
  ESTADOS_PROGRESO,
  leccionCompleta,
  progresoCurso,
  type EstadoProgreso,
  type ProgresoLeccion,
} from '@shared/domain/progreso';
import type {
  FilaAprendiz,
  FilaCertificado,
  FilaLeccion,
  FilaNotas,
  FilaProgresoMonitor,
} from './repository';

/**
 * The monitor's figures, computed from the rows the repository read (docs/monitor.md says
 * what each one means). Pure: the tests and the bench read the same rules.
 */

const DIA_MS = 86_400_000;

/** A row of the table plus what the summary and the filters need. */
export interface FilaCalculada extends FilaMonitor {
  asignadoEn: string;
  iniciado: boolean;
  /** Date of the last lesson completed, when every lesson is. */
  completadoEn: string | null;
}

export interface DatosMonitor {
  lecciones: readonly FilaLeccion[];
  aprendices: readonly FilaAprendiz[];
  progresos: readonly FilaProgresoMonitor[];
  notas: readonly FilaNotas[];
  certificados: readonly FilaCertificado[];
  ahora: Date;
}

/** Accents and case do not matter in a search (á = a, Ñ = n). */
export function normalizarBusqueda(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Centre and municipality from the user's custom data (signup and import write them). */
export function ubicacionDe(customData: string): { centro: string; municipio: string } {
  try {
    const datos = JSON.parse(customData) as {
      institucion?: { nombrePunto?: unknown };
      municipio?: { nombre?: unknown };
    } | null;
    const centro = datos?.institucion?.nombrePunto;
    const municipio = datos?.municipio?.nombre;
    return {
      centro: typeof centro === 'string' ? centro.trim() : '',
      municipio: typeof municipio === 'string' ? municipio.trim() : '',
    };
  } catch {
    return { centro: '', municipio: '' };
  }
}

function estadoProgreso(valor: string): EstadoProgreso {
  return (ESTADOS_PROGRESO as readonly string[]).includes(valor)
    ? (valor as EstadoProgreso)
    : 'no-iniciado';
}

export function aProgresoLeccion(p: FilaProgresoMonitor): ProgresoLeccion {
  return { progreso: estadoProgreso(p.progreso), porcentaje: Number(p.porcentaje) };
}

/** The course's lessons in display order, the syllabus left out (as the learner sees them). */
export function leccionesOrdenadas(lecciones: readonly FilaLeccion[]) {
  return ordenarLecciones(lecciones.map((l) => ({ ...l, timestamp: l.creado_en })));
}

function mayor(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

function estadoEvaluacion(notas: FilaNotas | undefined): EstadoEvaluacionMonitor {
  if (!notas || notas.intentos === 0) return 'sinPresentar';
  return notas.aprobadas > 0 ? 'aprobada' : 'noAprobada';
}

/** Each learner's progress on each lesson, by the lesson's place in the course order. */
function porAprendiz(
  orden: readonly { id: string }[],
  progresos: readonly FilaProgresoMonitor[],
): Map<string, { lecciones: (ProgresoLeccion | undefined)[]; actividad: string; fecha: string }> {
  const lugar = new Map(orden.map((l, i) => [l.id, i]));
  const mapa = new Map<
    string,
    { lecciones: (ProgresoLeccion | undefined)[]; actividad: string; fecha: string }
  >();
  for (const p of progresos) {
    let a = mapa.get(p.usuario_id);
    if (!a) {
      a = {
        lecciones: new Array<ProgresoLeccion | undefined>(orden.length),
        actividad: '',
        fecha: '',
      };
      mapa.set(p.usuario_id, a);
    }
    // Syllabus rows count for activity, not for progress (the learner's card does the same).
    const i = lugar.get(p.multimedia_id);
    if (i !== undefined) a.lecciones[i] = aProgresoLeccion(p);
    if (p.actualizado_en > a.actividad) a.actividad = p.actualizado_en;
    if (p.fecha > a.fecha) a.fecha = p.fecha;
  }
  return mapa;
}

/** One row per learner, every figure computed. */
export function filasMonitor(datos: DatosMonitor): FilaCalculada[] {
  const orden = leccionesOrdenadas(datos.lecciones);
  const progresos = porAprendiz(orden, datos.progresos);
  const notas = new Map(datos.notas.map((n) => [n.usuario_id, n]));
  const certificados = new Map<string, FilaCertificado>();
  for (const c of datos.certificados) {
    if (!certificados.has(c.usuario_id)) certificados.set(c.usuario_id, c);
  }
  const ahora = datos.ahora.getTime();
  return datos.aprendices.map((a) => {
    const propio = progresos.get(a.id);
    const lecciones = propio?.lecciones ?? new Array<ProgresoLeccion | undefined>(orden.length);
    const progreso = progresoCurso(Array.from(lecciones));
    const iniciado = lecciones.some(
      (p) => p !== undefined && (p.progreso !== 'no-iniciado' || p.porcentaje > 0),
    );
    let pendiente = -1;
    for (let i = 0; i < orden.length && pendiente < 0; i++) {
      if (!leccionCompleta(lecciones[i])) pendiente = i;
    }
    const actual = pendiente >= 0 ? orden[pendiente] : undefined;
    const nota = notas.get(a.id);
    const actividad = mayor(propio?.actividad || null, nota?.ultima ?? null);
    const desde = Date.parse(actividad ?? a.asignado_en);
    const cert = certificados.get(a.id);
    return {
      _id: a.id,
      nombre: a.nombre,
      apellidos: a.apellidos,
      email: a.email,
      ...ubicacionDe(a.custom_data),
      progreso,
      leccionActual: iniciado && actual ? { _id: actual.id, nombre: actual.nombre } : null,
      ultimaActividad: actividad,
      diasSinActividad: Number.isNaN(desde) ? 0 : Math.max(0, Math.floor((ahora - desde) / DIA_MS)),
      estado: estadoEvaluacion(nota),
      intentos: nota?.intentos ?? 0,
      puntaje: nota ? nota.mejor : null,
      certificado: cert ? { numero: Number(cert.numero), emitidoEn: cert.emitido_en } : null,
      asignadoEn: a.asignado_en,
      iniciado,
      completadoEn: orden.length > 0 && progreso >= 100 ? propio?.fecha || actividad : null,
    };
  });
}

export function mediana(valores: readonly number[]): number | null {
  if (valores.length === 0) return null;
  const v = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(v.length / 2);
  const m = v.length % 2 === 1 ? (v[medio] ?? 0) : ((v[medio - 1] ?? 0) + (v[medio] ?? 0)) / 2;
  return Math.round(m * 10) / 10;
}

function porcentaje(parte: number, total: number): number {
  return total === 0 ? 0 : Math.round((parte * 100) / total);
}

/** The summary's counts over every learner of the course (filters do not change it). */
export function resumenDe(
  filas: readonly FilaCalculada[],
): Pick<
  ResumenMonitor,
  | 'aprendices'
  | 'porcentajeIniciado'
  | 'porcentajeCompletado'
  | 'porcentajeAprobado'
  | 'medianaDiasCompletar'
  | 'centros'
> {
  const dias: number[] = [];
  for (const f of filas) {
    if (f.completadoEn === null) continue;
    const d = (Date.parse(f.completadoEn) - Date.parse(f.asignadoEn)) / DIA_MS;
    if (!Number.isNaN(d)) dias.push(Math.max(0, d));
  }
  const centros = [...new Set(filas.map((f) => f.centro).filter((c) => c !== ''))];
  return {
    aprendices: filas.length,
    porcentajeIniciado: porcentaje(filas.filter((f) => f.iniciado).length, filas.length),
    porcentajeCompletado: porcentaje(
      filas.filter((f) => f.completadoEn !== null).length,
      filas.length,
    ),
    porcentajeAprobado: porcentaje(
      filas.filter((f) => f.estado === 'aprobada').length,
      filas.length,
    ),
    medianaDiasCompletar: mediana(dias),
    centros: centros.sort(comparadorTexto.compare),
  };
}

const comparadorTexto = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const ORDEN_ESTADO: Record<EstadoEvaluacionMonitor, number> = {
  sinPresentar: 0,
  noAprobada: 1,
  aprobada: 2,
};

function comparar(orden: FiltroMonitor['orden']) {
  return (a: FilaCalculada, b: FilaCalculada): number => {
    switch (orden) {
      case 'centro':
        return comparadorTexto.compare(a.centro, b.centro);
      case 'municipio':
        return comparadorTexto.compare(a.municipio, b.municipio);
      case 'progreso':
        return a.progreso - b.progreso;
      case 'ultimaActividad':
        return (a.ultimaActividad ?? '').localeCompare(b.ultimaActividad ?? '');
      case 'diasSinActividad':
        return a.diasSinActividad - b.diasSinActividad;
      case 'estado':
        return (
          ORDEN_ESTADO[a.estado] - ORDEN_ESTADO[b.estado] || (a.puntaje ?? -1) - (b.puntaje ?? -1)
        );
      default:
        return 0;
    }
  };
}

function porNombre(a: FilaCalculada, b: FilaCalculada): number {
  return (
    comparadorTexto.compare(a.nombre, b.nombre) ||
    comparadorTexto.compare(a.apellidos, b.apellidos) ||
    a._id.localeCompare(b._id)
  );
}

/** The table's rows: filtered, then sorted (ties by name, so pages never shuffle). */
export function filtrarYOrdenar(
  filas: readonly FilaCalculada[],
  filtro: FiltroMonitor,
): FilaCalculada[] {
  const busqueda = normalizarBusqueda(filtro.busqueda);
  const elegidas = filas.filter(
    (f) =>
      (filtro.centro === '' || f.centro === filtro.centro) &&
      (filtro.estado === undefined || f.estado === filtro.estado) &&
      (!filtro.inactivos || f.diasSinActividad > DIAS_INACTIVIDAD_MONITOR) &&
      (busqueda === '' ||
        normalizarBusqueda(`${f.nombre} ${f.apellidos} ${f.email}`).includes(busqueda)),
  );
  const signo = filtro.direccion === 'desc' ? -1 : 1;
  const criterio = comparar(filtro.orden);
  return elegidas.sort((a, b) => signo * (criterio(a, b) || porNombre(a, b)));
}

/** The public fields of a row (the schema would strip the rest anyway). */
export function aFilaMonitor(f: FilaCalculada): FilaMonitor {
  return {
    _id: f._id,
    nombre: f.nombre,
    apellidos: f.apellidos,
    email: f.email,
    centro: f.centro,
    municipio: f.municipio,
    progreso: f.progreso,
    leccionActual: f.leccionActual,
    ultimaActividad: f.ultimaActividad,
    diasSinActividad: f.diasSinActividad,
    estado: f.estado,
    intentos: f.intentos,
    puntaje: f.puntaje,
    certificado: f.certificado,
  };
}
