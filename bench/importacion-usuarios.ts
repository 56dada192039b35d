/**
 * The users import at scale (issue 8): on a fresh temporary SQLite server, imports N
 * generated users (default 10,000; `npx tsx bench/importacion-usuarios.ts 2000`) through
 * the real commit job at the real scrypt cost, and prints its total, hash-phase and
 * write-phase times next to the pure hashing time of N passwords on this same machine —
 * with the worker-thread pool and with plain `Promise.all(hashPassword)` (libuv's pool).
 * Prints figures; never fails on a time. Run: `npm run bench:importacion`.
 */
import { availableParallelism } from 'node:os';
import { claveCredenciales } from '../src/server/modules/importacion/credenciales';
import { leerCsv } from '../src/server/modules/importacion/csv';
import { TrabajoImportacion } from '../src/server/modules/importacion/job';
import { LotesRepository } from '../src/server/modules/importacion/loteRepository';
import { resultadoParaGuardar } from '../src/server/modules/importacion/resultado';
import { validarImportacion } from '../src/server/modules/importacion/validacion';
import { PoolHash } from '../src/server/security/hashMasivo';
import { hashPassword } from '../src/server/security/passwords';
import { crearCurso, idAdmin } from '../tests/server/helpers/cuentas';
import { startTestServer } from '../tests/server/helpers/testServer';
import { csvGrande } from '../tests/server/fixtures/importacion/archivos';

const N = Number(process.argv[2] ?? 10_000);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

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
    const fin = await trabajo.terminado;
    const total = performance.now() - inicio;
    const creados = (await lotes.fila(loteId))?.creados ?? 0;
    console.log(
      `Importación de ${N} usuarios (SQLite, ${availableParallelism()} núcleos): ${fin}, ${creados} creados`,
    );
    console.log(`  leer + validar + guardar la simulación: ${s(validado - inicio)}`);
    console.log(`  fase hash (pool de workers):            ${s(trabajo.tiempos.hashMs)}`);
    console.log(`  fase escritura (una transacción):       ${s(trabajo.tiempos.escrituraMs)}`);
    console.log(`  total:                                  ${s(total)}`);
  } finally {
    await srv.close();
  }
}

async function soloHash(): Promise<void> {
  const passwords = Array.from({ length: N }, (_, i) => `clave-de-prueba-${i}`);
  const pool = new PoolHash();
  try {
    const t0 = performance.now();
    await pool.hashear(passwords);
    console.log(
      `Hash puro de ${N} contraseñas, PoolHash (worker threads):     ${s(performance.now() - t0)}`,
    );
  } finally {
    await pool.cerrar();
  }
  const t1 = performance.now();
  await Promise.all(passwords.map((p) => hashPassword(p)));
  console.log(
    `Hash puro de ${N} contraseñas, Promise.all(hashPassword):    ${s(performance.now() - t1)}`,
  );
}

await importar();
await soloHash();
