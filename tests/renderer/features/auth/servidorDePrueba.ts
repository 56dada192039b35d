import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PERMISOS_ESTUDIANTE } from '@shared/domain/permisos';
import type { Usuario } from '@shared/api';

/** What a test's server answers to one request. */
export interface Respuesta {
  status: number;
  /** An object is sent as JSON; a string as text/html (a proxy's error page). */
  body?: unknown;
}

export interface Recibida {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export const USUARIO: Usuario = {
  _id: 'u1',
  email: 'ana@example.com',
  nombre: 'Ana',
  apellidos: 'Pérez',
  tipoIdentificacion: null,
  identificacion: null,
  rol: {
    _id: 'r1',
    nombre: 'Estudiante',
    permisos: PERMISOS_ESTUDIANTE,
    omitirOrden: false,
    alcance: 'todos',
  },
  activo: true,
  emailVerified: true,
  aceptaPoliticas: true,
  debeCambiarPassword: false,
  cursosAsignados: [],
  customData: {},
  foto: null,
  certificaciones: [],
};

async function leerCuerpo(req: IncomingMessage): Promise<unknown> {
  const partes: Buffer[] = [];
  for await (const parte of req) partes.push(parte as Buffer);
  const texto = Buffer.concat(partes).toString('utf8');
  return texto === '' ? undefined : (JSON.parse(texto) as unknown);
}

/**
 * A real HTTP server on port 0 whose answers each test sets per "METHOD path": the
 * renderer's axios client and base query run unchanged against it.
 */
export async function iniciarServidor() {
  const respuestas = new Map<string, Respuesta>();
  const recibidas: Recibida[] = [];
  const server: Server = createServer((req, res) => {
    void leerCuerpo(req).then((body) => {
      const clave = `${req.method ?? ''} ${req.url ?? ''}`;
      recibidas.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      const respuesta = respuestas.get(clave) ?? {
        status: 404,
        body: { ok: false, error: 'Recurso no encontrado.', code: 'NO_ENCONTRADO' },
      };
      if (typeof respuesta.body === 'string') {
        res.writeHead(respuesta.status, { 'content-type': 'text/html' }).end(respuesta.body);
      } else {
        res
          .writeHead(respuesta.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(respuesta.body ?? { ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    responder: (clave: string, respuesta: Respuesta) => respuestas.set(clave, respuesta),
    recibidas,
    cerrar: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
