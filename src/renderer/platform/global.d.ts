import type { PlatformBridge } from '@shared/bridge';

declare global {
  interface Window {
    /** Set by the Electron preload (src/preload); absent in a plain browser. */
    platform?: PlatformBridge;
  }
}

export {};
