import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { precomprimir } from './scripts/precomprimir.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@shared': resolve(root, 'src/shared') };

/**
 * The client is always served by the platform server at `/` (the desktop window loads the
 * embedded server's URL too), so asset URLs must be absolute: a deep link such as
 * /cursos/curso/5 must still find /assets/…. electron-vite forces `base: './'` in
 * production (for file:// loading, which we do not use); this plugin runs after its preset.
 */
function servedFromRoot(): Plugin {
  return { name: 'cf-served-from-root', config: () => ({ base: '/' }) };
}

/**
 * `x.br` and `x.gz` beside each text file of the built client (scripts/precomprimir.mjs), for
 * the server's pre-compressed serving (issue 18, docs/rendimiento-cliente.md).
 */
function precomprimido(): Plugin {
  let dir = '';
  return {
    name: 'cf-precomprimido',
    apply: 'build',
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir);
    },
    // After every file (public/ included) is written.
    async closeBundle() {
      await precomprimir(dir);
    },
  };
}

/**
 * The renderer's own modules that only declare things (components, hooks, styles, slices):
 * when nothing of one is used, the bundler may leave it out, so importing a feature's front
 * door for one hook does not pull its pages into the login path (issue 18). `api.ts` files
 * are kept whole: injecting endpoints into the shared API is their effect. The locales too,
 * so the full set that tests read (i18n/recursos.ts) stays out of the app.
 */
const SIN_EFECTOS_AL_IMPORTAR = [
  { test: /src\/renderer\/i18n\/(recursos\.ts|locales\/)/, sideEffects: false },
  { test: /src\/renderer\/(features|ui)\/.*(?<!\/api)\.tsx?$/, sideEffects: false },
  // The shared API and domain only declare (schemas, routes, rules): the barrel `@shared/api`
  // must not bring every domain's schemas along with the one a screen uses.
  { test: /src\/shared\/(api|domain)\//, sideEffects: false },
  { test: /./, sideEffects: true },
];

/**
 * One build for the three parts of the desktop app plus the standalone server:
 * out/main/index.js (Electron main), out/main/server.js (platform server for plain node),
 * out/preload/index.cjs (sandboxed preload: must be CommonJS), out/renderer (web client).
 */
export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      rolldownOptions: {
        input: {
          index: resolve(root, 'src/main/index.ts'),
          server: resolve(root, 'src/server/cli.ts'),
          respaldo: resolve(root, 'src/server/respaldo/cli.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      rolldownOptions: {
        input: { index: resolve(root, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src/renderer'),
    resolve: { alias },
    plugins: [react(), servedFromRoot(), precomprimido()],
    build: {
      minify: true,
      // Route-level splitting makes the chunks; only pdf.js's worker is over this, on its own.
      chunkSizeWarningLimit: 1300,
      rolldownOptions: {
        input: { index: resolve(root, 'src/renderer/index.html') },
        treeshake: { moduleSideEffects: SIN_EFECTOS_AL_IMPORTAR },
      },
    },
  },
});
