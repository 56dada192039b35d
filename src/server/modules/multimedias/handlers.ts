import type { Multimedia } from '@shared/api/multimedias';
import { ENLACES_NOTIFICACION } from '@shared/domain/notificaciones';
import { HttpError } from '../../errors';
import { firmanteDe } from '../../http/authenticate';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { cursosVisibles, exigirAccesoCurso, veLeccionesSinCurso } from '../cursos';
import { notificar } from '../notificaciones';
import { carpetaMultimedia } from './repositoryArchivos';
import {
  MENSAJES_LECCION,
  actualizarLeccion,
  borrarLeccion,
  calificar,
  contenidoDe,
  insertarLeccion,
  registrarVista,
} from './repositoryEscritura';
import { registrarApertura } from './repositoryAperturas';
import { archivosSubtitulos } from './repositorySubtitulos';
import { borrarArchivosSubtitulos } from './subtitulos';
import { filtroDesdeQuery } from './filtro';
import { plyrHandlers } from './plyr';
import { aMultimedia } from './mapping';
import { MultimediasRepository } from './repository';
import type { FilaLeccion } from './repository';
import { paginaDeLecciones } from './paginasLecciones';
import { bloqueosPara, exigirDesbloqueada } from './secuencia';
import { subtitulosDeLecciones } from './subtitulosLecciones';

type MultimediasHandlers = Pick<
  RouteHandlers,
  | 'multimedias.filtrar'
  | 'multimedias.filtrarCompleto'
  | 'multimedias.obtener'
  | 'multimedias.crear'
  | 'multimedias.actualizar'
  | 'multimedias.patch'
  | 'multimedias.borrar'
  | 'multimedias.plyr'
>;

/** Library group title of lessons without a course (spec 2). */
export const GRUPO_SIN_CURSO = 'MULTIMEDIAS SIN CURSO';

export function multimediasHandlers(services: Services): MultimediasHandlers {
  const ctx = contextoMultimediasHandlers(services);
  return {
    ...consultaLeccionesHandlers(services, ctx),
    ...edicionLeccionesHandlers(services, ctx),
    ...plyrHandlers(services, ctx.carpeta, ctx.leccionAccesible),
  };
}

/** What the route groups of multimediasHandlers share, built once per server. */
function contextoMultimediasHandlers(services: Services) {
  const repo = new MultimediasRepository(services.db);
  const carpeta = carpetaMultimedia(services.dataDir);

  /** Rows as this caller sees them (progress, own rating, URLs signed for them, lock). */
  async function paraLlamante(
    auth: AuthContext,
    filas: readonly FilaLeccion[],
  ): Promise<Multimedia[]> {
    const ids = filas.map((f) => f.id);
    const [propios, subtitulos, bloqueos] = await Promise.all([
      repo.extras(auth.row.id, ids),
      subtitulosDeLecciones(services, ids),
      bloqueosPara(services, auth, filas),
    ]);
    const extras = { ...propios, subtitulos };
    const para = firmanteDe(auth);
    return Promise.all(
      filas.map((f) => aMultimedia(f, extras, services.firmas, para, bloqueos.get(f.id) ?? null)),
    );
  }

  /** The lesson, if it exists (404) and its course is open to the caller (403/404). */
  async function leccionAccesible(auth: AuthContext, id: string): Promise<FilaLeccion> {
    const fila = await repo.porId(id);
    if (!fila) throw new HttpError('NO_ENCONTRADO', MENSAJES_LECCION.noEncontrada);
    await exigirAccesoCurso(services, auth, fila.curso_id);
    return fila;
  }

  async function respuesta(auth: AuthContext, id: string) {
    const fila = await repo.porId(id);
    if (!fila) throw new HttpError('NO_ENCONTRADO', MENSAJES_LECCION.noEncontrada);
    const [data] = await paraLlamante(auth, [fila]);
    if (!data) throw new HttpError('NO_ENCONTRADO', MENSAJES_LECCION.noEncontrada);
    return { ok: true as const, data };
  }

  async function filtroPara(auth: AuthContext, query: Parameters<typeof filtroDesdeQuery>[0]) {
    const visibles = await cursosVisibles(services, auth);
    return filtroDesdeQuery(query, visibles, veLeccionesSinCurso(auth.rol));
  }
  return { repo, carpeta, paraLlamante, leccionAccesible, respuesta, filtroPara };
}
type ContextoMultimediasHandlers = ReturnType<typeof contextoMultimediasHandlers>;

/** Listing and opening lessons. */
function consultaLeccionesHandlers(
  services: Services,
  ctx: ContextoMultimediasHandlers,
): Pick<
  MultimediasHandlers,
  'multimedias.filtrar' | 'multimedias.filtrarCompleto' | 'multimedias.obtener'
> {
  const { repo, paraLlamante, leccionAccesible, filtroPara } = ctx;
  return {
    'multimedias.filtrar': async ({ auth, query }) => {
      const filtro = await filtroPara(auth, query);
      const { filas, total } = await paginaDeLecciones(
        services,
        repo,
        filtro,
        query.inicio,
        query.fin,
      );
      return { ok: true, data: await paraLlamante(auth, filas), total };
    },

    'multimedias.filtrarCompleto': async ({ auth, query }) => {
      const filtro = await filtroPara(auth, query);
      const grupos = await repo.gruposDe(filtro);
      // Courses by name (Spanish collation), the lessons without a course last.
      grupos.sort((a, b) => {
        if (a.cursoId === null || b.cursoId === null) return a.cursoId === null ? 1 : -1;
        return (a.nombre ?? '').localeCompare(b.nombre ?? '', 'es');
      });
      const paginas = await Promise.all(
        grupos.map((g) =>
          paginaDeLecciones(services, repo, filtro, query.inicio, query.fin, g.cursoId),
        ),
      );
      // Every group's lessons mapped at once: progress and locks in one pass per request.
      const todas = await paraLlamante(
        auth,
        paginas.flatMap((p) => p.filas),
      );
      let desde = 0;
      const data = grupos.map((g, i) => {
        const n = paginas[i]?.filas.length ?? 0;
        const multimedias = todas.slice(desde, desde + n);
        desde += n;
        return {
          curso: g.cursoId === null ? null : { _id: g.cursoId, nombre: g.nombre ?? '' },
          multimedias,
          total: g.total,
        };
      });
      return { ok: true, data };
    },

    'multimedias.obtener': async ({ auth, params }) => {
      const fila = await leccionAccesible(auth, params.multimediaId);
      // The server enforces the order: a locked lesson's data never leaves it (spec 4).
      await exigirDesbloqueada(services, auth, fila);
      // The player opens a lesson with this request: the clock of its progress starts here.
      await registrarApertura(services, auth, fila.id);
      const [data] = await paraLlamante(auth, [fila]);
      if (!data) throw new HttpError('NO_ENCONTRADO', MENSAJES_LECCION.noEncontrada);
      return { ok: true, data };
    },
  };
}

/** Creating, editing, marking and deleting lessons. */
function edicionLeccionesHandlers(
  services: Services,
  ctx: ContextoMultimediasHandlers,
): Pick<
  MultimediasHandlers,
  'multimedias.crear' | 'multimedias.actualizar' | 'multimedias.patch' | 'multimedias.borrar'
> {
  const { leccionAccesible, respuesta } = ctx;
  return {
    'multimedias.crear': async ({ auth, body, request }) => {
      if (body.curso !== null) await exigirAccesoCurso(services, auth, body.curso);
      const contenido = await contenidoDe(services, body);
      const id = await insertarLeccion(services, contenido, auth.row.id);
      const creada = await respuesta(auth, id);
      const curso = creada.data.curso;
      if (curso) {
        // Everyone assigned to the course hears of it (one INSERT … SELECT), not the author.
        await notificar(
          services.db,
          { asignadosDelCurso: curso._id, excepto: auth.row.id },
          {
            tipo: 'nuevaLeccion',
            datos: {
              enlace: ENLACES_NOTIFICACION.leccion(id),
              cursoId: curso._id,
              curso: curso.nombre,
              multimediaId: id,
              leccion: creada.data.nombre,
            },
          },
          request.log,
        );
      }
      return creada;
    },

    'multimedias.actualizar': async ({ auth, params, body }) => {
      const actual = await leccionAccesible(auth, params.multimediaId);
      const nueva = body.multimedia;
      if (nueva.curso !== null && nueva.curso !== actual.curso_id) {
        await exigirAccesoCurso(services, auth, nueva.curso);
      }
      const contenido = await contenidoDe(services, nueva);
      await actualizarLeccion(services, actual.id, actual.archivo_id, contenido);
      return respuesta(auth, actual.id);
    },

    'multimedias.patch': async ({ auth, params, body }) => {
      const fila = await leccionAccesible(auth, params.multimediaId);
      const campos = body.multimediaFields;
      // Views and ratings are for lessons the caller may open: not for locked ones.
      if (campos.visto || campos.calificacion !== undefined) {
        await exigirDesbloqueada(services, auth, fila);
      }
      if (campos.visto) {
        await registrarApertura(services, auth, fila.id);
        await registrarVista(services, fila.id, auth.row.id, auth.claims.jti);
      }
      if (campos.calificacion !== undefined) {
        await calificar(services, fila.id, auth.row.id, campos.calificacion);
      }
      return respuesta(auth, fila.id);
    },

    'multimedias.borrar': async ({ auth, params }) => {
      const fila = await leccionAccesible(auth, params.multimediaId);
      // Read before the lesson's row takes its caption rows along (ON DELETE CASCADE).
      const subtitulos = await archivosSubtitulos(services.db, fila.id);
      await borrarLeccion(services, fila.id, fila.archivo_id);
      await borrarArchivosSubtitulos(services.dataDir, subtitulos);
      return { ok: true };
    },
  };
}
