import {
  LIMITE_CONTENIDO,
  LIMITE_RESPUESTA,
  LIMITE_TITULO,
  MENSAJES_FORO,
  type RouteBodyInput,
  type Routes,
  type Tema,
} from '@shared/api';

/** Pure rules of the lesson forum (spec 2, 'Foro de Discusión'); tested in tests/renderer. */

export type Respuesta = Tema['respuestas'][number];
export type CuerpoComentario = RouteBodyInput<Routes['comentarios.crear']>;

export { LIMITE_CONTENIDO, LIMITE_RESPUESTA, LIMITE_TITULO };

/** Milliseconds of an ISO time; an unreadable one sorts as the oldest. */
function instante(timestamp: string): number {
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * Topics as the list shows them: pinned first, then the newest. The server already sends
 * them so; sorting again keeps the order right after a pin/unpin before the list reloads.
 */
export function ordenarTemas(temas: readonly Tema[]): Tema[] {
  return [...temas].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || instante(b.timestamp) - instante(a.timestamp),
  );
}

/** A topic's replies, oldest first (a conversation reads top to bottom). */
export function ordenarRespuestas(respuestas: readonly Respuesta[]): Respuesta[] {
  return [...respuestas].sort((a, b) => instante(a.timestamp) - instante(b.timestamp));
}

/** Which topic the dialog shows, and which ones this dialog session already counted as seen. */
export interface SeleccionForo {
  seleccionadoId: string | null;
  vistos: readonly string[];
}

export const SELECCION_INICIAL: SeleccionForo = { seleccionadoId: null, vistos: [] };

/**
 * Selects one topic (only one at a time). `marcarVisto` says whether to send PATCH
 * {visto:true}: once per topic per dialog session.
 */
export function seleccionarTema(
  estado: SeleccionForo,
  temaId: string,
): { estado: SeleccionForo; marcarVisto: boolean } {
  const marcarVisto = !estado.vistos.includes(temaId);
  return {
    estado: {
      seleccionadoId: temaId,
      vistos: marcarVisto ? [...estado.vistos, temaId] : estado.vistos,
    },
    marcarVisto,
  };
}

/** The selected topic, or null when none is selected or it is gone (deleted meanwhile). */
export function temaSeleccionado(
  temas: readonly Tema[],
  seleccionadoId: string | null,
): Tema | null {
  if (seleccionadoId === null) return null;
  return temas.find((t) => t._id === seleccionadoId) ?? null;
}

export { reemplazarTema } from './temas';

/** An author's name to show; null or blank becomes 'Desconocido' (or its translation). */
export function nombreAutor(
  nombre: string | null | undefined,
  desconocido: string = MENSAJES_FORO.autorDesconocido,
): string {
  const limpio = nombre?.trim();
  return limpio ? limpio : desconocido;
}

/** Why a reply cannot be sent, as a key of MENSAJES_FORO-like messages; null when it can. */
export type ErrorRespuesta = 'vacia' | 'respuestaLarga';

export function validarRespuesta(texto: string): ErrorRespuesta | null {
  if (texto.length > LIMITE_RESPUESTA) return 'respuestaLarga';
  if (texto.trim() === '') return 'vacia';
  return null;
}

/**
 * The reply form's counter: characters typed, the limit, whether it is over (only a reply
 * saved before the limit existed can be), and whether it is at the limit — the box stops
 * there and the counter turns red (issue 16: it used to accept 510 and show "510/500").
 */
export function contadorRespuesta(texto: string): {
  n: number;
  max: number;
  excedido: boolean;
  alLimite: boolean;
} {
  const n = texto.length;
  return {
    n,
    max: LIMITE_RESPUESTA,
    excedido: n > LIMITE_RESPUESTA,
    alLimite: n >= LIMITE_RESPUESTA,
  };
}

/**
 * What the box keeps of a change: typing or pasting past the limit keeps the first 500
 * characters (the browser's maxLength does the same; this also covers programmatic input).
 * A longer text already there (editing an old reply) may only shrink.
 */
export function recortarRespuesta(anterior: string, nuevo: string): string {
  if (nuevo.length <= LIMITE_RESPUESTA || nuevo.length < anterior.length) return nuevo;
  return nuevo.slice(0, Math.max(LIMITE_RESPUESTA, Math.min(anterior.length, nuevo.length)));
}

export interface ValoresTema {
  titulo: string;
  contenido: string;
  pinned: boolean;
}

export const TEMA_VACIO: ValoresTema = { titulo: '', contenido: '', pinned: false };

/** The new-topic form's one message: both fields are required (spec 2). */
export function validarNuevoTema(v: ValoresTema): 'temaIncompleto' | null {
  return v.titulo.trim() === '' || v.contenido.trim() === '' ? 'temaIncompleto' : null;
}

export function cuerpoNuevoTema(multimedia: string, v: ValoresTema): CuerpoComentario {
  return { multimedia, titulo: v.titulo.trim(), texto: v.contenido.trim(), pinned: v.pinned };
}

export function cuerpoRespuesta(
  multimedia: string,
  parentId: string,
  texto: string,
): CuerpoComentario {
  return { multimedia, parentId, texto: texto.trim() };
}

/** At this width or less the two columns stack (spec 9). */
export const ANCHO_APILADO_PX = 600;
