/**
 * `npm run respaldo [ARCHIVO]` and `npm run restaurar ARCHIVO` (built as out/main/respaldo.js,
 * subcommands `crear` and `restaurar`). Same environment as the server (DATA_DIR,
 * DATABASE_URL); every refusal is one Spanish line and a non-zero exit.
 */
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { crearRespaldo, nombrePorDefecto } from './crear';
import { RespaldoError } from './errores';
import { restaurarRespaldo } from './restaurar';

const print = (line: string) => process.stdout.write(`${line}\n`);

/** npm runs scripts in the project folder; a path typed by a person is relative to theirs. */
const carpetaDeLaPersona = process.env.INIT_CWD ?? process.cwd();

const USO = 'Uso: npm run respaldo [ARCHIVO.tar.gz]  |  npm run restaurar ARCHIVO.tar.gz';

function config() {
  return loadConfig(process.env, { webDir: null, cwd: process.cwd() });
}

function tamano(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function crear(destino: string | undefined): Promise<void> {
  const c = config();
  // Loaded only here: the server's entry pulls in every module, which restaurar never needs.
  const { VERSION } = await import('../index');
  const ahora = new Date();
  const r = await crearRespaldo({
    dataDir: c.dataDir,
    databaseUrl: c.databaseUrl,
    destino: resolve(carpetaDeLaPersona, destino ?? join('.', nombrePorDefecto(ahora))),
    version: VERSION,
    ahora,
  });
  print(`Respaldo creado: ${r.ruta}`);
  print(
    `  ${r.manifiesto.archivos.length} archivos (base ${r.manifiesto.dialecto === 'sqlite' ? 'SQLite' : 'PostgreSQL'}), ${tamano(r.bytes)}. Guárdelo en lugar seguro: contiene datos personales y secretos.`,
  );
}

async function restaurar(archivo: string | undefined): Promise<void> {
  if (!archivo) throw new RespaldoError(`Falta el archivo de respaldo. ${USO}`);
  const c = config();
  const m = await restaurarRespaldo({
    archivo: resolve(carpetaDeLaPersona, archivo),
    dataDir: c.dataDir,
    databaseUrl: c.databaseUrl,
  });
  const donde = c.databaseUrl ? 'PostgreSQL (DATABASE_URL) y ' : '';
  print(`Respaldo del ${m.creadoEn} (versión ${m.version}) restaurado en ${donde}${c.dataDir}.`);
  print('Inicie el servidor con este mismo entorno (npm run server).');
}

async function main(): Promise<void> {
  const [orden, argumento, sobra] = process.argv.slice(2);
  if (sobra !== undefined) throw new RespaldoError(`Demasiados argumentos. ${USO}`);
  if (orden === 'crear') await crear(argumento);
  else if (orden === 'restaurar') await restaurar(argumento);
  else throw new RespaldoError(USO);
}

main().catch((error: unknown) => {
  const conocido = error instanceof ConfigError || error instanceof RespaldoError;
  process.stderr.write(`${conocido ? '' : 'Error inesperado: '}${(error as Error).message}\n`);
  process.exit(error instanceof ConfigError ? 2 : 1);
});
