import type { Rol, Usuario } from '@shared/api';
import { customDataSchema } from '@shared/api';
import type { UsuariosTable } from '../../db/schema';

export { normalizarEmail } from '@shared/domain/email';

function parseCustomData(json: string): Usuario['customData'] {
  try {
    const parsed = customDataSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** A user row plus its role and assignments → the API's User (never the password hash). */
export function aUsuario(
  row: UsuariosTable,
  rol: Rol,
  cursosAsignados: string[],
  certificaciones: Usuario['certificaciones'] = [],
): Usuario {
  return {
    _id: row.id,
    email: row.email,
    nombre: row.nombre,
    apellidos: row.apellidos,
    tipoIdentificacion: row.tipo_identificacion,
    identificacion: row.identificacion,
    rol,
    activo: row.activo === 1,
    emailVerified: row.email_verificado === 1,
    aceptaPoliticas: row.acepta_politicas === 1,
    debeCambiarPassword: row.debe_cambiar_password === 1,
    cursosAsignados,
    customData: parseCustomData(row.custom_data),
    foto: row.foto,
    certificaciones,
  };
}
