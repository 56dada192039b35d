import { buildPath, routes, type Curso, type Multimedia, type Tema } from '@shared/api';
import type { TipoPendiente } from '@shared/api/offline';
import {
  agregarRespuesta,
  aplicarAProgresos,
  aplicarCalificacion,
  aplicarPorcentajeACurso,
  aplicarProgresoALecciones,
  aplicarProgresoAMultimedia,
  respuestaLocal,
  type ReporteProgreso,
} from '@shared/domain/sinConexion';
import { claveCache } from './claveCache';

/** The user's cached answers, as the centre shell keeps them. */
export interface CacheDeUsuario {
  /** The stored answer, or undefined when there is none. */
  leer(clave: string): unknown;
  claves(prefijo: string): string[];
}

/** What a queued write changes in the cache, and the answer the server would have given. */
export interface Plan {
  escrituras: [clave: string, valor: unknown][];
  respuesta: unknown;
}

/** A write about to wait in the outbox. */
export interface Encolado {
  id: string;
  tipo: TipoPendiente;
  ruta: string;
  cuerpo: unknown;
}

type Filtrado = { ok: true; data: Multimedia[]; total: number };
type Listado = { ok: true; data: { data: Curso[] } };
type Uno<T> = { ok: true; data: T };
type Progresos = { ok: true; progreso_multimedia: (ReporteProgreso & { fecha: string })[] };

const claveLeccion = (multimediaId: string) =>
  claveCache(
    'multimedias.obtener',
    buildPath(routes['multimedias.obtener'].path, { multimediaId }),
    {},
    null,
  );
const claveForo = (multimedia: string) =>
  claveCache('comentarios.filtrar', routes['comentarios.filtrar'].path, {}, { multimedia });

const conData = (v: unknown): v is { data: unknown } =>
  typeof v === 'object' && v !== null && 'data' in v;
const esFiltrado = (v: unknown): v is Filtrado => conData(v) && Array.isArray(v.data);
const esUno = (v: unknown): v is Uno<Multimedia> =>
  conData(v) && typeof v.data === 'object' && v.data !== null && '_id' in v.data;
const esListado = (v: unknown): v is Listado =>
  conData(v) && typeof v.data === 'object' && v.data !== null && 'data' in v.data;
const esProgresos = (v: unknown): v is Progresos =>
  typeof v === 'object' && v !== null && Array.isArray((v as Progresos).progreso_multimedia);

/** Every cached answer of a route that passes a shape check. */
function entradas<T>(cache: CacheDeUsuario, ruta: string, forma: (v: unknown) => v is T) {
  return cache.claves(`${ruta} `).flatMap((c): [string, T][] => {
    const v = cache.leer(c);
    return forma(v) ? [[c, v]] : [];
  });
}

/** A progress report: the lesson, its course's lists and percent, the progress list. */
function planProgreso(cache: CacheDeUsuario, cuerpo: unknown): Plan {
  const { progreso_multimedia: r } = cuerpo as {
    progreso_multimedia: ReporteProgreso & { fecha: string };
  };
  const escrituras: Plan['escrituras'] = [];
  let vistas: Multimedia[] = [];
  for (const [clave, v] of entradas(cache, 'multimedias.filtrar', esFiltrado)) {
    if (!v.data.some((l) => l._id === r.id)) continue;
    const data = aplicarProgresoALecciones(v.data, r);
    vistas = [...vistas.filter((l) => !data.some((d) => d._id === l._id)), ...data];
    escrituras.push([clave, { ...v, data }]);
  }
  const leccion = cache.leer(claveLeccion(r.id));
  if (esUno(leccion)) {
    const data = aplicarProgresoAMultimedia(leccion.data, r);
    escrituras.push([claveLeccion(r.id), { ...leccion, data }]);
  }
  for (const [clave, v] of entradas(cache, 'cursos.listar', esListado)) {
    const data = v.data.data.map((c) => aplicarPorcentajeACurso(c, vistas));
    escrituras.push([clave, { ...v, data: { ...v.data, data } }]);
  }
  for (const [clave, v] of entradas(cache, 'cursos.buscar', esUno)) {
    const curso = v.data as unknown as Curso;
    escrituras.push([clave, { ...v, data: aplicarPorcentajeACurso(curso, vistas) }]);
  }
  let progreso = { ...r };
  for (const [clave, v] of entradas(cache, 'progresos.listar', esProgresos)) {
    const lista = aplicarAProgresos(v.progreso_multimedia, r);
    progreso = lista.find((p) => p.id === r.id) ?? progreso;
    escrituras.push([clave, { ...v, progreso_multimedia: lista }]);
  }
  return { escrituras, respuesta: { ok: true, progreso, aplicado: true } };
}

/** A rating: the open lesson (its answer) and the lists that show it. */
function planCalificacion(cache: CacheDeUsuario, ruta: string, cuerpo: unknown): Plan | null {
  const id = decodeURIComponent(ruta.split('?')[0]?.split('/').at(-1) ?? '');
  const leccion = cache.leer(claveLeccion(id));
  if (!esUno(leccion)) return null;
  const { calificacion } = (
    cuerpo as { multimediaFields: { calificacion: 'like' | 'nolike' | null } }
  ).multimediaFields;
  const m = aplicarCalificacion(leccion.data, calificacion);
  const escrituras: Plan['escrituras'] = [[claveLeccion(id), { ...leccion, data: m }]];
  for (const [clave, v] of entradas(cache, 'multimedias.filtrar', esFiltrado)) {
    if (!v.data.some((l) => l._id === id)) continue;
    const data = v.data.map((l) => (l._id === id ? { ...l, calificaciones: m.calificaciones } : l));
    escrituras.push([clave, { ...v, data }]);
  }
  return { escrituras, respuesta: { ok: true, data: m } };
}

/** A forum reply: appended to its topic in the cached forum of the lesson. */
function planRespuesta(
  cache: CacheDeUsuario,
  usuario: { _id: string; nombre: string },
  p: Encolado,
  ahora: Date,
): Plan | null {
  const { multimedia, parentId, texto } = p.cuerpo as {
    multimedia: string;
    parentId: string;
    texto: string;
  };
  const foro = cache.leer(claveForo(multimedia));
  if (!Array.isArray(foro)) return null;
  const respuesta = respuestaLocal(p.id, texto.trim(), usuario, ahora);
  const temas = agregarRespuesta(foro as Tema[], parentId, respuesta);
  const tema = temas?.find((t) => t._id === parentId);
  if (!temas || !tema) return null;
  return { escrituras: [[claveForo(multimedia), temas]], respuesta: { ok: true, data: tema } };
}

/**
 * How a queued write is shown at once — with the shared rule its policy names — or null
 * when the cache lacks what it takes to show it (then the write is not queued: failing
 * plainly beats a change the learner cannot see).
 */
export function planEnCola(
  cache: CacheDeUsuario,
  usuario: { _id: string; nombre: string },
  p: Encolado,
  ahora: Date,
): Plan | null {
  switch (p.tipo) {
    case 'progreso':
      return planProgreso(cache, p.cuerpo);
    case 'calificacion':
      return planCalificacion(cache, p.ruta, p.cuerpo);
    case 'respuestaForo':
      return planRespuesta(cache, usuario, p, ahora);
  }
}
