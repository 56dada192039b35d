/**
 * One line a person can read in a dialog, from whatever the embedded server threw: never a
 * stack trace. The native-module mismatch gets its own sentence because its raw message
 * (NODE_MODULE_VERSION numbers) means nothing to the person who sees it. better-sqlite3's
 * prebuilt binary is Node-API (one file for Node and Electron), so this now only happens
 * with a stale binary compiled by hand into node_modules/better-sqlite3/build.
 */
export function describeStartupError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/NODE_MODULE_VERSION|was compiled against a different Node\.js version/.test(message)) {
    return (
      'La base de datos no se pudo abrir: better-sqlite3 está compilado para otra versión ' +
      'de Node o Electron (reinstale las dependencias con npm install; ver docs/desktop.md).'
    );
  }
  const firstLine = message.split(/\r?\n/, 1)[0]?.trim();
  return firstLine ? firstLine : 'Error desconocido al iniciar la plataforma.';
}
