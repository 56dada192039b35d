/**
 * A UUID version 7 (RFC 9562 §5.7): the first 48 bits are the Unix time in milliseconds,
 * the rest random (74 bits) but for the version and variant bits. Ids made later sort
 * after ids made earlier, to the millisecond.
 *
 * Why client-made idempotency ids use it (issue 18): the server keeps every progress
 * report's id under the key (user, id). With a random v4 id each report landed on a random
 * leaf of that index, and SQLite wrote one more page to its WAL per report at each commit;
 * with time-ordered ids a learner's reports land on the same last leaf. The id still tells
 * nothing the server does not store next to it (the report's own time).
 *
 * `aleatorios`: at least 16 random bytes (bytes 6 to 15 are used).
 */
export function uuidV7(ahoraMs: number, aleatorios: Uint8Array): string {
  const b = new Uint8Array(16);
  b.set(aleatorios.subarray(0, 16));
  // 48-bit big-endian milliseconds: a number holds them exactly until the year 10889.
  let t = Math.max(0, Math.floor(ahoraMs));
  for (let i = 5; i >= 0; i--) {
    b[i] = t % 256;
    t = Math.floor(t / 256);
  }
  return uuidDeBytes(b, 7);
}

/**
 * 16 bytes as a UUID of this version: its version nibble and the RFC 9562 variant bits
 * set (in place), written 8-4-4-4-12 in lowercase hex.
 */
export function uuidDeBytes(b: Uint8Array, version: 4 | 7): string {
  b[6] = ((b[6] ?? 0) & 0x0f) | (version << 4);
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b.subarray(0, 16), (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
