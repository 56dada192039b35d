import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const NATIVE_BINDING_FILE = 'better_sqlite3.node';

/**
 * Finds a better-sqlite3 binary built for Electron's ABI. The copy in node_modules is built
 * for Node (the server and the tests use it) and cannot load inside Electron, so the desktop
 * app looks for its own: `process.resourcesPath/native/` when packaged (electron-builder puts
 * it there), `<project>/resources/native/` in development (scripts/fetch-native.mjs).
 * Undefined: none found, the server falls back to the node_modules copy.
 */
export function findNativeBinding(where: {
  isPackaged: boolean;
  resourcesPath: string;
  appPath: string;
}): string | undefined {
  const folder = where.isPackaged
    ? join(where.resourcesPath, 'native')
    : join(where.appPath, 'resources', 'native');
  const candidate = join(folder, NATIVE_BINDING_FILE);
  return existsSync(candidate) ? candidate : undefined;
}
