import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CLAVE_ANEXOS } from '@shared/domain/multimedias';
import { MENSAJES_CURSO, colorDeTarjeta, colorDeTexto } from '@shared/domain/cursos';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import { sanitizarHtml } from '../../security/html';
import type { Services } from '../../services';
import { enviarArchivo } from '../../storage/servir';
import { NOMBRE_SERVIDOR, borrarArchivo } from '../../storage/subidas';
import { mimeDeNombre } from '../../storage/tipos';
import { exigirAccesoCurso } from './acceso';
import { adjuntosHandlers } from './adjuntos';
import { carpetaAdjuntos, carpetaFondos } from './carpetas';
import { listarCursos } from './listado';
import { leerSubtitulos } from './mapping';
import { CursosRepository, esViolacionUnica } from './repository';
import { subtitulosParaEditar } from './repositoryAcceso';
import { solicitudesHandlers } from './solicitudes';
import { CursosVista } from './vista';

type CursosHandlers = Pick<RouteHandlers, Extract<keyof RouteHandlers, `cursos.${string}`>>;

export const MENSAJES_CURSOS_SERVIDOR = {
  codigoDuplicado: 'Ya existe un curso con ese código.',
  fondoDesconocido: 'La imagen de fondo no existe. Súbela de nuevo.',
  moduloInvalido: 'El módulo debe ser un número (1, 2…) o "anexos".',
  imagenNoEncontrada: 'La imagen no existe.',
} as const;

function conflictoCodigo(): HttpError {
  const mensaje = MENSAJES_CURSOS_SERVIDOR.codigoDuplicado;
  return new HttpError('CONFLICTO', mensaje, { codigo: mensaje });
}

/** "1", "2"… (no leading zeros, so one module has one key) or 'anexos'. */
function claveModuloValida(clave: string): boolean {
  return clave === CLAVE_ANEXOS || /^[1-9]\d{0,3}$/.test(clave);
}

/** Course CRUD, general info, module subtitles, backgrounds; attachments and unlocks apart. */
export function cursosHandlers(services: Services): CursosHandlers {
  const ctx = contextoCursosHandlers(services);
  return {
    ...altaYConsultaCursosHandlers(services, ctx),
    ...edicionCursosHandlers(services, ctx),
    ...subtitulosCursosHandlers(services, ctx),
    ...archivosCursosHandlers(ctx),
    ...adjuntosHandlers(services, ctx.repo, ctx.vista),
    ...solicitudesHandlers(services),
  };
}

/** What the route groups of cursosHandlers share, built once per server. */
function contextoCursosHandlers(services: Services) {
  const repo = new CursosRepository(services.db);
  const vista = new CursosVista(services);
  const fondos = carpetaFondos(services.dataDir);

  /** A background named by the client must be an image POST /api/upload stored. */
  async function exigirFondo(nombre: string): Promise<void> {
    const mime = mimeDeNombre(nombre);
    const info = NOMBRE_SERVIDOR.test(nombre)
      ? await stat(join(fondos, nombre)).catch(() => null)
      : null;
    if (!info?.isFile() || !mime?.startsWith('image/')) {
      const mensaje = MENSAJES_CURSOS_SERVIDOR.fondoDesconocido;
      throw new HttpError('VALIDACION', mensaje, { imagenFondo: mensaje });
    }
  }

  /** Deletes a background no course uses any more; a leftover file is only logged. */
  async function soltarFondo(nombre: string | null, log: FastifyBaseLogger): Promise<void> {
    if (!nombre || (await repo.usosDeFondo(nombre)) > 0) return;
    await borrarArchivo(fondos, nombre).catch((error: unknown) =>
      log.warn({ err: error, nombre }, 'no se pudo borrar la imagen de fondo'),
    );
  }

  async function cursoExistente(id: string) {
    const row = await repo.findRow(id);
    if (!row) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
    return row;
  }
  return { repo, vista, fondos, exigirFondo, soltarFondo, cursoExistente };
}
type ContextoCursosHandlers = ReturnType<typeof contextoCursosHandlers>;

/** Creating, reading and listing courses. */
function altaYConsultaCursosHandlers(
  services: Services,
  ctx: ContextoCursosHandlers,
): Pick<CursosHandlers, 'cursos.nuevo' | 'cursos.buscar' | 'cursos.listar'> {
  const { repo, vista, exigirFondo, cursoExistente } = ctx;
  return {
    'cursos.nuevo': async ({ body, auth }) => {
      if (await repo.codigoOcupado(body.codigo)) throw conflictoCodigo();
      if (body.imagenFondo) await exigirFondo(body.imagenFondo);
      const fondo = body.colorFondoTarjeta?.toUpperCase() ?? colorDeTarjeta(await repo.contar());
      const ahora = new Date().toISOString();
      const row = {
        id: randomUUID(),
        codigo: body.codigo,
        nombre: body.nombre,
        descripcion: body.descripcion,
        descripcion2: '',
        objetivos: '',
        metodologia: '',
        imagen_fondo: body.imagenFondo ?? null,
        color_fondo_tarjeta: fondo,
        color_texto_tarjeta: colorDeTexto(fondo),
        module_subtitles: '{}',
        estado: 1 as const,
        disco: null,
        memoria: null,
        creado_en: ahora,
        last_edit: ahora,
      };
      // The unique index (0010) settles a race the check above cannot see.
      await repo.insertar(row).catch((error: unknown) => {
        throw esViolacionUnica(error) ? conflictoCodigo() : error;
      });
      return { ok: true, data: await vista.uno(auth, row) };
    },

    'cursos.buscar': async ({ body, auth }) => {
      await exigirAccesoCurso(services, auth, body._id);
      return { ok: true, data: await vista.uno(auth, await cursoExistente(body._id)) };
    },

    'cursos.listar': async ({ auth, body }) => ({
      ok: true,
      data: await listarCursos(services, repo, vista, auth, body),
    }),
  };
}

/** Editing, deleting and switching a course, and its general information. */
function edicionCursosHandlers(
  services: Services,
  ctx: ContextoCursosHandlers,
): Pick<
  CursosHandlers,
  'cursos.actualizar' | 'cursos.eliminar' | 'cursos.updateEstado' | 'cursos.actualizarInfoGeneral'
> {
  const { repo, vista, exigirFondo, soltarFondo, cursoExistente } = ctx;
  return {
    'cursos.actualizar': async ({ body, auth, request }) => {
      const actual = await cursoExistente(body._id);
      if (await repo.codigoOcupado(body.codigo, body._id)) throw conflictoCodigo();
      const cambiaFondo =
        body.imagenFondo !== undefined && body.imagenFondo !== actual.imagen_fondo;
      if (cambiaFondo && body.imagenFondo) await exigirFondo(body.imagenFondo);
      const color = body.colorFondoTarjeta?.toUpperCase() ?? actual.color_fondo_tarjeta;
      const row = await repo
        .actualizar(body._id, {
          codigo: body.codigo,
          nombre: body.nombre,
          descripcion: body.descripcion,
          ...(cambiaFondo ? { imagen_fondo: body.imagenFondo ?? null } : {}),
          color_fondo_tarjeta: color,
          color_texto_tarjeta: colorDeTexto(color),
        })
        .catch((error: unknown) => {
          throw esViolacionUnica(error) ? conflictoCodigo() : error;
        });
      if (!row) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
      if (cambiaFondo) await soltarFondo(actual.imagen_fondo, request.log);
      return { ok: true, data: await vista.uno(auth, row) };
    },

    'cursos.eliminar': async ({ body, request }) => {
      const borrado = await repo.eliminar(body._id);
      if (!borrado) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
      // Files go after the commit: a failed delete must not leave rows pointing at nothing.
      const carpetaAdj = carpetaAdjuntos(services.dataDir);
      for (const nombre of borrado.adjuntos) {
        await borrarArchivo(carpetaAdj, nombre).catch((error: unknown) =>
          request.log.warn({ err: error, nombre }, 'no se pudo borrar un adjunto'),
        );
      }
      await soltarFondo(borrado.fondo, request.log);
      return { ok: true };
    },

    'cursos.updateEstado': async ({ body, auth }) => {
      const row = await repo.actualizar(body._id, { estado: body.estado ? 1 : 0 });
      if (!row) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
      return { ok: true, data: await vista.uno(auth, row) };
    },

    'cursos.actualizarInfoGeneral': async ({ body, auth }) => {
      const row = await repo.actualizar(body._id, {
        descripcion2: sanitizarHtml(body.descripcion2),
        objetivos: sanitizarHtml(body.objetivos),
        metodologia: sanitizarHtml(body.metodologia),
      });
      if (!row) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
      return { ok: true, data: await vista.uno(auth, row) };
    },
  };
}

/** The subtitle of one module of a course (a read-modify-write of one JSON column). */
function subtitulosCursosHandlers(
  services: Services,
  ctx: ContextoCursosHandlers,
): Pick<CursosHandlers, 'cursos.moduleSubtitle'> {
  const { repo } = ctx;
  return {
    'cursos.moduleSubtitle': async ({ params, body }) => {
      if (!claveModuloValida(body.moduleKey)) {
        const mensaje = MENSAJES_CURSOS_SERVIDOR.moduloInvalido;
        throw new HttpError('VALIDACION', mensaje, { moduleKey: mensaje });
      }
      const subtitulos = await services.db.transaction().execute(async (trx) => {
        // Read-modify-write of one JSON column, the row locked (repositoryAcceso.ts).
        const row = await subtitulosParaEditar(trx, services.dialecto, params.id);
        if (!row) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
        const { moduleKey: clave, subtitle } = body;
        // Rebuilt rather than mutated: an emptied subtitle removes its key.
        const mapa = Object.fromEntries(
          Object.entries(leerSubtitulos(row.module_subtitles)).filter(([k]) => k !== clave),
        );
        if (subtitle !== '') mapa[clave] = subtitle;
        await repo.actualizar(params.id, { module_subtitles: JSON.stringify(mapa) }, trx);
        return mapa;
      });
      return { ok: true, success: true, moduleSubtitles: subtitulos };
    },
  };
}

/** The course background images. */
function archivosCursosHandlers(
  ctx: ContextoCursosHandlers,
): Pick<CursosHandlers, 'cursos.archivo'> {
  const { fondos } = ctx;
  return {
    'cursos.archivo': async ({ params, reply }) => {
      if (!mimeDeNombre(params.name)?.startsWith('image/')) {
        throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSOS_SERVIDOR.imagenNoEncontrada);
      }
      // Names are random and never reused for other bytes: a cached copy never goes stale.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return enviarArchivo(
        reply,
        fondos,
        params.name,
        MENSAJES_CURSOS_SERVIDOR.imagenNoEncontrada,
      ).catch((error: unknown) => {
        reply.removeHeader('cache-control'); // a 404 must not be cached for a year
        throw error;
      });
    },
  };
}
