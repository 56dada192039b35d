/**
 * User search at 100,000 users (issue 18, docs/rendimiento-busqueda.md): the seeding the
 * users bench shares (bench/usuarios-listado.ts) and the timed searches the overall bench
 * reports (bench/rendimiento/busqueda.ts). Users are written with batched INSERTs behind the
 * module, so the search text is filled here exactly as the module fills it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ID_ROL_ESTUDIANTE } from '../../src/server/db/migrations/0007_roles_iniciales';
import { textoBusqueda } from '../../src/server/modules/usuarios/busqueda';
import { hashPassword } from '../../src/server/security/passwords';
import type { TestDialect } from '../../tests/server/helpers/databases';
import {
  UBICACION_VALIDA,
  crearCurso,
  crearRol,
  tokenAdmin,
} from '../../tests/server/helpers/cuentas';
import { startTestServer } from '../../tests/server/helpers/testServer';
import type { TestServer } from '../../tests/server/helpers/testServer';

export const USUARIOS = 100_000;
const LOTE = 500;
/** Every tenth user has this role: the 10,000 the bulk deactivation selects by filter. */
export const CADA_MONITOR = 10;

/** One seeded user: a third are 'Muñoz', the rest 'Gómez'; every 7th inactive. */
function usuario(n: number, monitor: string, hash: string, ahora: string, customData: string) {
  const email = `persona${n}@prueba.co`;
  const campos = {
    email_normalizado: email,
    nombre: `Persona${n}`,
    apellidos: n % 3 ? 'Gómez' : 'Muñoz',
    identificacion: String(10_000_000 + ((n * 7919) % USUARIOS)),
  };
  return {
    ...campos,
    id: randomUUID(),
    email,
    busqueda: textoBusqueda(campos),
    tipo_identificacion: 'Cedula ciudadanía',
    password_hash: hash,
    rol_id: n % CADA_MONITOR === 0 ? monitor : ID_ROL_ESTUDIANTE,
    activo: n % 7 ? 1 : 0,
    email_verificado: 1,
    acepta_politicas: 1,
    debe_cambiar_password: 0,
    custom_data: customData,
    foto: null,
    version_token: 0,
    creado_en: ahora,
    actualizado_en: ahora,
    ultimo_ingreso: null,
  } as const;
}

/** 100,000 users; half of them hold one or two of `cursos`. */
export async function llenarUsuarios(
  srv: TestServer,
  monitor: string,
  cursos: readonly string[],
  hash: string,
): Promise<void> {
  const { db } = srv.server.services;
  const ahora = new Date().toISOString();
  const customData = JSON.stringify({ ...UBICACION_VALIDA, tipoRegistro: 'Estudiante' });
  for (let inicio = 0; inicio < USUARIOS; inicio += LOTE) {
    const filas = Array.from({ length: LOTE }, (_, i) =>
      usuario(inicio + i, monitor, hash, ahora, customData),
    );
    await db.insertInto('usuarios').values(filas).execute();
    // Half the users hold one or two courses, so the export writes real course codes.
    const asignaciones = filas
      .filter((_, i) => (inicio + i) % 2 === 0)
      .flatMap((f, i) =>
        cursos
          .slice(0, 1 + (i % 2))
          .map((c) => ({ usuario_id: f.id, curso_id: c, asignado_en: ahora })),
      );
    if (asignaciones.length > 0)
      await db.insertInto('usuario_cursos').values(asignaciones).execute();
  }
}

/** A fresh server of the dialect with the 100,000 users, the monitor role and two courses. */
export async function servidorConUsuarios(
  dialecto: TestDialect,
): Promise<{ srv: TestServer; monitor: string; ms: number }> {
  const srv = await startTestServer(dialecto);
  try {
    const monitor = await crearRol(srv, 'Monitor (banco de pruebas)');
    const cursos = [
      await crearCurso(srv, { codigo: 'SST-01' }),
      await crearCurso(srv, { codigo: 'AUX-02' }),
    ];
    const t0 = performance.now();
    await llenarUsuarios(srv, monitor, cursos, await hashPassword('una-clave-para-todos'));
    const ms = performance.now() - t0;
    // A database that grew to 100,000 users has had autovacuum vacuum and analyze it (an
    // insert-driven vacuum since PostgreSQL 13). A bench that searches a second after
    // loading would otherwise run on the planner's default guesses, read every row's
    // visibility from the heap in what are index-only scans once vacuumed, and could meet
    // the autovacuum worker, which starts within a minute, during the timed searches.
    if (dialecto === 'postgres') {
      await sql`VACUUM ANALYZE usuarios`.execute(srv.server.services.db);
    }
    return { srv, monitor, ms };
  } catch (error) {
    await srv.close();
    throw error;
  }
}

/**
 * The searches of the goal (issue 18: ≤ 50 ms at 100,000 users), terms of 3 characters or
 * more, which the indexes serve: one person by name, email or identification (with and
 * without accents and capitals), a surname a third of the users share (a deep page), and a
 * search under the role and state filters.
 */
export function busquedas(monitor: string): Record<string, Record<string, unknown>> {
  return {
    'nombre "persona4242"': { buscar: 'persona4242' },
    'nombre y apellido "PERSONA4242 GOMEZ"': { buscar: 'PERSONA4242 GOMEZ' },
    'email "4242@prueba"': { buscar: '4242@prueba' },
    'identificación "10012345"': { buscar: '10012345' },
    'apellido "muñoz" (33.334), página 50': { buscar: 'muñoz', pagina: 50 },
    'apellido "MUNOZ" (33.334), página 1 por nombre': {
      buscar: 'MUNOZ',
      ordenarPor: 'nombre',
      direccion: 'asc',
    },
    'rol + activos + "persona1"': { buscar: 'persona1', rol: monitor, activo: true },
  };
}

/**
 * 1–2 character terms, which no trigram index can serve (docs/rendimiento-busqueda.md):
 * reported apart, as what the first keystrokes of a search cost.
 */
export function busquedasCortas(): Record<string, Record<string, unknown>> {
  return {
    '2 caracteres "z9" (ninguno)': { buscar: 'z9' },
    '2 caracteres "Ñ4" (muchos)': { buscar: 'Ñ4' },
    '1 carácter "7"': { buscar: '7' },
  };
}

/** Median over repeated requests, after one warm-up, of each body; every sample kept. */
export async function medirBusquedas(
  srv: TestServer,
  token: string,
  cuerpos: Record<string, Record<string, unknown>>,
  repeticiones: number,
): Promise<Map<string, number[]>> {
  const tiempos = new Map<string, number[]>();
  for (const [nombre, body] of Object.entries(cuerpos)) {
    await srv.request('POST', '/api/usuarios/listar', { body, token });
    const muestras: number[] = [];
    for (let i = 0; i < repeticiones; i++) {
      const t = performance.now();
      const res = await srv.request('POST', '/api/usuarios/listar', { body, token });
      muestras.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${nombre}: ${res.status}`);
    }
    tiempos.set(nombre, muestras);
  }
  return tiempos;
}

export function percentil(valores: readonly number[], p: number): number {
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.ceil((p / 100) * orden.length) - 1)] ?? 0;
}

export interface Cifras {
  p50: number;
  p99: number;
  consultas: string[];
}

function cifras(tiempos: Map<string, number[]>): Cifras {
  const todas = [...tiempos.values()].flat();
  return { p50: percentil(todas, 50), p99: percentil(todas, 99), consultas: [...tiempos.keys()] };
}

/**
 * "Search at 100k users" on one dialect, for the overall bench: seeds a fresh database
 * (PostgreSQL: a new database on TEST_DATABASE_URL's server, or on `urlPg`), then times each
 * search of `busquedas` 9 times over HTTP; p50 and p99 are over every sample. `cortas`: the
 * same for `busquedasCortas`, outside the goal.
 */
export async function medirBusquedaUsuarios(
  dialecto: TestDialect,
  urlPg: string | null = null,
): Promise<Cifras & { cortas: Cifras }> {
  if (dialecto === 'postgres' && urlPg) process.env.TEST_DATABASE_URL ??= urlPg;
  const { srv, monitor } = await servidorConUsuarios(dialecto);
  try {
    const token = await tokenAdmin(srv);
    // One untimed round first: right after the load, PostgreSQL's buffers do not yet hold
    // the indexes and rows the searches read, and the first round runs 2–4× slower than
    // every later one (measured, docs/rendimiento-busqueda.md). A server in use has them.
    await medirBusquedas(srv, token, busquedas(monitor), 3);
    const largas = await medirBusquedas(srv, token, busquedas(monitor), 9);
    const cortas = await medirBusquedas(srv, token, busquedasCortas(), 9);
    return { ...cifras(largas), cortas: cifras(cortas) };
  } finally {
    await srv.close();
  }
}
