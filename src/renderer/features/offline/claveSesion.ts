import { sha256 } from '@noble/hashes/sha2';

/**
 * The cache key of the user a token opened a session for: its SHA-256, so the token itself
 * is never written to the cache, and a cached user only opens a session with that exact
 * token (a token of the same user stored later finds nothing until validated online).
 */
export function claveSesion(token: string): string {
  const hash = sha256(new TextEncoder().encode(token));
  return `sesion:${Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
