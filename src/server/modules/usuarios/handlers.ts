import type { Usuario } from '@shared/api';
import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import type { UsuariosTable } from '../../db/schema';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import { hashPassword } from '../../security/passwords';
import type { Services } from '../../services';
import { notificarCursosAsignados } from '../notificaciones';
import {
  alcanceDelLlamante,
  cursosDelAlcance,
  exigirCursosEnAlcance,
  exigirUsuarioEnAlcance,
} from './alcance';
import { cursosAsignados as cursosDe } from './repositoryAlcance';
import {
  MENSAJES_USUARIOS as M,
  exigirDocumentoLibre,
  exigirPuedeTocar,
  rolAsignable,
  validarUbicacion,
} from './reglas';

type UsuariosHandlers = Pick<
  RouteHandlers,
  | 'usuarios.nuevo'
  | 'usuarios.buscar'
  | 'usuarios.listar'
  | 'usuarios.actualizar'
  | 'usuarios.eliminar'
  | 'usuarios.updateEstado'
  | 'usuarios.asignarCursos'
>;

/** The stored customData as an object; an unreadable one counts as empty, not as a 500. */
function customDataGuardado(json: string): Record<string, unknown> {
  try {
    const valor: unknown = JSON.parse(json);
    return typeof valor === 'object' && valor !== null ? (valor as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Scope "mis cursos" (docs/alcance.md) gives only the caller's own courses, to a learner of
 * them or to one with no course yet (an account just created: else no tutor could reach it).
 */
async function exigirAsignacionEnAlcance(
  services: Services,
  auth: AuthContext,
  row: UsuariosTable,
  cursoIds: readonly string[],
): Promise<void> {
  const alcance = await exigirCursosEnAlcance(services, auth, cursoIds);
  if (alcance.todos) return;
  const adminId = await services.roles.findIdByNombre(ROL_ADMINISTRADOR);
  exigirPuedeTocar(auth.rol, row.rol_id === adminId);
  if ((await cursosDe(services.db, row.id)).length > 0) {
    await exigirUsuarioEnAlcance(services, auth, row.id);
  }
}

export function usuariosHandlers(services: Services): UsuariosHandlers {
  const ctx = contextoUsuariosHandlers(services);
  return {
    ...altaYConsultaHandlers(services, ctx),
    ...cambiosHandlers(services, ctx),
  };
}

/** What the route groups of usuariosHandlers share, built once per server. */
function contextoUsuariosHandlers(services: Services) {
  const { usuarios } = services;

  async function filaExistente(id: string): Promise<UsuariosTable> {
    const row = await usuarios.findRowById(id);
    if (!row) throw new HttpError('NO_ENCONTRADO', M.noEncontrado);
    return row;
  }

  /** The user, when the caller's scope (docs/alcance.md) reaches them; else 404 / 403. */
  async function filaEnAlcance(auth: AuthContext, id: string): Promise<UsuariosTable> {
    const row = await filaExistente(id);
    await exigirUsuarioEnAlcance(services, auth, row.id);
    return row;
  }

  async function idAdministrador(): Promise<string | null> {
    return services.roles.findIdByNombre(ROL_ADMINISTRADOR);
  }

  /** Refuses to leave the platform without an active ADMINISTRADOR to run it. */
  async function exigirOtroAdministrador(row: UsuariosTable, mensaje: string): Promise<void> {
    const adminId = await idAdministrador();
    if (row.rol_id !== adminId || row.activo !== 1) return;
    if ((await usuarios.contarActivosConRol(row.rol_id)) <= 1) {
      throw new HttpError('ACCION_NO_PERMITIDA', mensaje);
    }
  }

  async function exigirPuedeTocarFila(auth: AuthContext, row: UsuariosTable): Promise<void> {
    exigirPuedeTocar(auth.rol, row.rol_id === (await idAdministrador()));
  }

  /** The user to change: in the caller's scope, and no ADMINISTRADOR unless the caller is one. */
  async function filaTocable(auth: AuthContext, id: string): Promise<UsuariosTable> {
    const row = await filaEnAlcance(auth, id);
    await exigirPuedeTocarFila(auth, row);
    return row;
  }
  return {
    filaExistente,
    filaEnAlcance,
    filaTocable,
    idAdministrador,
    exigirOtroAdministrador,
    usuarios,
  };
}
type ContextoUsuariosHandlers = ReturnType<typeof contextoUsuariosHandlers>;

/** Creating, reading and listing users. */
function altaYConsultaHandlers(
  services: Services,
  ctx: ContextoUsuariosHandlers,
): Pick<UsuariosHandlers, 'usuarios.nuevo' | 'usuarios.buscar' | 'usuarios.listar'> {
  const { filaExistente, filaEnAlcance, usuarios } = ctx;
  return {
    'usuarios.nuevo': async ({ body }) => {
      await rolAsignable(services, body.rol);
      validarUbicacion(body.customData ?? {});
      await exigirDocumentoLibre(services, body.tipoIdentificacion, body.identificacion);
      const id = await usuarios.create({
        email: body.email,
        nombre: body.nombre,
        apellidos: body.apellidos,
        passwordHash: await hashPassword(body.password),
        rolId: body.rol,
        tipoIdentificacion: body.tipoIdentificacion ?? null,
        identificacion: body.identificacion ?? null,
        emailVerificado: body.emailVerified,
        // The person has not accepted the policies yet: an admin created the account.
        aceptaPoliticas: false,
        customData: body.customData ?? {},
      });
      const verificacion = body.emailVerified ? null : await services.verificaciones.crear(id);
      return { ok: true, data: await usuarios.toUsuario(await filaExistente(id)), verificacion };
    },

    'usuarios.buscar': async ({ params, auth }) => ({
      ok: true,
      data: await usuarios.toUsuario(await filaEnAlcance(auth, params.id)),
    }),

    'usuarios.listar': async ({ body, auth }) => {
      const cursos = cursosDelAlcance(await alcanceDelLlamante(services, auth));
      const { data, total } = await usuarios.listar({ ...body, cursos });
      return { ok: true, data: { data, total, pagina: body.pagina, limite: body.limite } };
    },
  };
}

/** Editing, deleting, switching and assigning courses to one user. */
function cambiosHandlers(
  services: Services,
  ctx: ContextoUsuariosHandlers,
): Pick<
  UsuariosHandlers,
  'usuarios.actualizar' | 'usuarios.eliminar' | 'usuarios.updateEstado' | 'usuarios.asignarCursos'
> {
  const { filaExistente, filaTocable, idAdministrador, exigirOtroAdministrador, usuarios } = ctx;
  return {
    'usuarios.actualizar': async ({ body, auth }) => {
      const actual = await filaTocable(auth, body._id);
      const adminId = await idAdministrador();
      if (actual.rol_id === adminId) {
        if (body.rol !== actual.rol_id) {
          throw new HttpError('ACCION_NO_PERMITIDA', M.cambiarRolAdministrador);
        }
      } else if (actual.id === auth.row.id && body.rol !== actual.rol_id) {
        // Whoever may edit users must not grant themself a stronger custom role.
        throw new HttpError('ACCION_NO_PERMITIDA', M.cambiarRolPropio);
      } else {
        await rolAsignable(services, body.rol);
      }
      validarUbicacion(body.customData);
      await exigirDocumentoLibre(services, body.tipoIdentificacion, body.identificacion, actual.id);
      const anterior = customDataGuardado(actual.custom_data);
      const row = await usuarios.actualizar(actual.id, {
        email: body.email,
        nombre: body.nombre,
        apellidos: body.apellidos,
        rolId: body.rol,
        tipoIdentificacion: body.tipoIdentificacion,
        identificacion: body.identificacion,
        // Keys the form does not edit (an old numeroTelefono) are kept.
        customData: { ...anterior, ...body.customData },
        passwordHash: body.password ? await hashPassword(body.password) : undefined,
      });
      // A new password ended every session of the user, the caller's own included when it
      // is them: hand the caller a fresh token so they stay signed in.
      const propio = row.id === auth.row.id;
      const token =
        propio && body.password
          ? (await services.tokens.sign(row.id, row.version_token, false)).token
          : null;
      return { ok: true, _id: row.id, token, data: await usuarios.toUsuario(row) };
    },

    'usuarios.eliminar': async ({ body, auth }) => {
      if (body._id === auth.row.id) throw new HttpError('ACCION_NO_PERMITIDA', M.eliminarPropio);
      const row = await filaTocable(auth, body._id);
      await exigirOtroAdministrador(row, M.ultimoAdministradorEliminar);
      if ((await usuarios.contarCertificados(row.id)) > 0) {
        throw new HttpError('CONFLICTO', M.conCertificados);
      }
      await usuarios.eliminar(row.id);
      return { ok: true, _id: row.id, token: null, data: null };
    },

    'usuarios.updateEstado': async ({ body, auth }) => {
      if (body._id === auth.row.id && !body.activo) {
        throw new HttpError('ACCION_NO_PERMITIDA', M.desactivarPropio);
      }
      const row = await filaTocable(auth, body._id);
      if (!body.activo) await exigirOtroAdministrador(row, M.ultimoAdministradorDesactivar);
      await usuarios.cambiarEstado(row.id, body.activo);
      const data: Usuario = await usuarios.toUsuario(await filaExistente(row.id));
      return { ok: true, _id: row.id, token: null, data };
    },

    'usuarios.asignarCursos': async ({ params, body, auth, request }) => {
      const row = await filaExistente(params.id);
      await exigirAsignacionEnAlcance(services, auth, row, body.cursoIds);
      const desde = new Date().toISOString();
      const cursosAsignados = await services.asignaciones.asignar(row.id, body.cursoIds);
      await notificarCursosAsignados(services.db, row.id, desde, request.log);
      return { ok: true, success: true, cursosAsignados };
    },
  };
}
