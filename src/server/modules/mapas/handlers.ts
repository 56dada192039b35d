import { MOTIVOS_MAPAS_SIN_USO } from '@shared/api/mapas';
import type { FiltroMapas, TarjetaMapa } from '@shared/api/mapas';
import { formatearFecha } from '@shared/dates';
import { tienePermiso } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { alcanceDelLlamante, cursoEnAlcance, cursosDelAlcance, CursosRepository } from '../cursos';
import { disposicionAdjunto, escribirCsv } from '../importacion';
import { MapasRepository } from './repository';
import { tarjetasDe } from './tarjetas';

type MapasHandlers = Pick<
  RouteHandlers,
  | 'mapas.buscar'
  | 'mapas.id'
  | 'mapas.reporte'
  | 'mapas.actualizar'
  | 'mapas.bulk'
  | 'mapas.eliminar'
  | 'mapas.analisisCsv'
  | 'mapas.actualizarFotos'
>;

export const MENSAJES_MAPAS = {
  noEncontrado: 'Curso no encontrado.',
  fueraDeAlcance: 'El curso no está entre los cursos que usted acompaña.',
  sinDesactivar: 'Para activar o desactivar un curso necesita el permiso Desactivar de Cursos.',
} as const;

const ENCABEZADOS_CSV = [
  'Código',
  'Curso',
  'Estado',
  'Aprendices',
  'Completados',
  '% completado',
  'Última revisión',
  'Última edición',
] as const;

function filaCsv(t: TarjetaMapa): string[] {
  return [
    t.codigo,
    t.nombre,
    t.activo ? 'Activo' : 'Inactivo',
    String(t.aprendices),
    String(t.completados),
    String(t.porcentajeCompletado),
    t.ultimaRevision ? formatearFecha(t.ultimaRevision) : 'Sin actividad',
    formatearFecha(t.ultimaEdicion),
  ];
}

export function mapasHandlers(services: Services): MapasHandlers {
  const repo = new MapasRepository(services.db);
  const cursos = new CursosRepository(services.db);

  async function tarjetas(auth: AuthContext, filtro: FiltroMapas): Promise<TarjetaMapa[]> {
    const alcance = await alcanceDelLlamante(services, auth);
    const estado = filtro.estado ?? 'todos';
    const filas = await repo.cursos({
      ids: cursosDelAlcance(alcance),
      texto: filtro.texto,
      activo: estado === 'todos' ? undefined : estado === 'activos',
    });
    return tarjetasDe(repo, filas);
  }

  /** The card of one course in scope: 403 out of scope (existence not told), 404 unknown. */
  async function tarjeta(auth: AuthContext, id: string): Promise<TarjetaMapa> {
    const alcance = await alcanceDelLlamante(services, auth);
    if (!cursoEnAlcance(alcance, id))
      throw new HttpError('SIN_PERMISO', MENSAJES_MAPAS.fueraDeAlcance);
    const [fila] = await tarjetasDe(repo, await repo.cursos({ ids: [id] }));
    if (!fila) throw new HttpError('NO_ENCONTRADO', MENSAJES_MAPAS.noEncontrado);
    return fila;
  }

  /** Changing a course's state is the courses' "desactivar" right, on top of informes.editar. */
  function exigirDesactivarCursos(auth: AuthContext): void {
    if (!tienePermiso(auth.rol, 'cursos', 'desactivar')) {
      throw new HttpError('SIN_PERMISO', MENSAJES_MAPAS.sinDesactivar);
    }
  }

  async function cambiarEstado(auth: AuthContext, id: string, activo: boolean) {
    await tarjeta(auth, id);
    await cursos.actualizar(id, { estado: activo ? 1 : 0 });
    return tarjeta(auth, id);
  }

  const sinUso = (motivo: string) => () => Promise.reject(new HttpError('NO_ENCONTRADO', motivo));

  return {
    'mapas.buscar': async ({ body, auth }) => ({ ok: true, data: await tarjetas(auth, body) }),

    'mapas.id': async ({ body, auth }) => ({ ok: true, data: await tarjeta(auth, body._id) }),

    'mapas.reporte': async ({ body, auth, reply }) => {
      const filas = (await tarjetas(auth, body)).map(filaCsv);
      const nombre = `mapas-cursos-${formatearFecha(services.reloj(), 'fecha').replace(/\//g, '-')}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposicionAdjunto(nombre))
        .header('x-filename', nombre)
        .send(escribirCsv(ENCABEZADOS_CSV, filas));
    },

    'mapas.actualizar': async ({ params, body, auth }) => {
      exigirDesactivarCursos(auth);
      return { ok: true, data: await cambiarEstado(auth, params.id, body.activo) };
    },

    'mapas.bulk': async ({ body, auth }) => {
      exigirDesactivarCursos(auth);
      const actualizados: TarjetaMapa[] = [];
      const rechazados: { _id: string; motivo: string }[] = [];
      for (const id of new Set(body.ids)) {
        try {
          actualizados.push(await cambiarEstado(auth, id, body.activo));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          rechazados.push({ _id: id, motivo: error.message });
        }
      }
      return { ok: true, data: { actualizados, rechazados } };
    },

    'mapas.eliminar': sinUso(MOTIVOS_MAPAS_SIN_USO.eliminar),
    'mapas.analisisCsv': sinUso(MOTIVOS_MAPAS_SIN_USO.analisisCsv),
    'mapas.actualizarFotos': sinUso(MOTIVOS_MAPAS_SIN_USO.actualizarFotos),
  };
}
