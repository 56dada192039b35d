import { randomUUID } from 'node:crypto';
import { ID_ROL_ESTUDIANTE } from '../../../src/server/db/migrations/0007_roles_iniciales';
import { hashPassword } from '../../../src/server/security/passwords';
import type { Certificado } from '@shared/api/certificados';
import { crearCurso, tokenAdmin } from '../helpers/cuentas';
import type { TestServer } from '../helpers/testServer';
import { asignar, completar, crearEvaluacion, enviar, get } from '../modules/evaluaciones/ayudas';
import { BYTES, crearLeccion, patron } from '../modules/multimedias/ayudas';

export const APRENDIZ = { email: 'aprendiz@prueba.co', password: 'clave-aprendiz-segura' };

/** What a restored platform must give back, recorded on the original. */
export interface Plataforma {
  leccionId: string;
  contenidoLeccion: Buffer;
  certificado: Certificado;
  /** A session token issued by the original server (signed with its secret). */
  tokenAprendiz: string;
}

/**
 * Through the real server: the admin (made at start), a learner with a real password, a
 * course whose lesson is an uploaded file, and a passed evaluation that issued a
 * certificate (its PDF stored under DATA_DIR/certificados).
 */
export async function sembrarPlataforma(srv: TestServer): Promise<Plataforma> {
  const admin = await tokenAdmin(srv);
  const curso = await crearCurso(srv, { codigo: `R-${randomUUID().slice(0, 6)}` });
  const contenidoLeccion = patron(3000, BYTES.pdf.subarray(0, 9));
  const leccion = await crearLeccion(srv, admin, {
    nombre: '1.1 Guía',
    curso,
    bytes: contenidoLeccion,
    archivo: 'guía.pdf',
  });
  const id = await srv.server.services.usuarios.create({
    email: APRENDIZ.email,
    nombre: 'Lucía',
    apellidos: 'Mármol',
    passwordHash: await hashPassword(APRENDIZ.password),
    rolId: ID_ROL_ESTUDIANTE,
    tipoIdentificacion: 'Cedula ciudadanía',
    identificacion: '1234567890',
    emailVerificado: true,
    aceptaPoliticas: true,
  });
  await asignar(srv, id, curso);
  await completar(srv, id, leccion._id);
  const evaluacion = await crearEvaluacion(srv, admin, curso, 5);
  const row = await srv.server.services.usuarios.findRowById(id);
  if (!row) throw new Error('falta el aprendiz');
  const token = (await srv.server.services.tokens.sign(row.id, row.version_token, false)).token;
  const res = await enviar(srv, token, evaluacion, 5);
  if (!res.body.data.certificado) throw new Error(`sin certificado: ${res.texto}`);
  const mio = await get<Certificado>(srv, '/api/certificados/mio', token);
  return {
    leccionId: leccion._id,
    contenidoLeccion,
    certificado: mio.body.data,
    tokenAprendiz: token,
  };
}
