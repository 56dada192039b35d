import { z } from 'zod';
import type { BridgeChannel } from './channels';
import { desktopTable } from './desktop';

export const storedTokenSchema = z.object({
  token: z.string().min(1).max(4096),
  /** Remember-me: false means the token is forgotten when the app closes. */
  recordarme: z.boolean(),
});
export type StoredToken = z.infer<typeof storedTokenSchema>;

/**
 * The bridge table: every capability the renderer may ask of the main process. The
 * preload exposes exactly these as `window.platform.<area>.<method>`, main validates each
 * argument with `args` before its handler runs, and the web adapter implements them with
 * browser storage where it can.
 */
export const bridgeTable = {
  'token.get': { args: z.undefined(), result: storedTokenSchema.nullable() },
  'token.set': { args: storedTokenSchema, result: z.null() },
  'token.clear': { args: z.undefined(), result: z.null() },
  ...desktopTable,
} as const satisfies Record<BridgeChannel, { args: z.ZodType; result: z.ZodType }>;

export type BridgeTable = typeof bridgeTable;
export type BridgeArgs<K extends BridgeChannel> = z.input<BridgeTable[K]['args']>;
export type BridgeResult<K extends BridgeChannel> = z.output<BridgeTable[K]['result']>;

type AreaOf<K> = K extends `${infer A}.${string}` ? A : never;
type MethodOf<K, A extends string> = K extends `${A}.${infer M}` ? M : never;

type BridgeFunction<K extends BridgeChannel> =
  undefined extends BridgeArgs<K>
    ? () => Promise<BridgeResult<K>>
    : (args: BridgeArgs<K>) => Promise<BridgeResult<K>>;

/** The shape of `window.platform`, derived from the table. */
export type PlatformBridge = {
  [A in AreaOf<BridgeChannel>]: {
    [K in BridgeChannel as MethodOf<K, A>]: BridgeFunction<K>;
  };
};
