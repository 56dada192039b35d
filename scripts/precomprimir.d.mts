// Types of precomprimir.mjs for the TypeScript config and tests (the script is plain ESM).
export const EXTENSIONES: readonly string[];
export const MINIMO_BYTES: number;
export function precomprimir(
  dir: string,
): Promise<{ archivo: string; bytes: number; br: number | null; gz: number | null }[]>;
