// Types of desktop.mjs for the TypeScript tests (the scripts themselves are plain ESM).
export function displayProblem(
  platform?: NodeJS.Platform,
  env?: Record<string, string | undefined>,
): string | null;
export function electronBinary(): string | null;
export function fetchElectron(
  timeoutMs?: number,
): { ok: true; path: string } | { ok: false; reason: string };
export function prepareDesktop(
  log: (line: string) => void,
): { electron: string } | { reason: string };
