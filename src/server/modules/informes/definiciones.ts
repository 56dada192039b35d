import { randomUUID } from 'node:crypto';
import { MOTIVO_INFORMES_SIN_FOTOS } from '@shared/api/informesDefiniciones';
import type { DatosDefinicion, DefinicionInforme } from '@shared/api/informesDefiniciones';
import { esAdministrador, tienePermiso } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { analizarCsv } from './definicionesCsv';
import { DefinicionesRepository } from './repositoryDefiniciones';
import type { FilaDefinicion } from './repositoryDefiniciones';

/**
 * Saved report definitions: the spec's `/api/informes/informes/*` calls other than
 * `reporte` (docs/informes-api.md). Each user keeps their own; ADMINISTRADOR sees and
 * manages everybody's. Replacing one needs informes.editar on top of informes.crear.
 */
type DefinicionesHandlers = Pick<
  RouteHandlers,
  | 'informes.buscar'
  | 'informes.id'
  | 'informes.guardar'
  | 'informes.eliminar'
  | 'informes.analisisCsv'
  | 'informes.bulk'
  | 'informes.actualizarFotos'
>;

export const MENSAJES_DEFINICIONES = {
  noEncontrada: 'Definición de informe no encontrada.',
  nombreEnUso: 'Ya tiene una definición de informe con ese nombre.',
  sinEditar: 'Para reemplazar una definición guardada necesita el permiso Editar de Informes.',
  filasConErrores: (n: number) =>
    `${n === 1 ? 'Una fila tiene' : `${n} filas tienen`} errores; no se guardó ninguna definición. Revise el archivo con el análisis.`,
} as const;

export function aDefinicion(f: FilaDefinicion): DefinicionInforme {
  return {
    _id: f.id,
    nombre: f.nombre,
    desde: f.desde,
    hasta: f.hasta,
    usuario: { _id: f.usuario_id, nombre: f.usuario_nombre.trim() },
    creadoEn: f.creado_en,
    actualizadoEn: f.actualizado_en,
  };
}

function esUnico(error: unknown): boolean {
  const texto =
    error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code)}` : '';
  return /unique|23505/i.test(texto);
}

/**
 * Saves every row of a definitions CSV in one transaction, or none when a row has errors
 * (400 naming each bad row); a name the caller already saved is replaced (needs editar).
 */
async function guardarLote(
  repo: DefinicionesRepository,
  auth: AuthContext,
  csv: string,
  momento: string,
): Promise<{ creadas: number; reemplazadas: number }> {
  const { filas, validas } = analizarCsv(csv);
  const malas = filas.filter((f) => f.errores.length > 0);
  if (malas.length > 0) {
    const campos = Object.fromEntries(malas.map((f) => [`fila ${f.fila}`, f.errores.join(' ')]));
    throw new HttpError('VALIDACION', MENSAJES_DEFINICIONES.filasConErrores(malas.length), campos);
  }
  return repo.enTransaccion(async (trx) => {
    let creadas = 0;
    let reemplazadas = 0;
    for (const datos of validas) {
      const existente = await repo.porNombre(auth.row.id, datos.nombre, trx);
      if (existente) {
        exigirEditar(auth);
        await repo.reemplazar(existente.id, datos, momento, trx);
        reemplazadas++;
      } else {
        await repo.crear({ id: randomUUID(), usuarioId: auth.row.id, ...datos }, momento, trx);
        creadas++;
      }
    }
    return { creadas, reemplazadas };
  });
}

function exigirEditar(auth: AuthContext): void {
  if (!tienePermiso(auth.rol, 'informes', 'editar')) {
    throw new HttpError('SIN_PERMISO', MENSAJES_DEFINICIONES.sinEditar);
  }
}

export function definicionesHandlers(services: Services): DefinicionesHandlers {
  const repo = new DefinicionesRepository(services.db);
  const ahora = () => services.reloj().toISOString();

  /** The definition if the caller may see it (theirs, or any for ADMINISTRADOR), else 404. */
  async function visible(auth: AuthContext, id: string): Promise<FilaDefinicion> {
    const fila = await repo.porId(id);
    if (!fila || (fila.usuario_id !== auth.row.id && !esAdministrador(auth.rol))) {
      throw new HttpError('NO_ENCONTRADO', MENSAJES_DEFINICIONES.noEncontrada);
    }
    return fila;
  }

  async function guardar(auth: AuthContext, id: string, datos: DatosDefinicion) {
    const actual = await repo.porId(id);
    if (actual) {
      await visible(auth, id);
      exigirEditar(auth);
    }
    const duenoId = actual?.usuario_id ?? auth.row.id;
    const otra = await repo.porNombre(duenoId, datos.nombre);
    if (otra && otra.id !== id) throw new HttpError('CONFLICTO', MENSAJES_DEFINICIONES.nombreEnUso);
    try {
      if (actual) await repo.reemplazar(id, datos, ahora());
      else await repo.crear({ id, usuarioId: auth.row.id, ...datos }, ahora());
    } catch (error) {
      // Two saves of the same name at once: the unique index decides.
      if (esUnico(error)) throw new HttpError('CONFLICTO', MENSAJES_DEFINICIONES.nombreEnUso);
      throw error;
    }
    return aDefinicion(await visible(auth, id));
  }

  return {
    'informes.buscar': async ({ body, auth }) => {
      const filas = await repo.listar(esAdministrador(auth.rol) ? null : auth.row.id, body.texto);
      return { ok: true, data: filas.map(aDefinicion) };
    },

    'informes.id': async ({ body, auth }) => ({
      ok: true,
      data: aDefinicion(await visible(auth, body._id)),
    }),

    'informes.guardar': async ({ params, body, auth }) => ({
      ok: true,
      data: await guardar(auth, params.id, body),
    }),

    'informes.eliminar': async ({ body, auth }) => {
      await visible(auth, body._id);
      await repo.eliminar(body._id);
      return { ok: true };
    },

    'informes.analisisCsv': async ({ body }) => {
      const { filas, validas } = analizarCsv(body.csv);
      return {
        ok: true,
        data: { filas, validas: validas.length, conErrores: filas.length - validas.length },
      };
    },

    'informes.bulk': async ({ body, auth }) => ({
      ok: true,
      data: await guardarLote(repo, auth, body.csv, ahora()),
    }),

    'informes.actualizarFotos': () =>
      Promise.reject(new HttpError('NO_ENCONTRADO', MOTIVO_INFORMES_SIN_FOTOS)),
  };
}
