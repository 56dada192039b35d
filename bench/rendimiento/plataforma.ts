/**
 * The platform as `npm run bench` measures it: the built server (out/main/server.js, the
 * production entry point) in its own process on loopback, SQLite in a temp DATA_DIR or a
 * fresh PostgreSQL database, seeded through its HTTP API as an administrator would.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enParalelo } from '../lib/paralelo';
import { crearBase, iniciarInstancia, type Instancia } from '../../tests/e2e/despliegue/pila';

const RAIZ = join(import.meta.dirname, '../..');
export const ADMIN = { email: 'admin@bench.co', password: 'clave-bench-segura' };
export const CLAVE_APRENDIZ = 'clave-de-aprendiz';

export interface Plataforma {
  url: string;
  dataDir: string;
  dialecto: 'sqlite' | 'postgres';
  detener(): Promise<void>;
}

export async function iniciarPlataforma(urlCluster: string | null): Promise<Plataforma> {
  const tmp = mkdtempSync(join(tmpdir(), 'cf-bench-'));
  const base = urlCluster ? await crearBase(urlCluster) : null;
  let instancia: Instancia;
  try {
    instancia = await iniciarInstancia({
      HOST: '127.0.0.1',
      DATA_DIR: join(tmp, 'datos'),
      JWT_SECRET: randomBytes(48).toString('base64'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The default level of a deployment (deploy/plataforma.env.example).
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WEB_DIR: join(RAIZ, 'out/renderer'),
      ...(base ? { DATABASE_URL: base.url } : {}),
    });
  } catch (error) {
    await base?.eliminar();
    throw error;
  }
  return {
    url: instancia.url,
    dataDir: join(tmp, 'datos'),
    dialecto: base ? 'postgres' : 'sqlite',
    async detener() {
      await instancia.detener();
      await base?.eliminar();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export class Cliente {
  constructor(
    readonly url: string,
    readonly token: string | null = null,
  ) {}

  async pedir<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const texto = await r.text();
    if (!r.ok) throw new Error(`${method} ${path} → ${r.status} ${texto.slice(0, 300)}`);
    return JSON.parse(texto) as T;
  }

  static async ingresar(url: string, email: string, password: string): Promise<Cliente> {
    const { token } = await new Cliente(url).pedir<{ token: string }>('POST', '/auth/login', {
      email,
      password,
    });
    return new Cliente(url, token);
  }
}

export { enParalelo };

export async function crearCurso(admin: Cliente, codigo: string): Promise<string> {
  const r = await admin.pedir<{ data: { _id: string } }>('POST', '/api/cursos/nuevo', {
    codigo,
    nombre: `Curso ${codigo}`,
  });
  return r.data._id;
}

export async function crearEnlace(admin: Cliente, cursoId: string, nombre: string) {
  const r = await admin.pedir<{ data: { _id: string } }>('POST', '/api/multimedias', {
    nombre,
    curso: cursoId,
    tipoMedia: 'link',
    link: 'https://example.org/lectura',
  });
  return r.data._id;
}

/** A video lesson uploaded through the real upload route (the e2e fixture). */
export async function crearVideo(admin: Cliente, cursoId: string, nombre: string) {
  const form = new FormData();
  const mp4 = readFileSync(join(RAIZ, 'tests/e2e/fixtures/leccion-24s.mp4'));
  form.append('file', new Blob([mp4], { type: 'video/mp4' }), 'leccion.mp4');
  const r = await fetch(`${admin.url}/api/uploadmultimedia`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  if (!r.ok) throw new Error(`subida → ${r.status} ${await r.text()}`);
  const { newPath } = (await r.json()) as { newPath: string };
  const creada = await admin.pedir<{ data: { _id: string } }>('POST', '/api/multimedias', {
    nombre,
    curso: cursoId,
    file: newPath,
  });
  return { id: creada.data._id, archivo: newPath };
}

/** Learners made one by one (each password hashed), assigned to the courses in one call. */
export async function crearAprendices(
  admin: Cliente,
  prefijo: string,
  n: number,
  cursoIds: string[],
): Promise<{ email: string; id: string }[]> {
  const roles = await admin.pedir<{ data: { _id: string; nombre: string }[] }>(
    'POST',
    '/api/roles/listar',
  );
  const rol = roles.data.find((r) => r.nombre === 'Estudiante')?._id;
  const cuentas = await enParalelo([...Array(n).keys()], 4, async (i) => {
    const email = `${prefijo}${i}@bench.co`;
    const r = await admin.pedir<{ data: { _id: string } }>('POST', '/api/usuarios/nuevo', {
      email,
      nombre: `Aprendiz ${i}`,
      apellidos: 'Bench',
      password: CLAVE_APRENDIZ,
      confirmPassword: CLAVE_APRENDIZ,
      rol,
    });
    return { email, id: r.data._id };
  });
  if (cursoIds.length > 0) {
    await admin.pedir('POST', '/api/usuarios/masivo/cursos', {
      seleccion: { ids: cuentas.map((c) => c.id) },
      cursoIds,
    });
  }
  return cuentas;
}
