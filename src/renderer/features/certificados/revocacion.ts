import { routes } from '@shared/api';

const esquemaMotivo = routes['certificados.revocar'].body.shape.motivo;

/** Longest reason the API takes (the dialog's field stops there). */
export const MOTIVO_MAX = 500;

/**
 * The revoke dialog's reason check, by the server's own schema (at least 5 characters once
 * trimmed), so the dialog and the API cannot disagree. The error is a key of
 * `certificados.revocar`, whose text is MENSAJES_CERTIFICADO.motivoRequerido.
 */
export function errorMotivo(motivo: string): 'motivoRequerido' | null {
  return esquemaMotivo.safeParse(motivo).success ? null : 'motivoRequerido';
}
