/**
 * The names of the desktop capabilities, free of any library so the sandboxed preload can
 * import them. `bridge/table.ts` gives each one its argument and result schemas.
 */
export const BRIDGE_CHANNELS = [
  'token.get',
  'token.set',
  'token.clear',
  'descargas.listar',
  'descargas.iniciar',
  'descargas.cancelar',
  'descargas.eliminar',
  'offline.guardarCache',
  'offline.leerCache',
  'offline.estado',
  'offline.sincronizar',
  'offline.olvidarUsuario',
  'archivos.guardarPdf',
  'archivos.elegirCsv',
  'archivos.abrir',
  'kiosko.config',
  'conexion.get',
  'conexion.probar',
  'conexion.guardar',
] as const;
export type BridgeChannel = (typeof BRIDGE_CHANNELS)[number];

/** The IPC channel behind a capability; only these are ever registered or invoked. */
export function ipcChannelOf(name: BridgeChannel): string {
  return `platform:${name}`;
}

/** What every bridge call answers over IPC: errors travel as data, not as thrown objects. */
export type BridgeEnvelope<T> = { ok: true; value: T } | { ok: false; error: string };
