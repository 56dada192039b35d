import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app } from 'electron';
import { loadConfig, startServer, type RunningServer } from '../server/index';

/** out/main/ — this file is bundled into out/main/index.js (ESM, so no __dirname). */
const mainDir = fileURLToPath(new URL('.', import.meta.url));

export const preloadPath = join(mainDir, '../preload/index.cjs');
/** The built web client; the centre-mode shell serves it too. */
export const webDir = join(mainDir, '../renderer');

/**
 * Starts the platform server inside the main process ("local mode"): SQLite in
 * `<userData>/data`, a free port on 127.0.0.1 only (nothing on the network can reach it),
 * and the built web client at `/`. Throws what startServer throws; the caller turns it
 * into one line for a dialog.
 */
export async function startEmbeddedServer(): Promise<RunningServer> {
  const userData = app.getPath('userData');
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(userData, 'data'),
      // Request logs of a single-user desktop are noise; LOG_LEVEL still turns them on.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // `npm start -- --demo`: seed the demo course into this app's own data folder.
      SEMBRAR_DEMO: process.env.SEMBRAR_DEMO,
      // On an empty database the first start asks for the administrator (/instalacion)
      // instead of generating one and showing its password in a dialog.
      PRIMER_ADMIN_INTERACTIVO: '1',
    },
    { webDir, cwd: userData },
  );
  return startServer({
    config,
    print: (line) => console.log(line),
  });
}
