import type { FastifyReply } from 'fastify';
import { HttpError } from '../../errors';
import type { Regla } from '../../security/limitador';
import { normalizarEmail } from '../usuarios/mapping';

const MINUTO = 60 * 1000;

/**
 * Limits of the public doors that take a guess at a secret (docs/seguridad-acceso.md).
 * Per account, so a password cannot be guessed from many addresses; per address, so one
 * machine cannot try many accounts. The address limits are generous because a whole
 * training centre often reaches the server from one public address.
 */
export const LIMITES = {
  /** Failed logins (and wrong current passwords) per account. */
  loginCuenta: { limite: 5, ventanaMs: 15 * MINUTO },
  /** Failed logins per client address. */
  loginIp: { limite: 50, ventanaMs: 15 * MINUTO },
  /** Password resets (any outcome) per email. */
  restablecerCuenta: { limite: 5, ventanaMs: 15 * MINUTO },
  /** Password resets (any outcome) per client address. */
  restablecerIp: { limite: 20, ventanaMs: 60 * MINUTO },
} as const;

export function reglasLogin(email: string, ip: string): [Regla, Regla] {
  return [
    { clave: `login:email:${normalizarEmail(email)}`, ...LIMITES.loginCuenta },
    { clave: `login:ip:${ip}`, ...LIMITES.loginIp },
  ];
}

export function reglasRestablecer(email: string, ip: string): [Regla, Regla] {
  return [
    { clave: `reset:email:${normalizarEmail(email)}`, ...LIMITES.restablecerCuenta },
    { clave: `reset:ip:${ip}`, ...LIMITES.restablecerIp },
  ];
}

/** "15 minutos", "1 minuto", "40 segundos": when the client may try again. */
export function describirEspera(segundos: number): string {
  if (segundos < 60) return `${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}`;
  const minutos = Math.ceil(segundos / 60);
  return `${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}`;
}

/** 429 DEMASIADAS_SOLICITUDES saying when to retry; handlers add the Retry-After header. */
export class LimiteExcedido extends HttpError {
  constructor(readonly reintentarEnSegundos: number) {
    super(
      'DEMASIADAS_SOLICITUDES',
      `Demasiados intentos. Por seguridad, vuelve a intentarlo en ${describirEspera(reintentarEnSegundos)}.`,
    );
  }
}

/** Runs a handler's work and, when a limit refuses it, sets `Retry-After` on the answer. */
export async function conRetryAfter<T>(reply: FastifyReply, trabajo: () => Promise<T>): Promise<T> {
  try {
    return await trabajo();
  } catch (error) {
    if (error instanceof LimiteExcedido) {
      reply.header('Retry-After', String(error.reintentarEnSegundos));
    }
    throw error;
  }
}
