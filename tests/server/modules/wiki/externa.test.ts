import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/server/config';
import { tokenAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { persona } from './ayudas';

const defaults = { webDir: null, cwd: '/tmp' };
const cargar = (valor: string) => loadConfig({ WIKI_EXTERNA_URL: valor }, defaults);

describe('WIKI_EXTERNA_URL (the external wiki setting)', () => {
  it('accepts an http(s) address and keeps it as given; unset is none', () => {
    expect(cargar('https://wiki.mompox.gov.co/ayuda?seccion=2').wikiExterna).toBe(
      'https://wiki.mompox.gov.co/ayuda?seccion=2',
    );
    expect(loadConfig({}, defaults).wikiExterna).toBeUndefined();
  });

  it.each([
    ['https://admin:secreto@wiki.example.co/', 'usuario ni contraseña'],
    ['https://wiki.example.co/?token=abc', 'claves ni tokens'],
    ['https://wiki.example.co/?api_key=abc', 'claves ni tokens'],
    ['javascript:alert(1)', 'http(s)'],
    ['file:///etc/passwd', 'http(s)'],
  ])('refuses %s at start', (valor, motivo) => {
    expect(() => cargar(valor)).toThrow(ConfigError);
    expect(() => cargar(valor)).toThrow(motivo);
    expect(() => cargar(valor)).toThrow(/^Configuración inválida \(WIKI_EXTERNA_URL\)/);
  });
});

describe.each(testDialects())('the wiki list carries the external address (%s)', (dialect) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer(dialect, { wikiExterna: 'https://wiki.example.co/ayuda' });
  });
  afterAll(() => srv.close());

  it('to every reader, learners included', async () => {
    for (const token of [await tokenAdmin(srv), (await persona(srv)).token]) {
      const res = await srv.request('GET', '/api/wiki/paginas', { token });
      expect(res.body).toMatchObject({ ok: true, externa: 'https://wiki.example.co/ayuda' });
    }
  });
});
