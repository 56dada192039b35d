import { expect } from 'vitest';
import type { FilaImportacion, Lote } from '@shared/api/importacion';
import type { TestServer } from '../../helpers/testServer';

/** HTTP helpers of the import route tests. */

export const CABECERA =
  'email;nombre;apellidos;tipoIdentificacion;identificacion;telefono;municipio;institucion;tipoRegistro;rol;cursos;activo;password';
export const ACHI = 'Achí;Biblioteca Pública Municipal de Achí';

/** A valid row; `password` empty means "generate one". */
export function fila(
  email: string,
  documento: string,
  opciones: { cursos?: string; password?: string; apellidos?: string; activo?: string } = {},
): string {
  return `${email};Ana;${opciones.apellidos ?? 'Pérez'};CC;${documento};;${ACHI};Estudiante;Estudiante;${opciones.cursos ?? ''};${opciones.activo ?? ''};${opciones.password ?? ''}`;
}

export const archivo = (lineas: readonly string[]) =>
  Buffer.from([CABECERA, ...lineas].join('\r\n') + '\r\n', 'utf8');

export interface RespuestaValidar {
  status: number;
  body: { ok: boolean; data: Lote; filas: FilaImportacion[]; error?: string; code?: string };
}

/** POST validar as multipart (`reemplazarCursos` before `file`, as the contract says). */
export async function validar(
  srv: TestServer,
  token: string,
  bytes: Buffer,
  opciones: { reemplazarCursos?: boolean; nombre?: string } = {},
): Promise<RespuestaValidar> {
  const form = new FormData();
  if (opciones.reemplazarCursos) form.append('reemplazarCursos', 'true');
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: 'text/csv' }),
    opciones.nombre ?? 'usuarios.csv',
  );
  const res = await fetch(`${srv.url}/api/usuarios/importar/validar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as RespuestaValidar['body'] };
}

/** Validates and expects 200: the lote. */
export async function validarOk(
  srv: TestServer,
  token: string,
  bytes: Buffer,
  opciones: { reemplazarCursos?: boolean } = {},
): Promise<Lote> {
  const r = await validar(srv, token, bytes, opciones);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

export async function estado(srv: TestServer, token: string, lote: string): Promise<Lote> {
  const r = await srv.request('GET', `/api/usuarios/importar/${lote}`, { token });
  expect(r.status).toBe(200);
  return (r.body as { data: Lote }).data;
}

/** Polls estado until the lote leaves en_curso. */
export async function esperarFin(srv: TestServer, token: string, lote: string): Promise<Lote> {
  for (let i = 0; i < 600; i++) {
    const l = await estado(srv, token, lote);
    if (l.estado !== 'en_curso') return l;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('la importación no terminó');
}

export function confirmar(
  srv: TestServer,
  token: string,
  lote: string,
  modo: 'soloNuevos' | 'nuevosYActualizar',
) {
  return srv.request('POST', `/api/usuarios/importar/${lote}/confirmar`, {
    token,
    body: { modo },
  });
}

/** Confirms (expects 200) and waits for the end. */
export async function importar(
  srv: TestServer,
  token: string,
  lote: string,
  modo: 'soloNuevos' | 'nuevosYActualizar' = 'nuevosYActualizar',
): Promise<Lote> {
  const r = await confirmar(srv, token, lote, modo);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return esperarFin(srv, token, lote);
}

/** GET a CSV route as bytes. */
export async function descargar(
  srv: TestServer,
  token: string,
  ruta: string,
): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(`${srv.url}${ruta}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}
