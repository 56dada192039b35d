/**
 * The users list, export and bulk actions at 100,000 users (issue 8): fills a fresh
 * database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) with batched INSERTs and
 * one precomputed password hash, then times over HTTP: first and deep pages, every sort,
 * searches, role and state filters, the export of every user, and deactivating 10,000
 * users selected by filter. Prints figures; never fails on a time.
 * Run: `npm run bench:usuarios`.
 */
import { randomUUID } from 'node:crypto';
import { CAMPOS_ORDEN_USUARIOS } from '../src/shared/api/usuarios';
import { ID_ROL_ESTUDIANTE } from '../src/server/db/migrations/0007_roles_iniciales';
import { hashPassword } from '../src/server/security/passwords';
import { testDialects } from '../tests/server/helpers/databases';
import {
  UBICACION_VALIDA,
  crearCurso,
  crearRol,
  tokenAdmin,
} from '../tests/server/helpers/cuentas';
import { startTestServer } from '../tests/server/helpers/testServer';
import type { TestServer } from '../tests/server/helpers/testServer';

const USUARIOS = 100_000;
const LOTE = 500;
/** Every tenth user has this role: the 10,000 the bulk deactivation selects by filter. */
const CADA_MONITOR = 10;

async function llenar(srv: TestServer, monitor: string, cursos: string[], hash: string) {
  const { db } = srv.server.services;
  const ahora = new Date().toISOString();
  const customData = JSON.stringify({ ...UBICACION_VALIDA, tipoRegistro: 'Estudiante' });
  for (let inicio = 0; inicio < USUARIOS; inicio += LOTE) {
    const filas = Array.from({ length: LOTE }, (_, i) => {
      const n = inicio + i;
      const email = `persona${n}@prueba.co`;
      return {
        id: randomUUID(),
        email,
        email_normalizado: email,
        nombre: `Persona${n}`,
        apellidos: n % 3 ? 'Gómez' : 'Muñoz',
        tipo_identificacion: 'Cedula ciudadanía',
        identificacion: String(10_000_000 + ((n * 7919) % USUARIOS)),
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
      };
    });
    await db.insertInto('usuarios').values(filas).execute();
    // Half the users hold one or two courses, so the export writes real course codes.
    const asignaciones = filas
      .filter((_, i) => (inicio + i) % 2 === 0)
      .flatMap((f, i) =>
        cursos
          .slice(0, 1 + (i % 2))
          .map((c) => ({ usuario_id: f.id, curso_id: c, asignado_en: ahora })),
      );
    await db.insertInto('usuario_cursos').values(asignaciones).execute();
  }
}

function consultas(monitor: string): Record<string, unknown> {
  const ordenes = Object.fromEntries(
    CAMPOS_ORDEN_USUARIOS.flatMap((campo) => [
      [`orden ${campo} asc, página 1`, { ordenarPor: campo, direccion: 'asc' }],
      [`orden ${campo} desc, página 500`, { ordenarPor: campo, direccion: 'desc', pagina: 500 }],
    ]),
  );
  return {
    'primera página (por defecto)': {},
    'página profunda 9.000 de 10': { pagina: 9000 },
    ...ordenes,
    'buscar nombre "persona4242"': { buscar: 'persona4242' },
    'buscar email "4242@prueba"': { buscar: '4242@prueba' },
    'buscar identificación "10012345"': { buscar: '10012345' },
    'buscar "muñoz", página 50': { buscar: 'muñoz', pagina: 50 },
    'filtro rol (10.000), página 1': { rol: monitor },
    'filtro rol + orden nombre asc, página 100': {
      rol: monitor,
      ordenarPor: 'nombre',
      direccion: 'asc',
      pagina: 100,
    },
    'filtro inactivos, página 1': { activo: false },
    'filtro rol + activos + buscar': { rol: monitor, activo: true, buscar: 'persona1' },
  };
}

async function medir(srv: TestServer, token: string, body: unknown): Promise<number> {
  await srv.request('POST', '/api/usuarios/listar', { body, token }); // warm-up
  const tiempos: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const res = await srv.request('POST', '/api/usuarios/listar', { body, token });
    tiempos.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${JSON.stringify(body)}: ${res.status}`);
  }
  return tiempos.sort((a, b) => a - b)[2] ?? 0;
}

async function exportarTodo(srv: TestServer, token: string) {
  const t = performance.now();
  const res = await fetch(`${srv.url}/api/usuarios/exportar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - t;
  const filas = USUARIOS + 1; // + the first administrador
  console.log(
    `  exportar todo (${filas} filas, ${(bytes / 1e6).toFixed(1)} MB): ${ms.toFixed(0)} ms`,
  );
}

async function desactivarPorFiltro(srv: TestServer, token: string, monitor: string) {
  const filtro = { rol: monitor };
  const t = performance.now();
  const res = await srv.request('POST', '/api/usuarios/masivo/estado', {
    token,
    body: { seleccion: { filtro, total: USUARIOS / CADA_MONITOR }, activo: false },
  });
  const ms = performance.now() - t;
  console.log(
    `  desactivar 10.000 por filtro: ${ms.toFixed(0)} ms → ${JSON.stringify(res.body).slice(0, 80)}`,
  );
}

const hash = await hashPassword('una-clave-para-todos');
for (const dialect of testDialects()) {
  const srv = await startTestServer(dialect);
  try {
    const monitor = await crearRol(srv, 'Monitor (banco de pruebas)');
    const cursos = [
      await crearCurso(srv, { codigo: 'SST-01' }),
      await crearCurso(srv, { codigo: 'AUX-02' }),
    ];
    const t0 = performance.now();
    await llenar(srv, monitor, cursos, hash);
    console.log(`${dialect}: ${USUARIOS} usuarios en ${Math.round(performance.now() - t0)} ms`);
    const token = await tokenAdmin(srv);
    for (const [nombre, body] of Object.entries(consultas(monitor))) {
      console.log(`  ${nombre}: mediana ${(await medir(srv, token, body)).toFixed(1)} ms`);
    }
    await exportarTodo(srv, token);
    await desactivarPorFiltro(srv, token, monitor);
  } finally {
    await srv.close();
  }
}
