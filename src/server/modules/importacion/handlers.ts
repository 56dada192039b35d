import type { FastifyReply } from 'fastify';
import type { Lote } from '@shared/api/importacion';
import {
  FILAS_POR_PAGINA_IMPORTACION,
  MENSAJES_IMPORTACION_API as M,
} from '@shared/domain/importacion';
import { esAdministrador } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { confirmarLote } from './confirmar';
import { credencialesPendientes } from './credenciales';
import { leerCsv } from './csv';
import { disposicionAdjunto } from './csvSalida';
import { deshacerLote } from './repositoryDeshacer';
import { ARCHIVOS_IMPORTACION, credencialesCsv, erroresCsv, plantillaCsv } from './informes';
import { LotesRepository, estadoDe } from './repositoryLotes';
import type { FilaLote } from './repositoryLotes';
import { estadoImportaciones } from './registro';
import {
  aFilaImportacion,
  protegerPasswords,
  resultadoParaGuardar,
  revelarPasswords,
} from './resultado';
import type { ResultadoGuardado } from './resultado';
import { recibirCsv } from './subida';
import { validarImportacion } from './validacion';
import { soloAlcanceTodos } from './alcance';

/**
 * Routes of the users import (src/shared/api/importacion.ts). Every admin with usuarios/crear
 * sees every lote (the centre's staff share the work); confirming is for the one who
 * validated or an ADMINISTRADOR (confirmar.ts).
 */

type ClaveImportacion =
  | 'importacion.plantilla'
  | 'importacion.validar'
  | 'importacion.lotes'
  | 'importacion.estado'
  | 'importacion.filas'
  | 'importacion.errores'
  | 'importacion.confirmar'
  | 'importacion.cancelar'
  | 'importacion.deshacer'
  | 'importacion.credenciales'
  | 'importacion.credencialesLista';

function enviarCsv(reply: FastifyReply, nombre: string, bytes: Buffer) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', disposicionAdjunto(nombre))
    .header('x-filename', nombre)
    .header('cache-control', 'no-store')
    .send(bytes);
}

export function importacionHandlers(services: Services): Pick<RouteHandlers, ClaveImportacion> {
  const ctx = contextoImportacionHandlers(services);
  return soloAlcanceTodos({
    ...validacionImportacionHandlers(services, ctx),
    ...lotesImportacionHandlers(services, ctx),
    ...aplicacionImportacionHandlers(services, ctx),
  });
}

/** What the route groups of importacionHandlers share, built once per server. */
function contextoImportacionHandlers(services: Services) {
  const lotes = new LotesRepository(services.db);

  async function filaLote(id: string): Promise<FilaLote> {
    const fila = await lotes.fila(id);
    if (!fila) throw new HttpError('NO_ENCONTRADO', M.loteNoEncontrado);
    return fila;
  }

  /** The lote as stored, with the live progress of this server's running job. */
  async function lote(id: string): Promise<Lote> {
    const l = await lotes.aLoteUno(await filaLote(id));
    const trabajo = estadoImportaciones(services).trabajo;
    if (trabajo?.loteId !== id || l.estado !== 'en_curso') return l;
    return { ...l, fase: trabajo.fase, procesadas: trabajo.procesadas };
  }

  async function resultado(id: string): Promise<ResultadoGuardado> {
    const r = await lotes.resultado(id);
    if (!r) throw new HttpError('NO_ENCONTRADO', M.loteNoEncontrado);
    return r;
  }

  async function credenciales(loteId: string) {
    await filaLote(loteId);
    return credencialesPendientes(services.db, estadoImportaciones(services).clave, loteId);
  }

  /** Who downloaded initial passwords, from where, of which lote, how many (never a password). */
  function auditarDescarga(
    usuarioId: string,
    ip: string,
    lote: string,
    formato: 'csv' | 'lista',
    cantidad: number,
  ): Promise<void> {
    return services.auditoria.registrar({
      accion: 'importacion.credenciales',
      usuarioId,
      ip,
      detalle: { lote, formato, cantidad },
    });
  }
  return { lotes, filaLote, lote, resultado, credenciales, auditarDescarga };
}
type ContextoImportacionHandlers = ReturnType<typeof contextoImportacionHandlers>;

/** The template and the dry run of a CSV. */
function validacionImportacionHandlers(
  services: Services,
  ctx: ContextoImportacionHandlers,
): Pick<Pick<RouteHandlers, ClaveImportacion>, 'importacion.plantilla' | 'importacion.validar'> {
  const { lotes, lote } = ctx;
  return {
    'importacion.plantilla': async ({ reply }) =>
      enviarCsv(reply, ARCHIVOS_IMPORTACION.plantilla, plantillaCsv()),

    'importacion.validar': async ({ auth, request }) => {
      const archivo = await recibirCsv(request);
      const leido = leerCsv(archivo.bytes);
      if (!leido.ok) throw new HttpError('VALIDACION', leido.error, { file: leido.error });
      const validacion = await validarImportacion(services.db, leido.filas, {
        importadorId: auth.row.id,
        importadorEsAdministrador: esAdministrador(auth.rol),
        reemplazarCursos: archivo.reemplazarCursos,
      });
      const guardado = resultadoParaGuardar(leido, validacion);
      const id = await lotes.crear({
        usuarioId: auth.row.id,
        archivoNombre: archivo.nombre,
        reemplazarCursos: archivo.reemplazarCursos,
        leido,
        validacion,
        resultado: protegerPasswords(guardado, estadoImportaciones(services).clave),
      });
      const primeras = guardado.filas.slice(0, FILAS_POR_PAGINA_IMPORTACION);
      return {
        ok: true,
        data: await lote(id),
        filas: primeras.map((f) => aFilaImportacion(f, guardado.columnas)),
      };
    },
  };
}

/** Reading lotes: the list, one lote, its rows and its errors. */
function lotesImportacionHandlers(
  services: Services,
  ctx: ContextoImportacionHandlers,
): Pick<
  Pick<RouteHandlers, ClaveImportacion>,
  'importacion.lotes' | 'importacion.estado' | 'importacion.filas' | 'importacion.errores'
> {
  const { lotes, filaLote, lote, resultado } = ctx;
  return {
    'importacion.lotes': async ({ body }) => {
      const { filas, total } = await lotes.listar(body.pagina, body.limite);
      const data = await lotes.aLotes(filas);
      const trabajo = estadoImportaciones(services).trabajo;
      return {
        ok: true,
        total,
        data: data.map((l) =>
          trabajo?.loteId === l.id && l.estado === 'en_curso'
            ? { ...l, fase: trabajo.fase, procesadas: trabajo.procesadas }
            : l,
        ),
      };
    },

    'importacion.estado': async ({ params }) => ({ ok: true, data: await lote(params.lote) }),

    'importacion.filas': async ({ params, body }) => {
      const r = await resultado(params.lote);
      const filtradas = body.estado ? r.filas.filter((f) => f.estado === body.estado) : r.filas;
      const inicio = (body.pagina - 1) * body.limite;
      return {
        ok: true,
        total: filtradas.length,
        data: filtradas
          .slice(inicio, inicio + body.limite)
          .map((f) => aFilaImportacion(f, r.columnas)),
      };
    },

    'importacion.errores': async ({ params, reply }) => {
      const fila = await filaLote(params.lote);
      const { clave } = estadoImportaciones(services);
      const bytes = erroresCsv(
        revelarPasswords(await resultado(params.lote), clave),
        fila.delimitador,
      );
      return enviarCsv(reply, ARCHIVOS_IMPORTACION.errores, bytes);
    },
  };
}

/** Confirming, cancelling and undoing a lote, and its initial passwords. */
function aplicacionImportacionHandlers(
  services: Services,
  ctx: ContextoImportacionHandlers,
): Pick<
  Pick<RouteHandlers, ClaveImportacion>,
  | 'importacion.confirmar'
  | 'importacion.cancelar'
  | 'importacion.deshacer'
  | 'importacion.credenciales'
  | 'importacion.credencialesLista'
> {
  const { lotes, filaLote, lote, credenciales, auditarDescarga } = ctx;
  return {
    'importacion.confirmar': async ({ auth, params, body }) => {
      await confirmarLote(services, lotes, auth, await filaLote(params.lote), body.modo);
      return { ok: true, data: await lote(params.lote) };
    },

    'importacion.cancelar': async ({ params }) => {
      const fila = await filaLote(params.lote);
      const trabajo = estadoImportaciones(services).trabajo;
      if (trabajo?.loteId === fila.id) {
        trabajo.cancelar();
        await trabajo.terminado; // rolled back by now (or it had just committed)
      } else {
        const estado = estadoDe(fila);
        if (estado !== 'validado' && estado !== 'en_curso') {
          throw new HttpError('CONFLICTO', M.noCancelable);
        }
        // A dry run never confirmed, or a job of another instance: its commit then fails.
        await lotes.terminarSinEscribir(fila.id, 'cancelado', null);
      }
      return { ok: true, data: await lote(fila.id) };
    },

    'importacion.deshacer': async ({ params }) => {
      const fila = await filaLote(params.lote);
      if (estadoDe(fila) !== 'completado') throw new HttpError('CONFLICTO', M.noDeshacible);
      const { eliminados, conservados } = await deshacerLote(services.db, fila.id);
      return { ok: true, data: await lote(fila.id), eliminados, conservados };
    },

    'importacion.credenciales': async ({ auth, params, request, reply }) => {
      const lista = await credenciales(params.lote);
      await auditarDescarga(auth.row.id, request.ip, params.lote, 'csv', lista.length);
      return enviarCsv(reply, ARCHIVOS_IMPORTACION.credenciales, credencialesCsv(lista));
    },

    'importacion.credencialesLista': async ({ auth, params, request }) => {
      const lista = await credenciales(params.lote);
      await auditarDescarga(auth.row.id, request.ip, params.lote, 'lista', lista.length);
      return { ok: true, data: lista };
    },
  };
}
