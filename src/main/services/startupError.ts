/**
 * One line a person can read in a dialog, from whatever the embedded server threw: never a
 * stack trace. The native-module mismatch gets its own sentence because its raw message
 * (NODE_MODULE_VERSION numbers) means nothing to the person who sees it.
 */
export function describeStartupError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/NODE_MODULE_VERSION|was compiled against a different Node\.js version/.test(message)) {
    return (
      'La base de datos no se pudo abrir: better-sqlite3 está compilado para Node y no para ' +
      'Electron (falta resources/native/better_sqlite3.node; ver docs/desktop.md).'
    );
  }
  const firstLine = message.split(/\r?\n/, 1)[0]?.trim();
  return firstLine ? firstLine : 'Error desconocido al iniciar la plataforma.';
}
