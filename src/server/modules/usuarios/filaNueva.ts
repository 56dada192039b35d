import { randomUUID } from 'node:crypto';
import { normalizarEmail } from '@shared/domain/email';
import type { UsuariosTable } from '../../db/schema';
import { textoBusqueda } from './busqueda';

export interface DatosCuentaNueva {
  email: string;
  nombre: string;
  apellidos: string;
  tipoIdentificacion: string | null;
  identificacion: string | null;
  passwordHash: string;
  rolId: string;
  customData?: unknown;
}

/**
 * The row of an account someone creates for themselves (signup, the first admin at
 * installation): active, email taken as verified (spec 5 for signup; at installation the
 * person at this PC typed it and there is no mail to confirm it with), policies accepted, no
 * forced password change, no photo, token version 0.
 */
export function filaCuentaPropia(datos: DatosCuentaNueva, ahora: string): UsuariosTable {
  const campos = {
    email_normalizado: normalizarEmail(datos.email),
    nombre: datos.nombre,
    apellidos: datos.apellidos,
    identificacion: datos.identificacion,
  };
  return {
    ...campos,
    id: randomUUID(),
    email: datos.email.trim(),
    tipo_identificacion: datos.tipoIdentificacion,
    busqueda: textoBusqueda(campos),
    password_hash: datos.passwordHash,
    rol_id: datos.rolId,
    activo: 1,
    email_verificado: 1,
    acepta_politicas: 1,
    debe_cambiar_password: 0,
    custom_data: JSON.stringify(datos.customData ?? {}),
    foto: null,
    version_token: 0,
    creado_en: ahora,
    actualizado_en: ahora,
    ultimo_ingreso: null,
  };
}
