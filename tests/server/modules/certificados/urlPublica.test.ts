import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/server/config';

const defaults = { webDir: null, cwd: '/tmp' };

describe('URL_PUBLICA (origin of the verification links printed on certificates)', () => {
  it('is optional: unset means the origin each request came to', () => {
    expect(loadConfig({}, defaults).urlPublica ?? null).toBeNull();
    expect(loadConfig({ URL_PUBLICA: '  ' }, defaults).urlPublica ?? null).toBeNull();
  });

  it('keeps only the origin of an http(s) URL', () => {
    const config = loadConfig({ URL_PUBLICA: 'https://formacion.example.org/app/' }, defaults);
    expect(config.urlPublica).toBe('https://formacion.example.org');
    expect(loadConfig({ URL_PUBLICA: 'http://10.0.0.5:8080' }, defaults).urlPublica).toBe(
      'http://10.0.0.5:8080',
    );
  });

  it('refuses anything else with a one-line message', () => {
    expect(() => loadConfig({ URL_PUBLICA: 'formacion.example.org' }, defaults)).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ URL_PUBLICA: 'ftp://example.org' }, defaults)).toThrow(/URL_PUBLICA/);
  });
});
