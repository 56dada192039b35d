import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

const defaults = { webDir: '/app/out/renderer', cwd: '/srv/plataforma' };

describe('loadConfig', () => {
  it('works with no variable at all', () => {
    expect(loadConfig({}, defaults)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/plataforma/data',
      databaseUrl: null,
      adminEmail: null,
      adminPassword: null,
      jwtSecret: null,
      webDir: '/app/out/renderer',
      logLevel: 'info',
      demoraDesbloqueoMs: 60_000,
      sembrarDemo: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/cf',
        DATABASE_URL: 'postgres://u:p@db:5432/cf',
        ADMIN_EMAIL: 'a@b.co',
        ADMIN_PASSWORD: 'una-clave-larga',
        JWT_SECRET: 's'.repeat(32),
        WEB_DIR: 'web',
        LOG_LEVEL: 'warn',
      },
      defaults,
    );
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/var/lib/cf',
      databaseUrl: 'postgres://u:p@db:5432/cf',
      adminEmail: 'a@b.co',
      adminPassword: 'una-clave-larga',
      webDir: '/srv/plataforma/web',
      logLevel: 'warn',
    });
  });

  it('reads SEMBRAR_DEMO only when given (never implicit)', () => {
    expect(loadConfig({ SEMBRAR_DEMO: '1' }, defaults).sembrarDemo).toBe(true);
    expect(loadConfig({ SEMBRAR_DEMO: 'true' }, defaults).sembrarDemo).toBe(true);
    expect(loadConfig({ SEMBRAR_DEMO: '0' }, defaults).sembrarDemo).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, defaults)).toMatchObject({
      port: 8080,
      databaseUrl: null,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ ADMIN_EMAIL: 'no-es-email' }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'corta' }, /ADMIN_PASSWORD/],
    [{ ADMIN_PASSWORD: 'una-clave-larga' }, /ADMIN_EMAIL/],
    [{ JWT_SECRET: 'corto' }, /JWT_SECRET/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL/],
    [{ DESBLOQUEO_DEMORA_MS: 'un minuto' }, /DESBLOQUEO_DEMORA_MS/],
    [{ SEMBRAR_DEMO: 'quizás' }, /SEMBRAR_DEMO/],
    [{ SMTP_URL: 'http://correo.co' }, /SMTP_URL/],
    [{ SMTP_URL: 'smtp://correo.co:587' }, /SMTP_REMITENTE/],
  ])('refuses %o with a one-line message naming the variable', (env, pattern) => {
    let error: unknown;
    try {
      loadConfig(env, defaults);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(pattern);
    expect((error as Error).message).not.toContain('\n');
  });

  it('reads the SMTP server of the reset codes (issue 13)', () => {
    const config = loadConfig(
      { SMTP_URL: 'smtps://u:p@correo.co:465', SMTP_REMITENTE: 'Plataforma <no@correo.co>' },
      defaults,
    );
    expect(config.smtp).toEqual({
      url: 'smtps://u:p@correo.co:465',
      remitente: 'Plataforma <no@correo.co>',
    });
    expect(loadConfig({}, defaults).smtp).toBeUndefined();
  });
});
