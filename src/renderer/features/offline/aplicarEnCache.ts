import type { Curso, Multimedia, Tema } from '@shared/api';
import type { Pendiente } from '@shared/bridge';
import { routeRequest } from '../../app/routeRequest';
import type { CacheLocal } from './cacheLocal';
import {
  agregarRespuesta,
  aplicarAProgresos,
  aplicarCalificacion,
  aplicarPorcentajeACurso,
  aplicarProgresoALecciones,
  aplicarProgresoAMultimedia,
  respuestaLocal,
  type ReporteProgreso,
} from './optimista';
import { claveCache } from './rutas';

/** What showing an offline write takes: the cache entries to rewrite, and the answer. */
export interface Plan {
  escrituras: [clave: string, valor: unknown][];
  /** The body the server would have answered, so callers go on as after a success. */
  respuesta: unknown;
}

interface Usuario {
  _id: string;
  nombre: string;
}

type Filtrado = { ok: true; data: Multimedia[]; total: number };
type Listado = { ok: true; data: { data: Curso[] } };
type Uno<T> = { ok: true; data: T };
type Progresos = { ok: true; progreso_multimedia: (ReporteProgreso & { fecha: string })[] };

function claveLeccion(multimediaId: string): string {
  const request = routeRequest('multimedias.obtener', { params: { multimediaId } });
  return claveCache('multimedias.obtener', request);
}

function claveForo(multimedia: string): string {
  return claveCache(
    'comentarios.filtrar',
    routeRequest('comentarios.filtrar', { body: { multimedia } }),
  );
}

/** Reads every cached entry of a route that passes a shape check. */
async function entradas<T>(
  cache: CacheLocal,
  usuarioId: string,
  ruta: string,
  forma: (v: unknown) => v is T,
): Promise<[string, T][]> {
  const claves = await cache.claves(usuarioId, ruta);
  const valores = await Promise.all(claves.map((c) => cache.leer(usuarioId, c)));
  return claves.flatMap((c, i) => (forma(valores[i]) ? [[c, valores[i] as T]] : []));
}

const conData = (v: unknown): v is { data: unknown } =>
  typeof v === 'object' && v !== null && 'data' in v;
const esFiltrado = (v: unknown): v is Filtrado => conData(v) && Array.isArray(v.data);
const esUno = (v: unknown): v is Uno<Multimedia> =>
  conData(v) && typeof v.data === 'object' && v.data !== null && '_id' in v.data;
const esListado = (v: unknown): v is Listado =>
  conData(v) && typeof v.data === 'object' && v.data !== null && 'data' in v.data;
const esProgresos = (v: unknown): v is Progresos =>
  typeof v === 'object' && v !== null && Array.isArray((v as Progresos).progreso_multimedia);

/** A progress report: the lesson, its course's lists and percent, the progress list. */
async function planProgreso(cache: CacheLocal, usuarioId: string, cuerpo: unknown): Promise<Plan> {
  const { progreso_multimedia: r } = cuerpo as {
    progreso_multimedia: ReporteProgreso & { fecha: string };
  };
  const escrituras: Plan['escrituras'] = [];
  let vistas: Multimedia[] = [];
  for (const [clave, v] of await entradas(cache, usuarioId, 'multimedias.filtrar', esFiltrado)) {
    if (!v.data.some((l) => l._id === r.id)) continue;
    const data = aplicarProgresoALecciones(v.data, r);
    vistas = [...vistas.filter((l) => !data.some((d) => d._id === l._id)), ...data];
    escrituras.push([clave, { ...v, data }]);
  }
  const leccion = await cache.leer(usuarioId, claveLeccion(r.id));
  if (esUno(leccion)) {
    escrituras.push([
      claveLeccion(r.id),
      { ...leccion, data: aplicarProgresoAMultimedia(leccion.data, r) },
    ]);
  }
  for (const [clave, v] of await entradas(cache, usuarioId, 'cursos.listar', esListado)) {
    const data = v.data.data.map((c) => aplicarPorcentajeACurso(c, vistas));
    escrituras.push([clave, { ...v, data: { ...v.data, data } }]);
  }
  for (const [clave, v] of await entradas(cache, usuarioId, 'cursos.buscar', esUno)) {
    const curso = v.data as unknown as Curso;
    escrituras.push([clave, { ...v, data: aplicarPorcentajeACurso(curso, vistas) }]);
  }
  let progreso = { ...r };
  for (const [clave, v] of await entradas(cache, usuarioId, 'progresos.listar', esProgresos)) {
    const lista = aplicarAProgresos(v.progreso_multimedia, r);
    progreso = lista.find((p) => p.id === r.id) ?? progreso;
    escrituras.push([clave, { ...v, progreso_multimedia: lista }]);
  }
  return { escrituras, respuesta: { ok: true, progreso, aplicado: true } };
}

/** A rating: the open lesson (its answer) and the lists that show it. */
async function planCalificacion(
  cache: CacheLocal,
  usuarioId: string,
  ruta: string,
  cuerpo: unknown,
): Promise<Plan | null> {
  const id = decodeURIComponent(ruta.split('/').at(-1) ?? '');
  const leccion = await cache.leer(usuarioId, claveLeccion(id));
  if (!esUno(leccion)) return null;
  const { calificacion } = (
    cuerpo as { multimediaFields: { calificacion: 'like' | 'nolike' | null } }
  ).multimediaFields;
  const m = aplicarCalificacion(leccion.data, calificacion);
  const escrituras: Plan['escrituras'] = [[claveLeccion(id), { ...leccion, data: m }]];
  for (const [clave, v] of await entradas(cache, usuarioId, 'multimedias.filtrar', esFiltrado)) {
    if (!v.data.some((l) => l._id === id)) continue;
    const data = v.data.map((l) => (l._id === id ? { ...l, calificaciones: m.calificaciones } : l));
    escrituras.push([clave, { ...v, data }]);
  }
  return { escrituras, respuesta: { ok: true, data: m } };
}

/** A forum reply: appended to its topic in the cached forum of the lesson. */
async function planRespuesta(
  cache: CacheLocal,
  usuario: Usuario,
  p: Pendiente,
  ahora: Date,
): Promise<Plan | null> {
  const { multimedia, parentId, texto } = p.cuerpo as {
    multimedia: string;
    parentId: string;
    texto: string;
  };
  const foro = await cache.leer(usuario._id, claveForo(multimedia));
  if (!Array.isArray(foro)) return null;
  const temas = agregarRespuesta(
    foro as Tema[],
    parentId,
    respuestaLocal(p.id, texto.trim(), usuario, ahora),
  );
  const tema = temas?.find((t) => t._id === parentId);
  if (!temas || !tema) return null;
  return { escrituras: [[claveForo(multimedia), temas]], respuesta: { ok: true, data: tema } };
}

/**
 * How an outbox item is shown at once, or null when the cache lacks what it takes to show
 * it (then the write is not queued: failing plainly beats a change the learner cannot see).
 */
export function planPendiente(
  cache: CacheLocal,
  usuario: Usuario,
  p: Pendiente,
  ahora: Date = new Date(),
): Promise<Plan | null> {
  switch (p.tipo) {
    case 'progreso':
      return planProgreso(cache, usuario._id, p.cuerpo);
    case 'calificacion':
      return planCalificacion(cache, usuario._id, p.ruta, p.cuerpo);
    case 'respuestaForo':
      return planRespuesta(cache, usuario, p, ahora);
  }
}

export async function escribirPlan(
  cache: CacheLocal,
  usuarioId: string,
  plan: Plan,
): Promise<void> {
  for (const [clave, valor] of plan.escrituras) await cache.guardar(usuarioId, clave, valor);
}
