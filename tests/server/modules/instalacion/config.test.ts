import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/server/config';

const defaults = { webDir: null, cwd: '/srv/app' };

describe('PRIMER_ADMIN_INTERACTIVO', () => {
  it('is off unless asked for, and absent from the configuration then', () => {
    expect(loadConfig({}, defaults)).not.toHaveProperty('primerAdminInteractivo');
    expect(loadConfig({ PRIMER_ADMIN_INTERACTIVO: '0' }, defaults)).not.toHaveProperty(
      'primerAdminInteractivo',
    );
  });

  it('accepts 1 or true', () => {
    expect(loadConfig({ PRIMER_ADMIN_INTERACTIVO: '1' }, defaults).primerAdminInteractivo).toBe(
      true,
    );
    expect(loadConfig({ PRIMER_ADMIN_INTERACTIVO: 'true' }, defaults).primerAdminInteractivo).toBe(
      true,
    );
  });

  it('refuses anything else with a Spanish message', () => {
    expect(() => loadConfig({ PRIMER_ADMIN_INTERACTIVO: 'si' }, defaults)).toThrow(ConfigError);
    expect(() => loadConfig({ PRIMER_ADMIN_INTERACTIVO: 'si' }, defaults)).toThrow(
      'PRIMER_ADMIN_INTERACTIVO debe ser 1, 0, true o false',
    );
  });
});
