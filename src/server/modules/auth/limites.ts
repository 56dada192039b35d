import type { FastifyReply } from 'fastify';
import { HttpError } from '../../errors';
import type { Limitador, Regla } from '../../security/limitador';
import { normalizarEmail } from '@shared/domain/email';

const MINUTO = 60 * 1000;

/**
 * Limits of the public doors that take a guess at a secret (docs/seguridad-acceso.md).
 * Failures count per account AND address, so guesses from one machine cannot lock the
 * owner out of another; a slower per-account brake stops guessing spread over many
 * addresses but spares the addresses the account signed in from; per address, one machine
 * cannot sweep many accounts. Address limits are generous because a whole training centre
 * often reaches the server from one public address.
 */
export const LIMITES = {
  /** Failed logins (and wrong current passwords) per account and address. */
  loginCuentaIp: { limite: 5, ventanaMs: 15 * MINUTO },
  /** Failed logins per account from every address it never signed in from (the brake). */
  loginCuenta: { limite: 20, ventanaMs: 60 * MINUTO },
  /** Failed logins per client address. */
  loginIp: { limite: 50, ventanaMs: 15 * MINUTO },
  /** Password-reset requests and code checks (any outcome) per email. */
  restablecerCuenta: { limite: 10, ventanaMs: 60 * MINUTO },
  /** Password-reset requests and code checks per client address: a centre's two steps. */
  restablecerIp: { limite: 100, ventanaMs: 60 * MINUTO },
} as const;

/** Keys of one account's login counters; `par` is per address (space: no email has one). */
export function clavesLogin(email: string, ip: string) {
  const e = normalizarEmail(email);
  return {
    par: `login:par:${e} ${ip}`,
    cuenta: `login:email:${e}`,
    ip: `login:ip:${ip}`,
  };
}

/**
 * Forgets every counter that holds one account: its failures from every address, the
 * brake and its reset attempts (an admin's unlock, a successful reset).
 */
export async function desbloquearCuenta(limitador: Limitador, email: string): Promise<void> {
  const e = normalizarEmail(email);
  await limitador.limpiarPrefijo(`login:par:${e} `);
  await limitador.limpiar(`login:email:${e}`);
  await limitador.limpiar(`reset:email:${e}`);
}

/**
 * Rules of one login attempt. `conocida`: the account signed in from this address before,
 * so the per-account brake does not apply (an attacker elsewhere cannot lock the owner out).
 */
export function reglasLogin(email: string, ip: string, conocida = false): Regla[] {
  const c = clavesLogin(email, ip);
  const reglas: Regla[] = [
    { clave: c.par, ...LIMITES.loginCuentaIp },
    { clave: c.ip, ...LIMITES.loginIp },
  ];
  if (!conocida) reglas.push({ clave: c.cuenta, ...LIMITES.loginCuenta });
  return reglas;
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
