/**
 * The users import at scale (issue 8): on a fresh temporary SQLite server, imports N
 * generated users (default 10,000; `npx tsx bench/importacion-usuarios.ts 2000`) through
 * the real commit job at the real scrypt cost, and prints its total, hash-phase and
 * write-phase times next to the pure hashing time of N passwords on this same machine —
 * with the worker-thread pool and with plain `Promise.all(hashPassword)` (libuv's pool).
 * Prints figures; never fails on a time. Run: `npm run bench:importacion`.
 */
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { claveCredenciales } from '../src/server/modules/importacion/credenciales';
import { leerCsv } from '../src/server/modules/importacion/csv';
import { TrabajoImportacion } from '../src/server/modules/importacion/job';
import { LotesRepository } from '../src/server/modules/importacion/repositoryLotes';
import { resultadoParaGuardar } from '../src/server/modules/importacion/resultado';
import { validarImportacion } from '../src/server/modules/importacion/validacion';
import { PoolHash } from '../src/server/security/hashMasivo';
import { hashPassword } from '../src/server/security/passwords';
import { crearCurso, idAdmin } from '../tests/server/helpers/cuentas';
import { startTestServer } from '../tests/server/helpers/testServer';
import { csvGrande } from '../tests/server/fixtures/importacion/archivos';

const N = Number(process.argv[2] ?? 10_000);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * "The server stays responsive during an import": while hashing runs, something the rest
 * of the server does (an HTTP request, a file-system call — fs runs on libuv's thread
 * pool, the pool async scrypt would fill) is timed every 100 ms.
 */
function muestrear(accion: () => Promise<unknown>): () => string {
  const tiempos: number[] = [];
  let activo = true;
  const bucle = async () => {
    while (activo) {
      const t0 = performance.now();
      await accion();
      tiempos.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const corriendo = bucle();
  return () => {
    activo = false;
    void corriendo;
    const orden = [...tiempos].sort((a, b) => a - b);
    const p = (q: number) => (orden[Math.floor(q * (orden.length - 1))] ?? 0).toFixed(1);
    return `${orden.length} muestras, mediana ${p(0.5)} ms, p99 ${p(0.99)} ms, máx ${p(1)} ms`;
  };
}

async function importar(): Promise<void> {
  const srv = await startTestServer('sqlite');
  try {
    for (const codigo of ['INF-01', 'INF-02', 'OFI-01']) await crearCurso(srv, { codigo });
    const { db } = srv.server.services;
    const inicio = performance.now();
    const leido = leerCsv(csvGrande(N));
    if (!leido.ok) throw new Error(leido.error);
    const importadorId = await idAdmin(srv);
    const validacion = await validarImportacion(db, leido.filas, {
      importadorId,
      importadorEsAdministrador: true,
    });
    const lotes = new LotesRepository(db);
    const loteId = await lotes.crear({
      usuarioId: importadorId,
      archivoNombre: 'bench.csv',
      reemplazarCursos: false,
      leido,
      validacion,
      resultado: resultadoParaGuardar(leido, validacion),
    });
    const validado = performance.now();
    await lotes.marcarEnCurso(loteId, 'soloNuevos', N);
    const trabajo = TrabajoImportacion.iniciar(
      {
        db,
        hasher: srv.server.services.hashMasivo,
        clave: claveCredenciales(new TextEncoder().encode('secreto-del-bench-de-32-caracteres!')),
      },
      { loteId, modo: 'soloNuevos', reemplazarCursos: false, filas: validacion.filas },
    );
    const http = muestrear(() => srv.request('GET', '/health'));
    const fs = muestrear(() => stat(srv.dataDir));
    const fin = await trabajo.terminado;
    const total = performance.now() - inicio;
    const [latenciaHttp, latenciaFs] = [http(), fs()];
    const creados = (await lotes.fila(loteId))?.creados ?? 0;
    console.log(
      `Importación de ${N} usuarios (SQLite, ${availableParallelism()} núcleos): ${fin}, ${creados} creados`,
    );
    console.log(`  leer + validar + guardar la simulación: ${s(validado - inicio)}`);
    console.log(`  fase hash (pool de workers):            ${s(trabajo.tiempos.hashMs)}`);
    console.log(`  fase escritura (una transacción):       ${s(trabajo.tiempos.escrituraMs)}`);
    console.log(`  total:                                  ${s(total)}`);
    console.log(`  GET /health durante la importación:     ${latenciaHttp}`);
    console.log(`  fs.stat durante la importación:         ${latenciaFs}`);
  } finally {
    await srv.close();
  }
}

async function soloHash(): Promise<void> {
  const passwords = Array.from({ length: N }, (_, i) => `clave-de-prueba-${i}`);
  const pool = new PoolHash();
  try {
    const t0 = performance.now();
    const fs = muestrear(() => stat(process.cwd()));
    await pool.hashear(passwords);
    console.log(
      `Hash puro de ${N} contraseñas, PoolHash (worker threads):     ${s(performance.now() - t0)}`,
    );
    console.log(`  fs.stat mientras tanto: ${fs()}`);
  } finally {
    await pool.cerrar();
  }
  const t1 = performance.now();
  const fs = muestrear(() => stat(process.cwd()));
  await Promise.all(passwords.map((p) => hashPassword(p)));
  console.log(
    `Hash puro de ${N} contraseñas, Promise.all(hashPassword):    ${s(performance.now() - t1)}`,
  );
  console.log(`  fs.stat mientras tanto: ${fs()}`);
}

await importar();
await soloHash();
