import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

const defaults = { webDir: null, cwd: '/srv/plataforma' };

describe('ARCHIVOS_X_ACCEL (nginx sends the lesson bytes)', () => {
  it('is absent unless set: the server sends the files itself', () => {
    expect(loadConfig({}, defaults)).not.toHaveProperty('archivosXAccel');
  });

  it.each(['/_archivos/', '/interno/subidas/'])('accepts the location %s', (valor) => {
    expect(loadConfig({ ARCHIVOS_X_ACCEL: valor }, defaults).archivosXAccel).toBe(valor);
  });

  it.each(['_archivos/', '/_archivos', '/../x/', 'http://x/_archivos/', '/a b/', '//'])(
    'refuses %s with a Spanish message naming the variable',
    (valor) => {
      expect(() => loadConfig({ ARCHIVOS_X_ACCEL: valor }, defaults)).toThrow(ConfigError);
      expect(() => loadConfig({ ARCHIVOS_X_ACCEL: valor }, defaults)).toThrow(
        /ARCHIVOS_X_ACCEL.*debe ser una ruta que empiece y termine en \//,
      );
    },
  );
});
