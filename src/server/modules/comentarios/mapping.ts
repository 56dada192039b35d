import type { Tema } from '@shared/api/comentarios';
import type { FilaComentario } from './repository';
import { puedeEditar, puedeEliminar } from './reglas';
import type { Llamante } from './reglas';

type Respuesta = Tema['respuestas'][number];

/**
 * The author's display name, or null when the account is gone or has no name: the client
 * then shows 'Desconocido'. Names and texts are handed out as plain strings, exactly as
 * stored; escaping them is the renderer's job (it renders text, never HTML).
 */
function nombreDe(fila: FilaComentario): string | null {
  const nombre = [fila.autor_nombre, fila.autor_apellidos]
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return nombre || null;
}

export function aRespuesta(fila: FilaComentario, quien: Llamante): Respuesta {
  return {
    _id: fila.id,
    texto: fila.texto,
    timestamp: fila.creado_en,
    user: { _id: fila.usuario_id, nombre: nombreDe(fila) },
    puedeEditar: puedeEditar(quien, fila),
    puedeEliminar: puedeEliminar(quien, fila),
  };
}

/** A topic with its replies, already ordered oldest first by the repository. */
export function aTema(fila: FilaComentario, respuestas: FilaComentario[], quien: Llamante): Tema {
  return {
    _id: fila.id,
    multimedia: fila.multimedia_id,
    // Topics always have a title; '' only guards a row written some other way.
    titulo: fila.titulo ?? '',
    contenido: fila.texto,
    autor: nombreDe(fila),
    pinned: Number(fila.pinned) === 1,
    vistas: Number(fila.vistas),
    timestamp: fila.creado_en,
    respuestas: respuestas.map((r) => aRespuesta(r, quien)),
    puedeEditar: puedeEditar(quien, fila),
    puedeEliminar: puedeEliminar(quien, fila),
  };
}
