import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatosCertificado } from '@shared/api/certificados';
import { ALFABETO_VERIFICACION, CERTIFICADO, rutaVerificacion } from '@shared/domain/evaluaciones';
import type { Dialecto } from '../../db/database';
import type { Database, UsuariosTable } from '../../db/schema';

/** A certificate just issued: what the PDF is made of (plus its id). */
export interface CertificadoEmitido {
  id: string;
  numero: number;
  codigoVerificacion: string;
  urlVerificacion: string;
  emitidoEn: string;
  datos: DatosCertificado;
}

/** What an approval knows of the evaluation it approved. */
export interface EvaluacionAprobada {
  id: string;
  codigo: string;
  nombre: string;
  curso_id: string;
  curso_codigo: string;
  curso_nombre: string;
}

const SECUENCIA = 'certificados';

/** 12 random Crockford base32 characters (60 bits), shown XXXX-XXXX-XXXX. */
export function codigoVerificacionAleatorio(): string {
  let s = '';
  for (let i = 0; i < 12; i++) s += ALFABETO_VERIFICACION[randomInt(ALFABETO_VERIFICACION.length)];
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
}

/**
 * Locks the user's row for the rest of the transaction (PostgreSQL), so concurrent
 * submissions of one learner run one after another and see each other's attempts and
 * certificate. SQLite needs nothing: its transactions never overlap.
 */
export async function bloquearUsuario(
  trx: Kysely<Database>,
  dialecto: Dialecto,
  usuarioId: string,
): Promise<UsuariosTable | undefined> {
  const q = trx.selectFrom('usuarios').selectAll().where('id', '=', usuarioId);
  return dialecto === 'postgres' ? q.forUpdate().executeTakeFirst() : q.executeTakeFirst();
}

/**
 * The next certificate number, drawn inside the caller's transaction: a rollback gives it
 * back, so numbers have no gaps. On PostgreSQL the UPDATE locks the row until commit, so
 * concurrent issuers take turns and never get the same number.
 */
async function siguienteNumero(trx: Kysely<Database>): Promise<number> {
  await trx
    .insertInto('secuencias')
    .values({ nombre: SECUENCIA, valor: 0 })
    .onConflict((oc) => oc.column('nombre').doNothing())
    .execute();
  const fila = await trx
    .updateTable('secuencias')
    .set((eb) => ({ valor: eb('valor', '+', 1) }))
    .where('nombre', '=', SECUENCIA)
    .returning('valor')
    .executeTakeFirstOrThrow();
  return Number(fila.valor);
}

/** A code no certificate has (a clash of 60 random bits is unlikely, but cheap to rule out). */
async function codigoLibre(trx: Kysely<Database>): Promise<string> {
  for (;;) {
    const codigo = codigoVerificacionAleatorio();
    const usado = await trx
      .selectFrom('certificados')
      .select('id')
      .where('codigo_verificacion', '=', codigo)
      .executeTakeFirst();
    if (!usado) return codigo;
  }
}

/**
 * Issues the learner's certificate for the evaluation's course unless they already have
 * one (one per learner and course, spec 4: the first approval issues it). Runs inside the
 * transaction that recorded the approving grade, after `bloquearUsuario`. What the
 * certificate states is frozen now: later edits of the user or the course do not change it.
 */
export async function emitirSiCorresponde(
  trx: Kysely<Database>,
  usuario: UsuariosTable,
  evaluacion: EvaluacionAprobada,
  puntaje: number,
  urlBase: string,
): Promise<CertificadoEmitido | null> {
  const existente = await trx
    .selectFrom('certificados')
    .select('id')
    .where('usuario_id', '=', usuario.id)
    .where('curso_id', '=', evaluacion.curso_id)
    .executeTakeFirst();
  if (existente) return null;
  const numero = await siguienteNumero(trx);
  const codigoVerificacion = await codigoLibre(trx);
  const urlVerificacion = `${urlBase}${rutaVerificacion(codigoVerificacion)}`;
  const datos: DatosCertificado = {
    nombre: usuario.nombre,
    apellidos: usuario.apellidos,
    tipoIdentificacion: usuario.tipo_identificacion,
    identificacion: usuario.identificacion,
    curso: { codigo: evaluacion.curso_codigo, nombre: evaluacion.curso_nombre },
    evaluacion: { codigo: evaluacion.codigo, nombre: evaluacion.nombre },
    puntaje,
    horas: CERTIFICADO.horas,
    estrategia: CERTIFICADO.estrategia,
  };
  const emitido: CertificadoEmitido = {
    id: randomUUID(),
    numero,
    codigoVerificacion,
    urlVerificacion,
    emitidoEn: new Date().toISOString(),
    datos,
  };
  await trx
    .insertInto('certificados')
    .values({
      id: emitido.id,
      numero,
      usuario_id: usuario.id,
      curso_id: evaluacion.curso_id,
      evaluacion_id: evaluacion.id,
      codigo_verificacion: codigoVerificacion,
      // The URL is frozen with the data: the PDF prints it and its QR encodes it.
      datos: JSON.stringify({ ...datos, urlVerificacion }),
      sha256_pdf: null,
      emitido_en: emitido.emitidoEn,
      revocado_en: null,
      motivo_revocacion: null,
    })
    .execute();
  return emitido;
}

/**
 * Records the SHA-256 of the certificate's PDF; `soloSiFalta`: only when none is recorded
 * yet (a PDF made again later never replaces the hash the verification page shows).
 */
export async function guardarSha256(
  db: Kysely<Database>,
  id: string,
  sha256: string,
  soloSiFalta: boolean,
): Promise<void> {
  let q = db.updateTable('certificados').set({ sha256_pdf: sha256 }).where('id', '=', id);
  if (soloSiFalta) q = q.where('sha256_pdf', 'is', null);
  await q.execute();
}
