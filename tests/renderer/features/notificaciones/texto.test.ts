import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notificacion } from '@shared/api';
import { TIPOS_NOTIFICACION } from '@shared/domain/notificaciones';
import {
  enlaceNotificacion,
  haceCuanto,
  textoNotificacion,
} from '../../../../src/renderer/features/notificaciones/texto';
import i18n from '../../../../src/renderer/i18n';

function n(tipo: Notificacion['tipo'], datos: Record<string, unknown>): Notificacion {
  return { _id: 'n1', tipo, datos, creadoEn: '2026-11-25T10:00:00.000Z', leidaEn: null };
}

function espanol(x: Notificacion): string {
  const { clave, valores } = textoNotificacion(x);
  return i18n.t(clave, { ...valores, lng: 'es' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the sentence of each notification', () => {
  it('reads each kind in Spanish with its stored words', () => {
    expect(espanol(n('cursoAsignado', { curso: 'Ofimática' }))).toBe(
      'Te asignaron el curso «Ofimática».',
    );
    expect(espanol(n('nuevaLeccion', { curso: 'Ofimática', leccion: '1.2 Word' }))).toBe(
      'Nueva lección «1.2 Word» en el curso «Ofimática».',
    );
    expect(espanol(n('respuestaTema', { autor: 'Beto Ruiz', tema: 'Dudas' }))).toBe(
      'Beto Ruiz respondió en el tema «Dudas».',
    );
    expect(
      espanol(n('intentoCalificado', { evaluacion: 'Final', puntaje: 90, aprobado: true })),
    ).toBe('Aprobaste «Final» con 90 puntos.');
    expect(
      espanol(n('intentoCalificado', { evaluacion: 'Final', puntaje: 40, aprobado: false })),
    ).toBe('Tu intento de «Final» obtuvo 40 puntos: aún no apruebas.');
    expect(
      espanol(n('importacionTerminada', { estado: 'completado', creados: 3, actualizados: 1 })),
    ).toBe('Terminó la importación de usuarios: 3 nuevos, 1 actualizados.');
    expect(espanol(n('importacionTerminada', { estado: 'fallido' }))).toContain('falló');
  });

  it('has a text in both locales for every kind (no raw key shown)', () => {
    for (const tipo of TIPOS_NOTIFICACION) {
      const { clave, valores } = textoNotificacion(n(tipo, {}));
      for (const lng of ['es', 'en']) {
        expect(i18n.exists(clave, { lng }), `${tipo} ${lng}`).toBe(true);
        expect(i18n.t(clave, { ...valores, lng })).not.toContain('notificaciones.');
      }
    }
  });

  it('does not break on missing or odd parameters', () => {
    expect(espanol(n('cursoAsignado', { curso: { x: 1 } }))).toBe('Te asignaron el curso «».');
  });
});

describe('where a notification leads', () => {
  it('opens in-app paths only', () => {
    expect(enlaceNotificacion(n('nuevaLeccion', { enlace: '/pl/abc' }))).toBe('/pl/abc');
    expect(enlaceNotificacion(n('nuevaLeccion', { enlace: '//evil.example' }))).toBeNull();
    expect(enlaceNotificacion(n('nuevaLeccion', { enlace: 'https://x.co' }))).toBeNull();
    expect(enlaceNotificacion(n('nuevaLeccion', {}))).toBeNull();
  });
});

describe('time ago (date-fns, Spanish)', () => {
  it('says "hace 5 minutos" and never "dentro de"', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:05:00.000Z'));
    expect(haceCuanto('2026-11-25T10:00:00.000Z', 'es')).toBe('hace 5 minutos');
    expect(haceCuanto('2026-11-25T10:00:00.000Z', 'en')).toBe('5 minutes ago');
    expect(haceCuanto('2026-11-24T10:05:00.000Z', 'es')).toBe('hace 1 día');
    // A server clock slightly ahead of this PC's.
    expect(haceCuanto('2026-11-25T10:05:03.000Z', 'es')).toBe('hace menos de un minuto');
    expect(haceCuanto('no es fecha', 'es')).toBe('');
  });
});
