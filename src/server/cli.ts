/**
 * `npm run server`: the platform server standalone. Reads the environment, prints the URL
 * (and generated admin credentials once), stops gracefully on SIGTERM/SIGINT, and exits
 * with a one-line message and a non-zero code on bad configuration.
 */
import { fileURLToPath } from 'node:url';
import { ConfigError, StartupError, loadConfig, startServer } from './index';
import type { RunningServer } from './index';

const print = (line: string) => process.stdout.write(`${line}\n`);

function fail(error: unknown): never {
  if (error instanceof ConfigError || error instanceof StartupError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(error instanceof ConfigError ? 2 : 1);
  }
  process.stderr.write(
    `Error inesperado al iniciar el servidor: ${(error as Error)?.message ?? error}\n`,
  );
  process.exit(1);
}

function stopOnSignals(server: RunningServer) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    print(`Recibido ${signal}: cerrando el servidor…`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // A closed terminal (npm run server forwards it): close cleanly rather than die mid-request.
  process.on('SIGHUP', stop);
}

async function main() {
  // Built as out/main/server.js: the web client sits at out/renderer.
  const webDir = fileURLToPath(new URL('../renderer', import.meta.url));
  const config = loadConfig(process.env, { webDir, cwd: process.cwd() });
  const server = await startServer({ config, print });
  stopOnSignals(server);
  if (server.initialAdmin) {
    const { email, password, generated } = server.initialAdmin;
    print(`Administrador inicial creado: ${email}`);
    if (generated) print(`Contraseña generada (se muestra una sola vez): ${password}`);
  }
  print(
    `Servidor escuchando en ${server.url}/ (datos en ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`,
  );
}

main().catch(fail);
