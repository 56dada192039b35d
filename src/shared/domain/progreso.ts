/** Progress rules (spec 4), computed by the server and mirrored by the client. */
export const ESTADOS_PROGRESO = ['no-iniciado', 'iniciado', 'completado'] as const;
export type EstadoProgreso = (typeof ESTADOS_PROGRESO)[number];

export interface ProgresoLeccion {
  progreso: EstadoProgreso;
  porcentaje: number;
}

/** A lesson counts as done when completado or at 100 %. */
export function leccionCompleta(p: ProgresoLeccion | null | undefined): boolean {
  return p !== null && p !== undefined && (p.progreso === 'completado' || p.porcentaje >= 100);
}

/** 0–100 for one lesson: completado counts as 100. */
export function porcentajeLeccion(p: ProgresoLeccion | null | undefined): number {
  if (!p) return 0;
  if (p.progreso === 'completado') return 100;
  return Math.max(0, Math.min(100, p.porcentaje));
}

/**
 * A course's progress: the mean of its lessons' percentages (syllabus excluded by the
 * caller), rounded down; 0 for a course without lessons.
 */
export function progresoCurso(lecciones: readonly (ProgresoLeccion | null | undefined)[]): number {
  if (lecciones.length === 0) return 0;
  const suma = lecciones.reduce((s, p) => s + porcentajeLeccion(p), 0);
  return Math.floor(suma / lecciones.length);
}

const ORDEN_ESTADO: Record<EstadoProgreso, number> = {
  'no-iniciado': 0,
  iniciado: 1,
  completado: 2,
};

/**
 * Progress is monotonic: merging a report never lowers the percent nor un-completes a
 * lesson, whatever order reports arrive in (late, twice, from an offline queue). 100 %
 * means completado; any percent above 0 means at least iniciado.
 */
export function fusionarProgreso(
  actual: ProgresoLeccion | null | undefined,
  reporte: ProgresoLeccion,
): ProgresoLeccion {
  const porcentaje = Math.max(
    actual ? Math.max(0, Math.min(100, actual.porcentaje)) : 0,
    Math.max(0, Math.min(100, reporte.porcentaje)),
  );
  let progreso: EstadoProgreso =
    actual && ORDEN_ESTADO[actual.progreso] > ORDEN_ESTADO[reporte.progreso]
      ? actual.progreso
      : reporte.progreso;
  if (porcentaje >= 100) progreso = 'completado';
  else if (porcentaje > 0 && progreso === 'no-iniciado') progreso = 'iniciado';
  return { progreso, porcentaje: progreso === 'completado' ? 100 : porcentaje };
}

/** Video progress: the share of the duration actually played (merged played ranges). */
export function porcentajeReproducido(
  rangos: readonly { inicio: number; fin: number }[],
  duracion: number,
): number {
  if (!(duracion > 0)) return 0;
  const ordenados = rangos
    .map((r) => ({ inicio: Math.max(0, r.inicio), fin: Math.min(duracion, r.fin) }))
    .filter((r) => r.fin > r.inicio)
    .sort((a, b) => a.inicio - b.inicio);
  let total = 0;
  let hasta = 0;
  for (const r of ordenados) {
    const desde = Math.max(r.inicio, hasta);
    if (r.fin > desde) total += r.fin - desde;
    hasta = Math.max(hasta, r.fin);
  }
  return Math.min(100, Math.floor((total / duracion) * 100));
}

/** PDF progress (spec 4): (page + 1) / total, page counted from 0. */
export function porcentajePdf(pagina: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.floor(((pagina + 1) / total) * 100));
}

export interface EstadoBloqueo {
  bloqueada: boolean;
  /** The lesson to finish first and its current percent, when locked. */
  anterior: { _id: string; nombre: string; porcentaje: number } | null;
}

/** A course's display order with each lesson's place in it, built once per course change. */
export interface OrdenLecciones<T extends { _id: string; nombre: string }> {
  ordenadas: readonly T[];
  /** Lesson id → its index in `ordenadas`. */
  puesto: ReadonlyMap<string, number>;
}

/** Indexes an order in one pass, so each lesson's predecessor is found in O(1). */
export function indexarOrden<T extends { _id: string; nombre: string }>(
  ordenadas: readonly T[],
): OrdenLecciones<T> {
  return { ordenadas, puesto: new Map(ordenadas.map((l, i) => [l._id, i])) };
}

/** The lesson just before this one in the order, or null (first, syllabus, not listed). */
export function leccionAnterior<T extends { _id: string; nombre: string }>(
  orden: OrdenLecciones<T>,
  leccionId: string,
): T | null {
  const i = orden.puesto.get(leccionId);
  return i === undefined || i <= 0 ? null : (orden.ordenadas[i - 1] ?? null);
}

/** The lock a lesson gets from its predecessor (null: the first one, which opens). */
export function bloqueoTras(
  previa: { _id: string; nombre: string } | null,
  progresos: ReadonlyMap<string, ProgresoLeccion>,
): EstadoBloqueo {
  if (!previa) return { bloqueada: false, anterior: null };
  const p = progresos.get(previa._id);
  if (leccionCompleta(p)) return { bloqueada: false, anterior: null };
  return {
    bloqueada: true,
    anterior: { _id: previa._id, nombre: previa.nombre, porcentaje: porcentajeLeccion(p) },
  };
}

/**
 * Sequential access (spec 4): a lesson opens only when the previous lesson in the course's
 * display order is completado or 100 %. `ordenadas` is that order (syllabus excluded; the
 * syllabus itself is never locked). For many lessons of one course, index the order once
 * (indexarOrden) and use leccionAnterior + bloqueoTras: this scan is O(n) per lesson.
 */
export function estadoBloqueo(
  ordenadas: readonly { _id: string; nombre: string }[],
  progresos: ReadonlyMap<string, ProgresoLeccion>,
  leccionId: string,
): EstadoBloqueo {
  const i = ordenadas.findIndex((l) => l._id === leccionId);
  return bloqueoTras(i <= 0 ? null : (ordenadas[i - 1] ?? null), progresos);
}

/**
 * How fast the server lets progress grow (issue 13). The server bounds every report by the
 * time since it first served the lesson to the learner; the client reads the same numbers
 * to know when a final report will be accepted in full.
 */
export const LIMITES_PROGRESO = {
  /** The player's top speed: media cannot be played faster than this. */
  velocidadMaxima: 2,
  /** Slack for an honest client: timers, network and the gap between opening and playing. */
  toleranciaSegundos: 5,
  /** A PDF advances at most one page per this many seconds since it was opened. */
  segundosPorPagina: 2,
  /** Images, links and files whose length could not be read: complete after this long open. */
  minimoAbiertaSegundos: 8,
} as const;

/**
 * What the server knows about a lesson's length: media seconds, PDF pages, or nothing
 * (images, links, and a file it could not read — those complete after a minimum open time).
 */
export type MedidaLeccion =
  | { tipo: 'media'; duracionSegundos: number }
  | { tipo: 'pdf'; paginas: number }
  | { tipo: 'minimo' };

function normalizada(medida: MedidaLeccion): MedidaLeccion {
  if (medida.tipo === 'media' && !(medida.duracionSegundos > 0)) return { tipo: 'minimo' };
  if (medida.tipo === 'pdf' && !(medida.paginas >= 1)) return { tipo: 'minimo' };
  return medida;
}

/**
 * The highest percent a learner can honestly have reached `segundosAbierta` seconds after
 * the server first served them the lesson (never negative time; 0–100, rounded down).
 */
export function porcentajeMaximo(medida: MedidaLeccion, segundosAbierta: number): number {
  const { velocidadMaxima, toleranciaSegundos, segundosPorPagina, minimoAbiertaSegundos } =
    LIMITES_PROGRESO;
  const abierta = Math.max(0, Number.isFinite(segundosAbierta) ? segundosAbierta : 0);
  const m = normalizada(medida);
  let fraccion: number;
  if (m.tipo === 'media') {
    fraccion = (velocidadMaxima * abierta + toleranciaSegundos) / m.duracionSegundos;
  } else if (m.tipo === 'pdf') {
    const paginas = 1 + Math.floor((abierta + toleranciaSegundos) / segundosPorPagina);
    fraccion = Math.min(paginas, m.paginas) / m.paginas;
  } else {
    fraccion = (abierta + toleranciaSegundos) / minimoAbiertaSegundos;
  }
  return Math.max(0, Math.min(100, Math.floor(fraccion * 100)));
}

/** Seconds after the first opening from which the lesson can be reported complete. */
export function segundosParaCompletar(medida: MedidaLeccion): number {
  const { velocidadMaxima, toleranciaSegundos, segundosPorPagina, minimoAbiertaSegundos } =
    LIMITES_PROGRESO;
  const m = normalizada(medida);
  const segundos =
    m.tipo === 'media'
      ? (m.duracionSegundos - toleranciaSegundos) / velocidadMaxima
      : m.tipo === 'pdf'
        ? (m.paginas - 1) * segundosPorPagina - toleranciaSegundos
        : minimoAbiertaSegundos - toleranciaSegundos;
  return Math.max(0, segundos);
}

/**
 * A report clamped to what real time allows: the percent never above `maximo`, and
 * completado only when the clamped percent reaches 100 (a claim of completado is a claim
 * of 100 %). Below the bound the report is returned as is.
 */
export function acotarReporte(reporte: ProgresoLeccion, maximo: number): ProgresoLeccion {
  const pedido = reporte.progreso === 'completado' ? 100 : reporte.porcentaje;
  const porcentaje = Math.max(0, Math.min(pedido, maximo, 100));
  if (porcentaje >= 100) return { progreso: 'completado', porcentaje: 100 };
  const progreso: EstadoProgreso =
    reporte.progreso === 'no-iniciado' && porcentaje === 0 ? 'no-iniciado' : 'iniciado';
  return { progreso, porcentaje };
}
