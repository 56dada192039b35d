import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

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
    plugins: [react(), servedFromRoot()],
    build: {
      minify: true,
      rolldownOptions: { input: { index: resolve(root, 'src/renderer/index.html') } },
    },
  },
});
