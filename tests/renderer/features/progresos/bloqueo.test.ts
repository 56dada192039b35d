import { ERRORES } from '@shared/api/errors';
import { describe, expect, it } from 'vitest';
import { mensajeBloqueo } from '../../../../src/renderer/features/progresos/bloqueo';
import i18n from '../../../../src/renderer/i18n';

describe('lock message', () => {
  it('is null for an open lesson', () => {
    expect(mensajeBloqueo(null)).toBeNull();
  });

  it('names the lesson to finish first and its percent', () => {
    const m = mensajeBloqueo({ anterior: { _id: 'm1', nombre: '1.1 Video', porcentaje: 42.7 } });
    expect(m).not.toBeNull();
    if (!m) return;
    const t = i18n.getFixedT('es');
    expect(t(m.titulo.clave)).toBe(
      'Debes completar el multimedia anterior antes de acceder a este',
    );
    expect(t(m.titulo.clave)).toBe(ERRORES.LECCION_BLOQUEADA.mensaje);
    expect(t(m.detalle.clave, m.detalle.valores)).toBe('Termina primero «1.1 Video» (42 %)');
  });

  it('keeps the percent inside 0–100', () => {
    const m = mensajeBloqueo({ anterior: { _id: 'm1', nombre: 'x', porcentaje: 140 } });
    expect(m?.detalle.valores.porcentaje).toBe(100);
  });
});
