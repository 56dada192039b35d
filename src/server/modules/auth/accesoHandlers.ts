import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import type { UsuariosTable } from '../../db/schema';
import { desbloquearCuenta } from './limites';
import { MENSAJES_USUARIOS as M, exigirPuedeTocar, exigirUsuarioEnAlcance } from '../usuarios';

type AccesoHandlers = Pick<
  RouteHandlers,
  'usuarios.codigoRestablecimiento' | 'usuarios.desbloquearAcceso'
>;

export const MENSAJES_ACCESO = {
  codigoPropio: 'No puedes generar un código para tu propio usuario; usa «Cambiar mi contraseña».',
} as const;

/**
 * Account help from the users screen (issue 13): a one-time reset code handed over in
 * person to a learner without email, and unlocking an account held by failed attempts.
 * Both are audited with who did it. Only an administrator acts on another administrator;
 * a role with scope "mis cursos" only on learners of its courses.
 */
export function accesoHandlers(services: Services): AccesoHandlers {
  async function objetivo(auth: AuthContext, id: string): Promise<UsuariosTable> {
    const row = await services.usuarios.findRowById(id);
    if (!row) throw new HttpError('NO_ENCONTRADO', M.noEncontrado);
    const adminId = await services.roles.findIdByNombre(ROL_ADMINISTRADOR);
    exigirPuedeTocar(auth.rol, row.rol_id === adminId);
    // A tutor helps only the learners of its own courses (docs/alcance.md).
    await exigirUsuarioEnAlcance(services, auth, row.id);
    return row;
  }

  return {
    'usuarios.codigoRestablecimiento': async ({ body, auth, request }) => {
      // A stolen session must not turn into a new password without the current one.
      if (body._id === auth.row.id) {
        throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_ACCESO.codigoPropio);
      }
      const row = await objetivo(auth, body._id);
      const { codigo, expira } = await services.codigos.crear(row.id, 'tutor', auth.row.id);
      await services.auditoria.registrar({
        accion: 'restablecer.codigo_generado',
        usuarioId: row.id,
        ip: request.ip,
        detalle: { por: auth.row.id },
      });
      return { ok: true, codigo, expira };
    },
    'usuarios.desbloquearAcceso': async ({ body, auth, request }) => {
      const row = await objetivo(auth, body._id);
      await desbloquearCuenta(services.limitador, row.email);
      await services.auditoria.registrar({
        accion: 'acceso.desbloqueado',
        usuarioId: row.id,
        ip: request.ip,
        detalle: { por: auth.row.id },
      });
      return { ok: true };
    },
  };
}
