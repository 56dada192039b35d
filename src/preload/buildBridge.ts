import {
  BRIDGE_CHANNELS,
  ipcChannelOf,
  type BridgeChannel,
  type BridgeEnvelope,
} from '@shared/bridge/channels';
import type { PlatformBridge } from '@shared/bridge/table';

/** Sends one call to the main process; in the preload this is `ipcRenderer.invoke`. */
export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/**
 * Builds `window.platform` from the channel list: `'token.get'` becomes
 * `platform.token.get()`, which invokes `platform:token.get` and unwraps the envelope (an
 * `{ ok: false }` answer rejects with its Spanish message). The object holds these functions
 * and nothing else, frozen, so the page cannot reach any other IPC channel through it.
 */
export function buildBridge(invoke: Invoke): PlatformBridge {
  const areas: Record<string, Record<string, (arg?: unknown) => Promise<unknown>>> = {};
  for (const name of BRIDGE_CHANNELS) {
    const [area, method] = splitName(name);
    const target = (areas[area] ??= {});
    target[method] = (arg?: unknown) => call(invoke, name, arg);
  }
  for (const area of Object.values(areas)) Object.freeze(area);
  // The loop above builds exactly the shape PlatformBridge derives from the same list; the
  // compiler cannot see that through string splitting, hence the cast.
  return Object.freeze(areas) as unknown as PlatformBridge;
}

function splitName(name: BridgeChannel): [string, string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}

async function call(invoke: Invoke, name: BridgeChannel, arg: unknown): Promise<unknown> {
  // No argument is sent as none at all, so main sees exactly what the page passed.
  const answer = (await (arg === undefined
    ? invoke(ipcChannelOf(name))
    : invoke(ipcChannelOf(name), arg))) as BridgeEnvelope<unknown> | undefined;
  if (answer?.ok === true) return answer.value;
  throw new Error(answer?.ok === false ? answer.error : `Respuesta inesperada de ${name}`);
}
