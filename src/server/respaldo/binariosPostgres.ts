import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { RespaldoError } from './errores';

export type HerramientaPostgres = 'pg_dump' | 'pg_restore';

export interface Binario {
  ruta: string;
  mayor: number;
  texto: string;
}

/** Where Debian/Ubuntu install each client version side by side. */
const CARPETAS_DEBIAN = '/usr/lib/postgresql';

function ejecutable(ruta: string): boolean {
  try {
    accessSync(ruta, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Every copy of the tool on PATH and under /usr/lib/postgresql/<version>/bin. */
export function candidatos(
  herramienta: HerramientaPostgres,
  path = process.env.PATH ?? '',
): string[] {
  const nombre = process.platform === 'win32' ? `${herramienta}.exe` : herramienta;
  const carpetas = path.split(delimiter).filter((c) => c !== '');
  try {
    for (const v of readdirSync(CARPETAS_DEBIAN)) carpetas.push(join(CARPETAS_DEBIAN, v, 'bin'));
  } catch {
    // Not Debian-like: PATH is all there is.
  }
  const rutas = carpetas.map((c) => join(c, nombre)).filter(ejecutable);
  return [...new Set(rutas)];
}

/** "pg_dump (PostgreSQL) 15.18 (Debian …)" → 15; null when it does not answer so. */
export function versionDe(ruta: string): Binario | null {
  const r = spawnSync(ruta, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const m = /\(PostgreSQL\)\s+((\d+)(?:\.\d+)*)/.exec(r.stdout ?? '');
  if (r.status !== 0 || !m?.[1] || !m[2]) return null;
  return { ruta, mayor: Number(m[2]), texto: m[1] };
}

/**
 * The tool for a server of major version `mayor`: the same major if installed (its output
 * is what that server's own tools would make), else the oldest newer one (pg_dump reads
 * older servers, never newer ones). A clear Spanish error when there is none.
 */
export function elegirBinario(
  herramienta: HerramientaPostgres,
  mayor: number,
  encontrados: readonly Binario[],
): Binario {
  const iguales = encontrados.find((b) => b.mayor === mayor);
  if (iguales) return iguales;
  const nuevos = encontrados.filter((b) => b.mayor > mayor).sort((a, b) => a.mayor - b.mayor);
  if (nuevos[0]) return nuevos[0];
  const paquete = `postgresql-client-${mayor}`;
  if (encontrados.length === 0) {
    throw new RespaldoError(
      `No se encontró ${herramienta} (ni en el PATH ni en ${CARPETAS_DEBIAN}/*/bin): instale el cliente de PostgreSQL ${mayor} (en Debian: apt install ${paquete}).`,
    );
  }
  const versiones = encontrados.map((b) => b.texto).join(', ');
  throw new RespaldoError(
    `${herramienta} ${versiones} es más antiguo que el servidor PostgreSQL ${mayor}: instale ${paquete}.`,
  );
}

export function buscarBinario(herramienta: HerramientaPostgres, mayor: number): Binario {
  const encontrados = candidatos(herramienta)
    .map(versionDe)
    .filter((b): b is Binario => b !== null);
  return elegirBinario(herramienta, mayor, encontrados);
}
