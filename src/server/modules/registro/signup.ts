import type { z } from 'zod';
import type { signupBodySchema } from '@shared/api';
import { TIPO_REGISTRO_SIGNUP } from '@shared/domain/usuarios';
import { HttpError } from '../../errors';
import { hashPassword } from '../../security/passwords';
import type { Services } from '../../services';
import { listarMunicipios, municipioEInstitucionValidos } from '../datos';
import type { Sesion } from '../auth';
import { SignupRepository } from '../usuarios';

export type SignupInput = z.output<typeof signupBodySchema>;

export const MENSAJE_MUNICIPIO_INVALIDO = 'Selecciona un municipio de la lista';
export const MENSAJE_INSTITUCION_INVALIDA = 'Selecciona una institución del municipio elegido';

/**
 * Spec 5: municipality and institution come from the data file, the institution from the
 * chosen municipality. A 400 names the offending field, as the form shows it.
 */
export function validarMunicipioEInstitucion(municipio: string, institucion: string): void {
  if (municipioEInstitucionValidos(municipio, institucion)) return;
  const existe = listarMunicipios().some((m) => m.nombre === municipio);
  const [campo, mensaje] = existe
    ? ['customData.institucion.nombrePunto', MENSAJE_INSTITUCION_INVALIDA]
    : ['customData.municipio.nombre', MENSAJE_MUNICIPIO_INVALIDO];
  throw new HttpError('VALIDACION', mensaje, { [campo]: mensaje });
}

/**
 * Signup of a learner: role Estudiante, email verified, the chosen active course assigned
 * in the same transaction as the account; answers a session exactly like login.
 */
export async function registrarEstudiante(
  s: Pick<Services, 'db' | 'dialecto' | 'auth' | 'auditoria'>,
  body: SignupInput,
  ip: string,
): Promise<Sesion> {
  const municipio = body.customData.municipio.nombre;
  const institucion = body.customData.institucion.nombrePunto;
  validarMunicipioEInstitucion(municipio, institucion);

  const repo = new SignupRepository(s.db, s.dialecto);
  const row = await repo.crearEstudiante({
    email: body.email,
    nombre: body.nombre,
    apellidos: body.apellidos,
    tipoIdentificacion: body.tipoIdentificacion,
    identificacion: body.identificacion,
    passwordHash: await hashPassword(body.password),
    customData: {
      ...(body.customData.telefono ? { telefono: body.customData.telefono } : {}),
      municipio: { nombre: municipio },
      institucion: { nombrePunto: institucion },
      tipoRegistro: TIPO_REGISTRO_SIGNUP,
    },
    cursoId: body.cursoId,
  });
  await s.auditoria.registrar({
    accion: 'signup',
    usuarioId: row.id,
    ip,
    detalle: { email: row.email_normalizado, cursoId: body.cursoId },
  });
  return s.auth.iniciarSesion(row, false);
}
