import { connect } from 'node:net';

export interface SubidaCortada {
  url: string;
  ruta: string;
  token: string;
  nombre: string;
  tipo: string;
  /** What is really sent before the client vanishes. */
  bytes: Buffer;
  /** The Content-Length announced (larger than what is sent). */
  anunciados: number;
  /** Lists the upload folder's files, to see the partial one while it is written. */
  listar: () => Promise<string[]>;
}

/**
 * Starts a multipart upload over a raw socket, sends part of the body, waits for the server
 * to start writing, notes the partial files, and then drops the connection. Returns the
 * partial files seen before the cut.
 */
export async function subirYCortar(s: SubidaCortada): Promise<string[]> {
  const url = new URL(s.url);
  const limite = 'limite123';
  const cabecera = [
    `--${limite}`,
    `Content-Disposition: form-data; name="file"; filename="${s.nombre}"`,
    `Content-Type: ${s.tipo}`,
    '',
    '',
  ].join('\r\n');
  let parciales: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        [
          `POST ${s.ruta} HTTP/1.1`,
          `Host: ${url.host}`,
          `Authorization: Bearer ${s.token}`,
          `Content-Type: multipart/form-data; boundary=${limite}`,
          `Content-Length: ${cabecera.length + s.anunciados}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(cabecera);
      socket.write(s.bytes);
      // Give the server time to start writing the file, then vanish.
      setTimeout(() => {
        void s.listar().then((lista) => {
          parciales = lista.filter((f) => f.endsWith('.parcial'));
          socket.destroy();
          resolve();
        });
      }, 300);
    });
    socket.on('error', reject);
  });
  // Let the server notice the cut and clean up.
  await new Promise((r) => setTimeout(r, 300));
  return parciales;
}
