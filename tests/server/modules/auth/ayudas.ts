import { request as httpRequest } from 'node:http';
import { crearCurso as crearCursoEnBase } from '../../helpers/cuentas';
import type { TestServer } from '../../helpers/testServer';

/** A course inserted straight into the database, with this suite's defaults. */
export function crearCurso(
  srv: TestServer,
  datos: { estado?: 0 | 1; codigo?: string; nombre?: string } = {},
): Promise<string> {
  return crearCursoEnBase(srv, {
    codigo: datos.codigo ?? 'C-01',
    nombre: datos.nombre ?? 'Alfabetización digital',
    estado: datos.estado,
  });
}

let contador = 0;

/** A valid signup body (a municipality and institution of the data file). */
export function cuerpoSignup(cursoId: string, cambios: Record<string, unknown> = {}) {
  contador += 1;
  return {
    nombre: 'Lucía',
    apellidos: 'Gómez',
    email: `lucia${contador}@prueba.co`,
    tipoIdentificacion: 'Cedula ciudadanía',
    identificacion: `10${String(contador).padStart(6, '0')}`,
    password: 'clave-segura-1',
    confirmPassword: 'clave-segura-1',
    aceptaPoliticas: true,
    customData: {
      telefono: '3001234567',
      municipio: { nombre: 'Achí' },
      institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
      tipoRegistro: 'Estudiante',
    },
    cursoId,
    ...cambios,
  };
}

export interface Sesion {
  token: string;
  expira: string;
  user: { _id: string; email: string; emailVerified: boolean; cursosAsignados: string[] } & Record<
    string,
    unknown
  >;
}

/** Signs a learner up and returns the session (fails the test on anything but 200). */
export async function registrar(
  srv: TestServer,
  cursoId: string,
  cambios: Record<string, unknown> = {},
): Promise<Sesion & { email: string; password: string }> {
  const body = cuerpoSignup(cursoId, cambios);
  const res = await srv.request('POST', '/auth/signup', { body });
  if (res.status !== 200)
    throw new Error(`signup falló: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...(res.body as Sesion), email: body.email, password: body.password };
}

/**
 * A JSON POST from another loopback address (127.0.0.x): on Linux the whole 127/8 block
 * reaches the server, so per-address limits can be tested over real HTTP.
 */
export function postDesde(
  srv: TestServer,
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }> {
  const url = new URL(path, srv.url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let texto = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (texto += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(texto), headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
