import type { Kiosko } from '@shared/bridge';
import type { BridgeHandlers } from '../bridgeHandlers';

type KioskoHandlers = Pick<BridgeHandlers, 'kiosko.config'>;

/**
 * What the kiosk handler needs: the configuration resolved at start-up by
 * services/kiosko/configuracionKiosko.ts (command line, then kiosko.json, then defaults).
 */
export interface KioskoService {
  config(): Kiosko;
}

export function crearHandlersKiosko(service: KioskoService): KioskoHandlers {
  return {
    'kiosko.config': async () => service.config(),
  };
}
