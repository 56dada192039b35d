import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@shared': resolve(root, 'src/shared') };

/**
 * One build for the three parts of the desktop app plus the standalone server:
 * out/main/index.js (Electron main), out/main/server.js (platform server for plain node),
 * out/preload/index.cjs (sandboxed preload: must be CommonJS), out/renderer (web client).
 */
export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      rollupOptions: {
        input: {
          index: resolve(root, 'src/main/index.ts'),
          server: resolve(root, 'src/server/cli.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      rollupOptions: {
        input: { index: resolve(root, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src/renderer'),
    resolve: { alias },
    plugins: [react()],
    build: {
      rollupOptions: { input: { index: resolve(root, 'src/renderer/index.html') } },
    },
  },
});
