import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recibida {
  method: string;
  ruta: string;
  body: unknown;
}

/**
 * A real HTTP server that can be stopped and started again on the same port: the
 * renderer's axios client meets a real refused connection while it is down. Answers are
 * set per "METHOD path" (the query string is ignored).
 */
export async function iniciarServidorDetenible() {
  const respuestas = new Map<string, { status: number; body: unknown }>();
  const recibidas: Recibida[] = [];
  let server: Server | null = null;
  let puerto = 0;

  const arrancar = async () => {
    if (server) return;
    const s = createServer((req, res) => {
      const partes: Buffer[] = [];
      req.on('data', (p: Buffer) => partes.push(p));
      req.on('end', () => {
        const texto = Buffer.concat(partes).toString('utf8');
        const ruta = (req.url ?? '').split('?')[0] ?? '';
        recibidas.push({
          method: req.method ?? '',
          ruta,
          body: texto === '' ? undefined : (JSON.parse(texto) as unknown),
        });
        const r = respuestas.get(`${req.method ?? ''} ${ruta}`) ?? {
          status: 404,
          body: { ok: false, error: 'Recurso no encontrado.', code: 'NO_ENCONTRADO' },
        };
        res
          .writeHead(r.status, { 'content-type': 'application/json', connection: 'close' })
          .end(JSON.stringify(r.body));
      });
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(puerto, '127.0.0.1', resolve);
    });
    puerto = (s.address() as AddressInfo).port;
    server = s;
  };
  await arrancar();

  return {
    url: `http://127.0.0.1:${puerto}`,
    recibidas,
    responder: (clave: string, status: number, body: unknown) =>
      respuestas.set(clave, { status, body }),
    detener: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.closeAllConnections();
        s.close(() => resolve());
      }),
    reanudar: arrancar,
  };
}
