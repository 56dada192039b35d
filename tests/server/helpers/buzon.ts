import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One message as the SMTP server received it. */
export interface CorreoRecibido {
  de: string;
  para: string[];
  /** Raw message (headers and body), soft line breaks of quoted-printable removed. */
  crudo: string;
}

export interface Buzon {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  recibidos: CorreoRecibido[];
  /** The next message to `para` not yet taken, waiting up to `ms`. */
  esperar(para: string, ms?: number): Promise<CorreoRecibido>;
  cerrar(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1, port 0: the platform's
 * mail goes through nodemailer and the network exactly as in production, no mock.
 */
export async function abrirBuzon(): Promise<Buzon> {
  const recibidos: CorreoRecibido[] = [];
  const tomados = new Set<CorreoRecibido>();
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (b: Buffer) => partes.push(b));
      stream.on('end', () => {
        recibidos.push({
          de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          para: session.envelope.rcptTo.map((r) => r.address),
          crudo: Buffer.concat(partes)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recibidos,
    async esperar(para, ms = 5000) {
      const hasta = Date.now() + ms;
      for (;;) {
        const m = recibidos.find((r) => !tomados.has(r) && r.para.includes(para));
        if (m) {
          tomados.add(m);
          return m;
        }
        if (Date.now() > hasta) throw new Error(`no llegó correo para ${para}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    cerrar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
}

/** The 6-digit code of a reset mail. */
export function codigoDe(correo: CorreoRecibido): string {
  const m = /es: (\d{6})/.exec(correo.crudo);
  if (!m?.[1]) throw new Error(`sin código en el correo:\n${correo.crudo}`);
  return m[1];
}
