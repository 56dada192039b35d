// Types of ensure-build.mjs for the TypeScript tests (the scripts themselves are plain ESM).
export const ROOT: string;
export const OUTPUTS: readonly string[];
export const SOURCES: readonly string[];
export const STAMP: string;
export function newestMtime(root: string, paths: readonly string[]): number;
export function needsBuild(options: {
  root: string;
  outputs?: readonly string[];
  sources?: readonly string[];
  stamp?: string;
}): { build: true; reason: string } | { build: false };
export function ensureBuild(options?: {
  root?: string;
  log?: (line: string) => void;
}): Promise<void>;
export function build(options?: { root?: string; args?: readonly string[] }): Promise<void>;
