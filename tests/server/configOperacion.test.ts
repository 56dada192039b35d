import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { confianzaEnProxies } from '../../src/server/http/clienteLocal';

const defaults = { webDir: null, cwd: '/srv/plataforma' };

function errorDe(env: Record<string, string>): Error {
  try {
    loadConfig(env, defaults);
  } catch (error) {
    return error as Error;
  }
  throw new Error('loadConfig no falló');
}

describe('operator settings (TRUST_PROXY, METRICS_TOKEN, LOG_FORMAT)', () => {
  it('leaves all three out when unset: no proxy trusted, /metrics local only, format guessed', () => {
    const config = loadConfig({}, defaults);
    expect(config).not.toHaveProperty('trustProxy');
    expect(config).not.toHaveProperty('metricsToken');
    expect(config).not.toHaveProperty('logFormat');
    expect(confianzaEnProxies(config.trustProxy)).toBe(false);
  });

  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
    ['fd00::/8,192.168.1.0/24', ['fd00::/8', '192.168.1.0/24']],
    ['loopback', ['loopback']],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (valor, esperado) => {
    expect(loadConfig({ TRUST_PROXY: valor }, defaults).trustProxy).toEqual(esperado);
  });

  it('turns a hop count into a trust function over the nearest hops only', () => {
    const confia = confianzaEnProxies(2);
    if (typeof confia !== 'function') throw new Error('se esperaba una función');
    expect([confia('203.0.113.1', 0), confia('203.0.113.1', 1), confia('10.0.0.1', 2)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it.each([
    'true',
    '0',
    '-1',
    '1.5',
    '127.0.0.1,',
    'proxy.local',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/1',
    '256.0.0.1',
    '127.0.0.1;10.0.0.1',
  ])('refuses TRUST_PROXY=%s with one Spanish line', (valor) => {
    const error = errorDe({ TRUST_PROXY: valor });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe(
      'Configuración inválida (TRUST_PROXY): TRUST_PROXY debe ser una lista de direcciones o redes de los proxies separadas por comas (127.0.0.1,10.0.0.0/8,::1) o un número de saltos (1, 2…)',
    );
  });

  it('reads METRICS_TOKEN of 32 characters or more, and refuses a short one', () => {
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }, defaults).metricsToken).toBe(token);
    const error = errorDe({ METRICS_TOKEN: 'corto' });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/METRICS_TOKEN debe tener al menos 32 caracteres/);
    expect(errorDe({ METRICS_TOKEN: `${'a'.repeat(32)} b` }).message).toMatch(/METRICS_TOKEN/);
  });

  it('reads LOG_FORMAT json or pretty, and refuses anything else', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }, defaults).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, defaults).logFormat).toBe('pretty');
    const error = errorDe({ LOG_FORMAT: 'texto' });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe(
      'Configuración inválida (LOG_FORMAT): LOG_FORMAT debe ser json o pretty',
    );
  });
});
