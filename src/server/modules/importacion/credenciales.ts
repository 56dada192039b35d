import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { credencialesVigentes } from './repositoryCredenciales';

/**
 * Generated initial passwords, kept so the admin can print or export them after the import
 * (a user without a password in the file cannot log in otherwise). Stored encrypted with
 * AES-256-GCM under a key derived with HKDF-SHA256 from the server's JWT secret: a copy of
 * the database alone does not reveal them. Each ciphertext is bound to its lote and user
 * (additional data), so a row copied onto another user does not decrypt.
 */

export type ClaveCredenciales = Buffer;

export function claveCredenciales(secretoJwt: Uint8Array): ClaveCredenciales {
  return Buffer.from(
    hkdfSync('sha256', secretoJwt, 'importaciones', 'credenciales-iniciales/v1', 32),
  );
}

const contexto = (loteId: string, usuarioId: string) => Buffer.from(`${loteId}/${usuarioId}`);

/** base64url(iv ‖ tag ‖ ciphertext). */
export function cifrar(
  clave: ClaveCredenciales,
  texto: string,
  loteId: string,
  usuarioId: string,
): string {
  const iv = randomBytes(12);
  const cifrador = createCipheriv('aes-256-gcm', clave, iv);
  cifrador.setAAD(contexto(loteId, usuarioId));
  const datos = Buffer.concat([cifrador.update(texto, 'utf8'), cifrador.final()]);
  return Buffer.concat([iv, cifrador.getAuthTag(), datos]).toString('base64url');
}

/** The password, or null when it does not decrypt (another server's key, tampered row). */
export function descifrar(
  clave: ClaveCredenciales,
  cifrado: string,
  loteId: string,
  usuarioId: string,
): string | null {
  try {
    const bytes = Buffer.from(cifrado, 'base64url');
    const descifrador = createDecipheriv('aes-256-gcm', clave, bytes.subarray(0, 12));
    descifrador.setAAD(contexto(loteId, usuarioId));
    descifrador.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([descifrador.update(bytes.subarray(28)), descifrador.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

export interface Credencial {
  email: string;
  nombre: string;
  password: string;
}

/**
 * The lote's initial passwords still in force: only users who have not changed theirs yet
 * (debe_cambiar_password still 1). Ordered by email for a printable sheet.
 */
export async function credencialesPendientes(
  db: Kysely<Database>,
  clave: ClaveCredenciales,
  loteId: string,
): Promise<Credencial[]> {
  const filas = await credencialesVigentes(db, loteId);
  return filas.flatMap((f) => {
    const password = descifrar(clave, f.password_cifrada, loteId, f.usuario_id);
    if (password === null) return [];
    return [{ email: f.email, nombre: `${f.nombre} ${f.apellidos}`.trim(), password }];
  });
}
