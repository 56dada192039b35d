import { describe, expect, it } from 'vitest';
import { BRIDGE_CHANNELS, bridgeTable, ipcChannelOf } from '../../../src/shared/bridge';

describe('bridge table', () => {
  it('has schemas for exactly the channels the preload exposes', () => {
    expect(Object.keys(bridgeTable).sort()).toEqual([...BRIDGE_CHANNELS].sort());
  });

  it('names every channel area.method and prefixes its IPC channel', () => {
    for (const name of BRIDGE_CHANNELS) {
      expect(name).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
      expect(ipcChannelOf(name)).toBe(`platform:${name}`);
    }
  });

  it('validates token.set arguments', () => {
    expect(bridgeTable['token.set'].args.safeParse({ token: 't', recordarme: true }).success).toBe(
      true,
    );
    expect(bridgeTable['token.set'].args.safeParse({ token: '', recordarme: true }).success).toBe(
      false,
    );
    expect(bridgeTable['token.set'].args.safeParse({ token: 't' }).success).toBe(false);
  });
});
