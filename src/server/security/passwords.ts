import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { scryptEnPool } from './hilosHash';

/**
 * Password hashing with scrypt, a memory-hard function from node:crypto. The hash string
 * carries its parameters (`scrypt$N$r$p$salt$hash`), so the cost can be raised later
 * without invalidating existing passwords. Runs on the process's worker pool (hilosHash.ts),
 * neither on the event loop nor on the libuv thread pool the file I/O needs.
 */
export interface CosteScrypt {
  N: number;
  r: number;
  p: number;
}
export const COSTE: CosteScrypt = { N: 2 ** 15, r: 8, p: 1 };
export const LONGITUD = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return scryptEnPool({
    password: textoParaHash(password),
    salt,
    keylen: LONGITUD,
    opciones: options,
  });
}

export function opciones(N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128·N·r bytes; leave headroom over Node's 32 MiB default limit.
  return { N, r, p, maxmem: 256 * N * r };
}

/** The stored form: `scrypt$N$r$p$salt$hash` (what verifyPassword reads back). */
export function formatoHash(coste: CosteScrypt, salt: Buffer, key: Buffer): string {
  return [
    'scrypt',
    coste.N,
    coste.r,
    coste.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** The text scrypt actually hashes (NFKC, so a composed and a decomposed 'ñ' match). */
export const textoParaHash = (password: string) => password.normalize('NFKC');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, opciones(COSTE.N, COSTE.r, COSTE.p));
  return formatoHash(COSTE, salt, key);
}

/** A hash of nothing, checked when the account does not exist so timing reveals nothing. */
let hashSenuelo: Promise<string> | null = null;
export function hashParaUsuarioInexistente(): Promise<string> {
  hashSenuelo ??= hashPassword(randomBytes(18).toString('base64'));
  return hashSenuelo;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const esperado = Buffer.from(keyB64, 'base64');
  const obtenido = await scrypt(
    password,
    Buffer.from(saltB64, 'base64'),
    opciones(Number(n), Number(r), Number(p)),
  );
  return esperado.length === obtenido.length && timingSafeEqual(esperado, obtenido);
}

/** A strong random password for generated accounts (never predictable). */
export function generarPassword(): string {
  return randomBytes(15).toString('base64url');
}
