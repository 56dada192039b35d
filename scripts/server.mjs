// @ts-check
/**
 * `npm run server`: builds what is missing, then runs the platform server standalone
 * (out/main/server.js) with this environment (PORT, HOST, DATA_DIR, DATABASE_URL, …).
 */
import { join } from 'node:path';
import { ROOT, ensureBuild } from './ensure-build.mjs';
import { runChild } from './run-child.mjs';

await ensureBuild();
runChild(process.execPath, [join(ROOT, 'out', 'main', 'server.js'), ...process.argv.slice(2)], {
  cwd: process.cwd(),
});
