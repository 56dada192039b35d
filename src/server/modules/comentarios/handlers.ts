import { LIMITE_RESPUESTA, MENSAJES_FORO } from '@shared/api/comentarios';
import { ENLACES_NOTIFICACION } from '@shared/domain/notificaciones';
import type { Tema } from '@shared/api/comentarios';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { exigirAccesoCurso } from '../cursos';
import { MENSAJES_LECCION, exigirDesbloqueada, leccionParaAcceso } from '../multimedias';
import { notificar } from '../notificaciones';
import { aTema } from './mapping';
import { ComentariosRepository } from './repository';
import type { FilaComentario, NuevoComentario } from './repository';
import { esTema, gestionaTemas, puedeEditar, puedeEliminar } from './reglas';
import type { Llamante } from './reglas';

type ComentariosHandlers = Pick<
  RouteHandlers,
  | 'comentarios.crear'
  | 'comentarios.actualizar'
  | 'comentarios.patch'
  | 'comentarios.borrar'
  | 'comentarios.filtrar'
>;

export const MENSAJES_COMENTARIO = {
  noEncontrado: 'Comentario no encontrado.',
  soloTemas: 'Solo se puede responder a un tema.',
  otraLeccion: 'El tema no pertenece a esta lección.',
  crearTema: 'Solo un ADMINISTRADOR puede crear temas.',
  fijarTema: 'Solo un ADMINISTRADOR puede fijar temas.',
  idClienteUsado: 'Ese idCliente ya se usó para otro comentario.',
  soloTemaFijaOVe: 'Solo los temas se fijan o cuentan vistas.',
  nadaQueCambiar: 'Indica qué cambiar: pinned o visto.',
  respuestaSinTitulo: 'Una respuesta no tiene título.',
  editar: 'Solo el autor o quien tenga permiso para editar comentarios puede modificarlo.',
  eliminarTema: 'Solo un ADMINISTRADOR puede eliminar temas.',
  eliminarRespuesta:
    'Solo el autor o quien tenga permiso para eliminar comentarios puede borrar esta respuesta.',
} as const;

function llamante(auth: AuthContext): Llamante {
  return { usuarioId: auth.row.id, rol: auth.rol };
}

export function comentariosHandlers(services: Services): ComentariosHandlers {
  const ctx = contextoComentariosHandlers(services);
  return {
    ...crearComentariosHandlers(ctx),
    ...cambiosComentariosHandlers(ctx),
    ...lecturaComentariosHandlers(ctx),
  };
}

/** What the route groups of comentariosHandlers share, built once per server. */
function contextoComentariosHandlers(services: Services) {
  const repo = new ComentariosRepository(services.db);

  /**
   * The lesson must exist (404), its course be open to the caller (403) and the lesson be
   * unlocked for them (403 LECCION_BLOQUEADA): a forum is part of its lesson, so it opens
   * under the same rules as the lesson itself (spec 4, sequential access).
   */
  async function exigirLeccion(auth: AuthContext, multimediaId: string): Promise<void> {
    const leccion = await leccionParaAcceso(services, multimediaId);
    if (!leccion) throw new HttpError('NO_ENCONTRADO', MENSAJES_LECCION.noEncontrada);
    await exigirAccesoCurso(services, auth, leccion.curso_id);
    await exigirDesbloqueada(services, auth, leccion);
  }

  /**
   * The comment (404 for an unknown id), only if its lesson is open to the caller: the
   * existence check comes first so an unknown id never reads as "forbidden".
   */
  async function comentarioAccesible(auth: AuthContext, id: string): Promise<FilaComentario> {
    const fila = await repo.porId(id);
    if (!fila) throw new HttpError('NO_ENCONTRADO', MENSAJES_COMENTARIO.noEncontrado);
    await exigirLeccion(auth, fila.multimedia_id);
    return fila;
  }

  /** The topic a comment belongs to (itself, or a reply's parent), as this caller sees it. */
  async function temaPara(auth: AuthContext, fila: FilaComentario): Promise<Tema> {
    const tema = esTema(fila) ? fila : await repo.porId(fila.parent_id ?? '');
    if (!tema) throw new HttpError('NO_ENCONTRADO', MENSAJES_COMENTARIO.noEncontrado);
    return aTema(tema, await repo.respuestasDe([tema.id]), llamante(auth));
  }

  /**
   * Stores a new topic or reply once per client id and answers its topic. A resend of a
   * write already made (same author, same idCliente) answers the comment stored then, as
   * the first request did, and changes nothing; the same id reused for another place (a
   * topic instead of a reply, another topic or lesson) is a client error (409).
   */
  async function crearUnaVez(auth: AuthContext, c: NuevoComentario, alCrear?: () => Promise<void>) {
    const { fila, nuevo } = await repo.insertar(c);
    if (!nuevo && (fila.multimedia_id !== c.multimediaId || fila.parent_id !== c.parentId)) {
      throw new HttpError('CONFLICTO', MENSAJES_COMENTARIO.idClienteUsado, {
        idCliente: MENSAJES_COMENTARIO.idClienteUsado,
      });
    }
    // Only a write made now notifies: a resend of the same idCliente changed nothing.
    if (nuevo) await alCrear?.();
    return { ok: true as const, data: await temaPara(auth, fila) };
  }

  async function respuestaCon(auth: AuthContext, id: string) {
    const fila = await repo.porId(id);
    if (!fila) throw new HttpError('NO_ENCONTRADO', MENSAJES_COMENTARIO.noEncontrado);
    return { ok: true as const, data: await temaPara(auth, fila) };
  }
  return {
    services,
    repo,
    exigirLeccion,
    comentarioAccesible,
    temaPara,
    crearUnaVez,
    respuestaCon,
  };
}
type ContextoComentariosHandlers = ReturnType<typeof contextoComentariosHandlers>;

/** Opening a thread or replying in a lesson forum. */
function crearComentariosHandlers(
  ctx: ContextoComentariosHandlers,
): Pick<ComentariosHandlers, 'comentarios.crear'> {
  const { repo, exigirLeccion, crearUnaVez } = ctx;
  return {
    'comentarios.crear': async ({ auth, body, request }) => {
      await exigirLeccion(auth, body.multimedia);
      // The contract's union: a topic carries a title, a reply a parent topic.
      if ('titulo' in body) {
        if (!gestionaTemas(llamante(auth))) {
          throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_COMENTARIO.crearTema);
        }
        return crearUnaVez(auth, {
          multimediaId: body.multimedia,
          usuarioId: auth.row.id,
          parentId: null,
          titulo: body.titulo,
          texto: body.texto,
          pinned: body.pinned,
          idCliente: body.idCliente,
        });
      }
      const padre = await repo.porId(body.parentId);
      if (!padre) throw new HttpError('NO_ENCONTRADO', MENSAJES_COMENTARIO.noEncontrado);
      // One level of conversation only: replies answer topics, never other replies.
      if (!esTema(padre)) {
        throw new HttpError('VALIDACION', MENSAJES_COMENTARIO.soloTemas, {
          parentId: MENSAJES_COMENTARIO.soloTemas,
        });
      }
      if (padre.multimedia_id !== body.multimedia) {
        throw new HttpError('VALIDACION', MENSAJES_COMENTARIO.otraLeccion, {
          parentId: MENSAJES_COMENTARIO.otraLeccion,
        });
      }
      const respuesta = {
        multimediaId: body.multimedia,
        usuarioId: auth.row.id,
        parentId: padre.id,
        titulo: null,
        texto: body.texto,
        pinned: false,
        idCliente: body.idCliente,
      };
      return crearUnaVez(auth, respuesta, () =>
        notificar(
          ctx.services.db,
          { participantesDelTema: padre.id, excepto: auth.row.id },
          {
            tipo: 'respuestaTema',
            datos: {
              enlace: ENLACES_NOTIFICACION.leccion(padre.multimedia_id),
              multimediaId: padre.multimedia_id,
              temaId: padre.id,
              tema: padre.titulo ?? '',
              autor: `${auth.row.nombre} ${auth.row.apellidos}`.trim(),
            },
          },
          request.log,
        ),
      );
    },
  };
}

/** Editing, marking and deleting a post, as its rules allow. */
function cambiosComentariosHandlers(
  ctx: ContextoComentariosHandlers,
): Pick<
  ComentariosHandlers,
  'comentarios.actualizar' | 'comentarios.patch' | 'comentarios.borrar'
> {
  const { repo, comentarioAccesible, respuestaCon } = ctx;
  return {
    'comentarios.actualizar': async ({ auth, params, body }) => {
      const fila = await comentarioAccesible(auth, params.comentarioId);
      if (!puedeEditar(llamante(auth), fila)) {
        throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_COMENTARIO.editar);
      }
      if (!esTema(fila)) {
        if (body.titulo !== undefined) {
          throw new HttpError('VALIDACION', MENSAJES_COMENTARIO.respuestaSinTitulo, {
            titulo: MENSAJES_COMENTARIO.respuestaSinTitulo,
          });
        }
        // The route accepts a topic's length; a reply keeps its own limit when edited.
        if (body.texto.length > LIMITE_RESPUESTA) {
          throw new HttpError('VALIDACION', MENSAJES_FORO.respuestaLarga, {
            texto: MENSAJES_FORO.respuestaLarga,
          });
        }
      }
      await repo.actualizarTexto(fila.id, body.texto, body.titulo);
      return respuestaCon(auth, fila.id);
    },

    'comentarios.patch': async ({ auth, params, body }) => {
      const fila = await comentarioAccesible(auth, params.comentarioId);
      if (body.pinned === undefined && body.visto === undefined) {
        throw new HttpError('VALIDACION', MENSAJES_COMENTARIO.nadaQueCambiar);
      }
      if (!esTema(fila)) throw new HttpError('VALIDACION', MENSAJES_COMENTARIO.soloTemaFijaOVe);
      // Checked before any write, so a refused request changes nothing (not even the view).
      if (body.pinned !== undefined && !gestionaTemas(llamante(auth))) {
        throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_COMENTARIO.fijarTema);
      }
      if (body.pinned !== undefined) await repo.fijar(fila.id, body.pinned);
      if (body.visto) await repo.registrarVista(fila.id, auth.row.id);
      return respuestaCon(auth, fila.id);
    },

    'comentarios.borrar': async ({ auth, params }) => {
      const fila = await comentarioAccesible(auth, params.comentarioId);
      if (!puedeEliminar(llamante(auth), fila)) {
        throw new HttpError(
          'ACCION_NO_PERMITIDA',
          esTema(fila) ? MENSAJES_COMENTARIO.eliminarTema : MENSAJES_COMENTARIO.eliminarRespuesta,
        );
      }
      await repo.borrar(fila.id);
      return { ok: true };
    },
  };
}

/** Reading a lesson forum. */
function lecturaComentariosHandlers(
  ctx: ContextoComentariosHandlers,
): Pick<ComentariosHandlers, 'comentarios.filtrar'> {
  const { repo, exigirLeccion } = ctx;
  return {
    'comentarios.filtrar': async ({ auth, body }) => {
      await exigirLeccion(auth, body.multimedia);
      const temas = await repo.temasDe(body.multimedia);
      const respuestas = await repo.respuestasDe(temas.map((t) => t.id));
      const porTema = new Map<string, FilaComentario[]>();
      for (const r of respuestas) {
        if (r.parent_id === null) continue;
        const lista = porTema.get(r.parent_id) ?? [];
        lista.push(r);
        porTema.set(r.parent_id, lista);
      }
      const quien = llamante(auth);
      return temas.map((t) => aTema(t, porTema.get(t.id) ?? [], quien));
    },
  };
}
