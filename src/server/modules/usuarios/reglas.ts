import type { Rol } from '@shared/api';
import { esAdministrador } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { Services } from '../../services';
import { listarMunicipios, municipioEInstitucionValidos } from '../datos';

export { MENSAJES_USUARIOS } from '@shared/domain/usuariosMensajes';
import { MENSAJES_USUARIOS } from '@shared/domain/usuariosMensajes';
const M = MENSAJES_USUARIOS;

/** The role to give: it must exist, and ADMINISTRADOR is never given through the forms. */
export async function rolAsignable(services: Services, rolId: string): Promise<Rol> {
  const rol = await services.roles.findById(rolId);
  if (!rol) throw new HttpError('VALIDACION', M.rolInexistente, { rol: M.rolInexistente });
  if (esAdministrador(rol)) throw new HttpError('ACCION_NO_PERMITIDA', M.asignarAdministrador);
  return rol;
}

/** Municipality and institution must come from the data file, the institution from that town. */
export function validarUbicacion(customData: {
  municipio?: { nombre: string };
  institucion?: { nombrePunto: string };
}): void {
  const { municipio, institucion } = customData;
  if (!municipio && !institucion) return;
  const fields: Record<string, string> = {};
  if (!municipio || !listarMunicipios().some((m) => m.nombre === municipio.nombre)) {
    fields['customData.municipio.nombre'] = M.municipioInexistente;
  } else if (
    !institucion ||
    !municipioEInstitucionValidos(municipio.nombre, institucion.nombrePunto)
  ) {
    fields['customData.institucion.nombrePunto'] = M.institucionInvalida;
  }
  const [primero] = Object.values(fields);
  if (primero) throw new HttpError('VALIDACION', primero, fields);
}

/** The document (type + number) identifies one person: a second account gets 409. */
export async function exigirDocumentoLibre(
  services: Services,
  tipo: string | undefined,
  numero: string | undefined,
  exceptoId?: string,
): Promise<void> {
  if (!tipo || !numero) return;
  const otro = await services.usuarios.findRowByDocumento(tipo, numero);
  if (otro && otro.id !== exceptoId) throw new HttpError('CONFLICTO', M.documentoEnUso);
}

/**
 * Only an ADMINISTRADOR may change, deactivate or delete another ADMINISTRADOR: otherwise
 * anyone with usuarios/editar could reset the administrator's password and take over.
 */
export function exigirPuedeTocar(llamanteRol: Rol, objetivoEsAdmin: boolean): void {
  if (objetivoEsAdmin && !esAdministrador(llamanteRol)) {
    throw new HttpError('ACCION_NO_PERMITIDA', M.soloAdministrador);
  }
}
