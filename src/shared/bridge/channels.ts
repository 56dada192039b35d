/**
 * The names of the desktop capabilities, free of any library so the sandboxed preload can
 * import them. `bridge/table.ts` gives each one its argument and result schemas.
 */
export const BRIDGE_CHANNELS = ['token.get', 'token.set', 'token.clear'] as const;
export type BridgeChannel = (typeof BRIDGE_CHANNELS)[number];

/** The IPC channel behind a capability; only these are ever registered or invoked. */
export function ipcChannelOf(name: BridgeChannel): string {
  return `platform:${name}`;
}

/** What every bridge call answers over IPC: errors travel as data, not as thrown objects. */
export type BridgeEnvelope<T> = { ok: true; value: T } | { ok: false; error: string };
