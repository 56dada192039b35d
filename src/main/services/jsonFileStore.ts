import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStore } from './keyValueStore';

/**
 * A KeyValueStore in one JSON file. Writes go to a temp file that is then renamed over the
 * real one, so a crash mid-write leaves either the old or the new content, never half of
 * it. The file is created readable by its owner only (0600): it may hold a session token.
 */
export class JsonFileStore implements KeyValueStore {
  private values: Record<string, string> | null = null;

  constructor(readonly filePath: string) {}

  get(key: string): string | undefined {
    return Object.hasOwn(this.load(), key) ? this.load()[key] : undefined;
  }

  set(key: string, value: string): void {
    this.write({ ...this.load(), [key]: value });
  }

  delete(key: string): void {
    const values = this.load();
    if (!Object.hasOwn(values, key)) return;
    this.write(Object.fromEntries(Object.entries(values).filter(([name]) => name !== key)));
  }

  /** Read once; a missing or unreadable file counts as empty (the next write replaces it). */
  private load(): Record<string, string> {
    if (this.values) return this.values;
    this.values = {};
    let text: string;
    try {
      text = readFileSync(this.filePath, 'utf8');
    } catch {
      return this.values;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [key, value] of Object.entries(parsed)) {
          if (typeof value === 'string') this.values[key] = value;
        }
      }
    } catch {
      // Corrupted JSON: start empty rather than keep the app from starting.
    }
    return this.values;
  }

  private write(values: Record<string, string>): void {
    mkdirSync(dirname(this.filePath), { recursive: true, mode: 0o700 });
    const temp = `${this.filePath}.${randomUUID()}.tmp`;
    try {
      writeFileSync(temp, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
      renameSync(temp, this.filePath);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
    this.values = values;
  }
}
