/**
 * A whole municipal programme in a migrated database, fast: the data the issue-15 benches
 * (reports, monitor, notifications) measure against.
 *
 *   sembrarPrograma(destino, opciones?) → Promise<ProgramaSembrado>
 *
 *   destino  { db: Kysely<Database>; dialecto: 'sqlite' | 'postgres'; sqlitePath?: string | null }
 *            A database already migrated (migrateToLatest, or a started server: its
 *            `services.db` / `services.dialecto`, and `join(srv.dataDir, SQLITE_FILE)` as
 *            sqlitePath). With sqlitePath on SQLite the rows go through better-sqlite3
 *            prepared statements on a second connection (≈ 2 M rows in well under a minute);
 *            otherwise through Kysely multi-row inserts (PostgreSQL).
 *   opciones (all optional)
 *            aprendices 100_000 · cursos 50 · leccionesPorCurso 20 (±3 per course) ·
 *            centros 40 · municipios 10 · meses 6 (dates over the last months before
 *            `ahora`) · ahora new Date() · semilla 15 (same seed, same programme) ·
 *            passwordHash (defaults to the hash of CLAVE_APRENDIZ) · lote 2_000 learners per
 *            transaction · alAvanzar(hechos) progress callback.
 *
 *   Then rebuilds the report's daily roll-up (`actividad_diaria`, migration 0022) from them.
 *
 *   Writes: learners (`aprendiz{n}@programa.co`, password CLAVE_APRENDIZ, role Estudiante,
 *   customData.institucion.nombrePunto / municipio.nombre), courses with their lessons
 *   (videos with archivos.duracion_ms, PDFs with archivos.paginas, links), one evaluation per
 *   course, 1–3 assignments per learner (usuario_cursos), lesson-by-lesson progress in
 *   order (≈ 2 M `progresos` at the defaults; the last lesson reached is partial), ~70 % of
 *   them with a `multimedia_vistas` row, and for courses finished: 1–2 evaluation attempts,
 *   their grade records and a certificate on approval. Only the roles seeded by migrations
 *   are used; no admin or tutor is made (tests make theirs through the API).
 *
 * CLI: `tsx bench/programa/sembrarPrograma.ts [--aprendices N] [--datos DIR | --url URL]`
 * migrates the target first, then fills it, then prints what it wrote.
 */
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Dialecto } from '../../src/server/db/database';
import { rellenarActividadDiaria } from '../../src/server/db/migrations/0022_informes_actividad';
import type { Database } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/security/passwords';
import { aprendices, emailAprendiz } from './aprendices';
import type { Contexto, Cuentas } from './aprendices';
import { crearEscritor } from './escritor';
import { DIA_MS, azar, catalogo, centros as hacerCentros } from './filas';
import type { Centro, CursoGenerado } from './filas';

export { emailAprendiz };

export const CLAVE_APRENDIZ = 'clave-aprendiz-programa';

export interface DestinoSiembra {
  db: Kysely<Database>;
  dialecto: Dialecto;
  sqlitePath?: string | null;
}

export interface OpcionesSiembra {
  aprendices?: number;
  cursos?: number;
  leccionesPorCurso?: number;
  centros?: number;
  municipios?: number;
  meses?: number;
  ahora?: Date;
  semilla?: number;
  passwordHash?: string;
  lote?: number;
  alAvanzar?: (hechos: number, total: number) => void;
}

export interface ProgramaSembrado {
  cursos: CursoGenerado[];
  centros: Centro[];
  aprendices: number;
  asignaciones: number;
  progresos: number;
  vistas: number;
  intentos: number;
  certificados: number;
  /** The span the activity dates fall in (ISO). */
  desde: string;
  hasta: string;
  /** Email of learner n (0-based). */
  emailAprendiz: (n: number) => string;
}

export async function sembrarPrograma(
  destino: DestinoSiembra,
  opciones: OpcionesSiembra = {},
): Promise<ProgramaSembrado> {
  const total = opciones.aprendices ?? 100_000;
  const rnd = azar(opciones.semilla ?? 15);
  const ahora = (opciones.ahora ?? new Date()).getTime();
  const inicio = ahora - (opciones.meses ?? 6) * 30 * DIA_MS;
  const cat = catalogo(opciones.cursos ?? 50, opciones.leccionesPorCurso ?? 20, rnd);
  const ctx: Contexto = {
    rnd,
    cursos: cat.cursos,
    centros: hacerCentros(opciones.centros ?? 40, opciones.municipios ?? 10),
    ahora,
    inicio,
    hash: opciones.passwordHash ?? (await hashPassword(CLAVE_APRENDIZ)),
    certificado: 0,
  };
  const cuentas: Cuentas = {
    asignaciones: 0,
    progresos: 0,
    vistas: 0,
    intentos: 0,
    certificados: 0,
  };
  const escritor = crearEscritor(destino);
  try {
    await escritor.escribir(cat.filas);
    const lote = opciones.lote ?? 2_000;
    for (let n = 0; n < total; n += lote) {
      await escritor.escribir(aprendices(ctx, n, Math.min(total, n + lote), cuentas));
      opciones.alAvanzar?.(Math.min(total, n + lote), total);
    }
  } finally {
    await escritor.cerrar();
  }
  await numerarCertificados(destino.db, ctx.certificado);
  // The report's daily roll-up, which the server keeps on its write path, from these rows.
  await rellenarActividadDiaria(destino.db);
  return {
    cursos: cat.cursos,
    centros: ctx.centros,
    aprendices: total,
    ...cuentas,
    desde: new Date(inicio).toISOString(),
    hasta: new Date(ahora).toISOString(),
    emailAprendiz,
  };
}

/** The certificate sequence continues after the numbers the generator used. */
async function numerarCertificados(db: Kysely<Database>, ultimo: number) {
  await db
    .insertInto('secuencias')
    .values({ nombre: 'certificados', valor: ultimo })
    .onConflict((oc) => oc.column('nombre').doUpdateSet({ valor: ultimo }))
    .execute();
}

async function cli() {
  const { values } = parseArgs({
    options: {
      aprendices: { type: 'string' },
      datos: { type: 'string' },
      url: { type: 'string' },
    },
  });
  const { openDatabase } = await import('../../src/server/db/database');
  const { migrateToLatest } = await import('../../src/server/db/migrate');
  const handle = openDatabase({
    dataDir: values.datos ?? 'bench-programa',
    databaseUrl: values.url ?? null,
  });
  await migrateToLatest(handle);
  const t0 = performance.now();
  const r = await sembrarPrograma(handle, {
    aprendices: values.aprendices ? Number(values.aprendices) : undefined,
    alAvanzar: (hechos, total) => process.stdout.write(`\r${hechos}/${total} aprendices`),
  });
  const { asignaciones, progresos, vistas, intentos, certificados } = r;
  console.log(
    `\n${r.cursos.length} cursos, ${r.centros.length} centros, ${r.aprendices} aprendices`,
  );
  console.log({ asignaciones, progresos, vistas, intentos, certificados, desde: r.desde });
  console.log(`en ${Math.round(performance.now() - t0)} ms (${handle.dialecto})`);
  await handle.db.destroy();
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  await cli();
}
