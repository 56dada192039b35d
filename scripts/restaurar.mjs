// @ts-check
/**
 * `npm run restaurar ARCHIVO`: builds what is missing, then restores a backup archive into
 * the empty DATA_DIR and database of this environment (out/main/respaldo.js restaurar).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureBuild } from './ensure-build.mjs';
import { runChild } from './run-child.mjs';

// Awaited: the build runs as a child that a Ctrl-C must reach too.
await ensureBuild();
const entrada = join(ROOT, 'out', 'main', 'respaldo.js');
if (!existsSync(entrada)) {
  // A build from before this entry existed that is otherwise up to date.
  console.error(`Falta ${entrada}: ejecute npm run build.`);
  process.exit(1);
}
runChild(process.execPath, [entrada, 'restaurar', ...process.argv.slice(2)], {
  cwd: process.cwd(),
});
