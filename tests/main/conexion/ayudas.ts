import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Responder = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A real HTTP server on a free port whose answer to every request the test chooses (a
 * platform /health, a router's page, silence). `cerrar` also ends hung connections.
 */
export async function servidorDePrueba(inicial: Responder) {
  const estado = { responder: inicial, pedidas: [] as string[] };
  const servidor = createServer((req, res) => {
    estado.pedidas.push(`${req.method ?? ''} ${req.url ?? ''}`);
    estado.responder(req, res);
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    estado,
    async cerrar() {
      servidor.closeAllConnections();
      await new Promise<void>((r) => servidor.close(() => r()));
    },
  };
}

export const SALUD_OK: Responder = (req, res) => {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  } else res.writeHead(404).end();
};

export const PAGINA_DE_ROUTER: Responder = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Router</html>');
};

/** Never answers: for time limits. */
export const SILENCIO: Responder = () => undefined;

/** A port that was free a moment ago and now refuses connections. */
export async function puertoCerrado(): Promise<number> {
  const s = await servidorDePrueba(SILENCIO);
  const port = Number(new URL(s.url).port);
  await s.cerrar();
  return port;
}
