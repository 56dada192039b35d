import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  generarPassword,
  hashPassword,
  verifyPassword,
} from '../../../src/server/security/passwords';
import { loadJwtSecret } from '../../../src/server/security/secret';
import { TokenService } from '../../../src/server/security/tokens';

describe('passwords', () => {
  it('hash with scrypt and a random salt, and verify', async () => {
    const a = await hashPassword('clave-de-prueba');
    const b = await hashPassword('clave-de-prueba');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('clave-de-prueba', a)).toBe(true);
    expect(await verifyPassword('clave-de-prueba ', a)).toBe(false);
    expect(await verifyPassword('x', 'no-es-un-hash')).toBe(false);
  });

  it('generates long, different passwords', () => {
    const a = generarPassword();
    expect(a.length).toBeGreaterThanOrEqual(20);
    expect(a).not.toBe(generarPassword());
  });
});

describe('JWT secret', () => {
  it('is generated once, kept owner-only in the data folder and reused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cf-secreto-'));
    try {
      const first = loadJwtSecret(dir, null);
      expect(Buffer.from(loadJwtSecret(dir, null)).equals(Buffer.from(first))).toBe(true);
      expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).length).toBeGreaterThanOrEqual(32);
      expect((await stat(join(dir, 'jwt-secret'))).mode & 0o077).toBe(0);
      const configured = loadJwtSecret(dir, 'c'.repeat(40));
      expect(new TextDecoder().decode(configured)).toBe('c'.repeat(40));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('signs tokens that another secret cannot verify', async () => {
    const a = new TokenService(new TextEncoder().encode('a'.repeat(40)));
    const b = new TokenService(new TextEncoder().encode('b'.repeat(40)));
    const { token, claims } = await a.sign('u1', 3, false);
    expect(await a.verify(token)).toEqual(claims);
    expect(await b.verify(token)).toBeNull();
    expect(await a.verify('basura')).toBeNull();
  });
});
