/**
 * The users list, export and bulk actions at 100,000 users (issue 8): fills a fresh
 * database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) with batched INSERTs and
 * one precomputed password hash (bench/lib/busquedaUsuarios.ts, which also fills the search
 * text as the app does), then times over HTTP: first and deep pages, every sort, role and
 * state filters, the searches of issue 18 (docs/rendimiento-busqueda.md), the export of
 * every user, and deactivating 10,000 users selected by filter. Prints figures; never
 * fails on a time.
 * Run: `npm run bench:usuarios`.
 */
import { CAMPOS_ORDEN_USUARIOS } from '../src/shared/api/usuarios';
import { testDialects } from '../tests/server/helpers/databases';
import { tokenAdmin } from '../tests/server/helpers/cuentas';
import type { TestServer } from '../tests/server/helpers/testServer';
import {
  CADA_MONITOR,
  USUARIOS,
  busquedas,
  busquedasCortas,
  medirBusquedas,
  percentil,
  servidorConUsuarios,
} from './lib/busquedaUsuarios';

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
    'filtro rol (10.000), página 1': { rol: monitor },
    'filtro rol + orden nombre asc, página 100': {
      rol: monitor,
      ordenarPor: 'nombre',
      direccion: 'asc',
      pagina: 100,
    },
    'filtro inactivos, página 1': { activo: false },
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

/** The searches (bench/lib/busquedaUsuarios.ts, what `npm run bench` reports): each, then all. */
async function buscar(
  srv: TestServer,
  token: string,
  cuerpos: Record<string, Record<string, unknown>>,
) {
  const tiempos = await medirBusquedas(srv, token, cuerpos, 9);
  for (const [nombre, muestras] of tiempos) {
    console.log(`  buscar ${nombre}: mediana ${percentil(muestras, 50).toFixed(1)} ms`);
  }
  const todas = [...tiempos.values()].flat();
  const p50 = percentil(todas, 50).toFixed(1);
  const p99 = percentil(todas, 99).toFixed(1);
  console.log(`  → ${todas.length} muestras: p50 ${p50} ms, p99 ${p99} ms`);
}

for (const dialect of testDialects()) {
  const { srv, monitor, ms } = await servidorConUsuarios(dialect);
  try {
    console.log(`${dialect}: ${USUARIOS} usuarios en ${Math.round(ms)} ms`);
    const token = await tokenAdmin(srv);
    for (const [nombre, body] of Object.entries(consultas(monitor))) {
      console.log(`  ${nombre}: mediana ${(await medir(srv, token, body)).toFixed(1)} ms`);
    }
    await buscar(srv, token, busquedas(monitor));
    await buscar(srv, token, busquedasCortas());
    await exportarTodo(srv, token);
    await desactivarPorFiltro(srv, token, monitor);
  } finally {
    await srv.close();
  }
}
