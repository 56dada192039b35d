import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORES } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { IDIOMAS_INTERFAZ } from '@shared/domain/idiomas';
import { mensajeDeError } from '../../../../src/renderer/app/apiError';
import i18n, { fechasListas, formatearNumero, formatoNumero } from '../../../../src/renderer/i18n';

// As a lazy screen does (app/perezosa.tsx): the dates module follows the language once loaded.
beforeAll(() => fechasListas(), 60_000);
afterEach(() => i18n.changeLanguage('es'));

describe('numbers follow the interface language (issue 16)', () => {
  it('writes decimals and thousands each language’s way, never grouping four digits', () => {
    expect(formatearNumero(12345.5, 'es')).toBe('12.345,5');
    expect(formatearNumero(12345.5, 'en')).toBe('12,345.5');
    expect(formatearNumero(12345.5, 'fr')).toBe('12\u202f345,5');
    expect(formatearNumero(12345.5, 'pt')).toBe('12.345,5');
    expect(formatearNumero(12345.5, 'zh')).toBe('12,345.5');
    for (const idioma of IDIOMAS_INTERFAZ) expect(formatearNumero(2026, idioma)).toBe('2026');
  });

  it('formats every number put into a translated text, with no marker in the locale files', async () => {
    await i18n.changeLanguage('es');
    expect(i18n.t('layout.menu.progresoGeneral', { porcentaje: 54.5 })).toBe(
      'Progreso general: 54,5%',
    );
    expect(formatoNumero(0.5)).toBe('0,5');
    await i18n.changeLanguage('en');
    expect(i18n.t('layout.menu.progresoGeneral', { porcentaje: 54.5 })).toContain('54.5');
    expect(formatoNumero(0.5)).toBe('0.5');
    // Texts are untouched.
    expect(i18n.t('layout.menu.rol', { rol: 'Tutor 2026' })).toContain('Tutor 2026');
  });

  it('switches the dates’ language with the interface', async () => {
    const fecha = new Date(2026, 10, 21, 8, 5, 9);
    await i18n.changeLanguage('fr');
    expect(formatearFecha(fecha, 'larga')).toBe('21 novembre 2026');
    await i18n.changeLanguage('es');
    expect(formatearFecha(fecha, 'larga')).toBe('21 de noviembre de 2026');
  });
});

describe('server errors by their code (issue 16)', () => {
  const bloqueada = {
    ok: false as const,
    code: 'LECCION_BLOQUEADA',
    error: 'Debes completar el multimedia anterior antes de acceder a este: «Intro»',
  };

  it('shows the server’s own Spanish text in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(mensajeDeError(bloqueada)).toBe(bloqueada.error);
  });

  it('shows the code’s translation in every other language', async () => {
    for (const idioma of IDIOMAS_INTERFAZ.filter((i) => i !== 'es')) {
      await i18n.changeLanguage(idioma);
      for (const codigo of Object.keys(ERRORES)) {
        const texto = mensajeDeError({ ok: false, code: codigo, error: 'texto del servidor' });
        expect(texto, `${idioma} ${codigo}`).not.toBe('texto del servidor');
        expect(texto, `${idioma} ${codigo}`).toBe(i18n.t(`codigos.${codigo as 'VALIDACION'}`));
      }
    }
    await i18n.changeLanguage('en');
    expect(mensajeDeError(bloqueada)).toBe(
      'You must complete the previous lesson before opening this one.',
    );
  });

  it('falls back to the server’s text for a code it does not know', async () => {
    await i18n.changeLanguage('zh');
    expect(mensajeDeError({ ok: false, code: 'NUEVO_CODIGO', error: 'Algo nuevo.' })).toBe(
      'Algo nuevo.',
    );
  });
});
