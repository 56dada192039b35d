import {
  BRIDGE_CHANNELS,
  bridgeTable,
  ipcChannelOf,
  type BridgeChannel,
  type BridgeEnvelope,
} from '@shared/bridge';
import type { BridgeHandlers } from '../bridgeHandlers';
import type { IpcInvokeEventLike, IpcMainLike } from './ipcMainLike';

/**
 * Registers one IPC handler per bridge capability, and nothing else. Each call is checked
 * in order: who sent it (only our own pages), its argument (the table's zod schema), then
 * the handler runs and its result is checked too. Every outcome travels back as an
 * envelope; no error escapes to crash the main process or leak a stack to the renderer.
 * Returns a function that removes the handlers again.
 */
export function registerBridgeHandlers(
  ipc: IpcMainLike,
  handlers: BridgeHandlers,
  isTrustedSender: (url: string) => boolean,
): () => void {
  for (const name of BRIDGE_CHANNELS) {
    ipc.handle(ipcChannelOf(name), (event, ...args) =>
      callHandler(name, handlers, isTrustedSender, event, args),
    );
  }
  return () => {
    for (const name of BRIDGE_CHANNELS) ipc.removeHandler(ipcChannelOf(name));
  };
}

async function callHandler(
  name: BridgeChannel,
  handlers: BridgeHandlers,
  isTrustedSender: (url: string) => boolean,
  event: IpcInvokeEventLike,
  args: unknown[],
): Promise<BridgeEnvelope<unknown>> {
  const url = event.senderFrame?.url;
  if (url === undefined || !isTrustedSender(url)) {
    return { ok: false, error: `Origen no autorizado para ${name}` };
  }
  const entry = bridgeTable[name];
  const parsed = args.length <= 1 ? entry.args.safeParse(args[0]) : undefined;
  if (!parsed?.success) return { ok: false, error: `Argumentos inválidos para ${name}` };
  try {
    // The table ties each name to its handler's argument type, but TypeScript cannot follow
    // that through a loop over a union of names; the value was just parsed by this name's
    // own schema, so the call is sound.
    const handler = handlers[name] as (args: unknown) => Promise<unknown>;
    const result = entry.result.safeParse(await handler(parsed.data));
    if (!result.success) return { ok: false, error: `Respuesta inválida de ${name}` };
    return { ok: true, value: result.data };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
