import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { ConfigSmtp } from '../config';

/** One plain-text message. */
export interface Mensaje {
  para: string;
  asunto: string;
  texto: string;
}

/** Outgoing mail. Only the SMTP implementation exists; tests run a real SMTP server. */
export interface Correo {
  enviar(mensaje: Mensaje): Promise<void>;
  cerrar(): void;
}

/** Mail through the SMTP server of SMTP_URL (nodemailer), from SMTP_REMITENTE. */
export class CorreoSmtp implements Correo {
  private readonly transporte: Transporter;

  constructor(private readonly config: ConfigSmtp) {
    // Short timeouts: a reset request sends in the background, but a dead server must
    // not pile up sockets.
    this.transporte = nodemailer.createTransport({
      url: config.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async enviar(mensaje: Mensaje): Promise<void> {
    await this.transporte.sendMail({
      from: this.config.remitente,
      to: mensaje.para,
      subject: mensaje.asunto,
      text: mensaje.texto,
    });
  }

  cerrar(): void {
    this.transporte.close();
  }
}

/** The configured mail, or null when SMTP_URL is unset. */
export function crearCorreo(config: ConfigSmtp | null | undefined): Correo | null {
  return config ? new CorreoSmtp(config) : null;
}
