import type { z } from 'zod';
import type { BridgeChannel, BridgeResult, BridgeTable } from '@shared/bridge';
import type { TokenStore } from './services/tokenStore';

/**
 * One handler per bridge capability, typed from the shared table: adding a channel there
 * makes the compiler ask for its handler here. Handlers receive already-validated arguments.
 */
export type BridgeHandlers = {
  [K in BridgeChannel]: (args: z.output<BridgeTable[K]['args']>) => Promise<BridgeResult<K>>;
};

/** The services the handlers are made of; each is a plain Node class testable without Electron. */
export interface BridgeServices {
  tokenStore: TokenStore;
}

export function createBridgeHandlers({ tokenStore }: BridgeServices): BridgeHandlers {
  return {
    'token.get': async () => tokenStore.get(),
    'token.set': async (token) => {
      tokenStore.set(token);
      return null;
    },
    'token.clear': async () => {
      tokenStore.clear();
      return null;
    },
  };
}
