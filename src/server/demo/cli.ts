/**
 * `npm run seed:demo`: creates the demo course in the database of this environment
 * (DATA_DIR or DATABASE_URL, as `npm run server` would use) and exits. It starts the real
 * server on a free loopback port for a moment, so migrations, the first administrator and
 * the seeding run exactly as at a normal start with SEMBRAR_DEMO=1.
 */
import { fileURLToPath } from 'node:url';
import { ConfigError, StartupError, loadConfig, startServer } from '../index';

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const webDir = fileURLToPath(new URL('../../../out/renderer', import.meta.url));
  const config = loadConfig(
    { ...process.env, PORT: '0', HOST: '127.0.0.1', SEMBRAR_DEMO: '1', LOG_LEVEL: 'warn' },
    { webDir, cwd: process.cwd() },
  );
  const server = await startServer({
    config,
    // The web client is irrelevant here: its "not found" notice would only confuse.
    print: (linea) => {
      if (!linea.startsWith('Aviso:')) print(linea);
    },
  });
  try {
    if (server.initialAdmin) {
      const { email, password, generated } = server.initialAdmin;
      print(`Administrador inicial creado: ${email}`);
      if (generated) print(`Contraseña generada (se muestra una sola vez): ${password}`);
    }
    print(`Datos en ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  const conocido = error instanceof ConfigError || error instanceof StartupError;
  process.stderr.write(`${conocido ? '' : 'Error inesperado: '}${(error as Error).message}\n`);
  process.exit(error instanceof ConfigError ? 2 : 1);
});
