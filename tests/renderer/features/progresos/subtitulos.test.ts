import { describe, expect, it } from 'vitest';
import type { Descarga } from '@shared/bridge';
import { urlSubtituloLocal } from '../../../../src/renderer/features/descargas/vista';
import {
  SIN_SUBTITULOS,
  eleccionInicial,
  type Pista,
} from '../../../../src/renderer/features/progresos/useSubtitulos';

const pista = (idioma: string): Pista => ({ idioma, etiqueta: idioma, url: `blob:${idioma}` });

describe('the CC choice of the player', () => {
  it('shows the interface language when the lesson has it, else nothing', () => {
    expect(eleccionInicial([pista('en'), pista('es')], 'es', null)).toBe('es');
    expect(eleccionInicial([pista('en')], 'es', null)).toBe(SIN_SUBTITULOS);
    expect(eleccionInicial([], 'es', null)).toBe(SIN_SUBTITULOS);
    // A regional track serves its language, and the other way round.
    expect(eleccionInicial([pista('es-CO')], 'es', null)).toBe('es-CO');
    expect(eleccionInicial([pista('pt')], 'pt-BR', null)).toBe('pt');
  });

  it("keeps the session's choice when the lesson has it, 'off' included", () => {
    expect(eleccionInicial([pista('en'), pista('es')], 'es', 'en')).toBe('en');
    expect(eleccionInicial([pista('es')], 'es', SIN_SUBTITULOS)).toBe(SIN_SUBTITULOS);
    // Chosen French earlier, this lesson has none: back to the interface language.
    expect(eleccionInicial([pista('es')], 'es', 'fr')).toBe('es');
  });
});

describe('captions of a downloaded lesson', () => {
  const descarga = (cambios: Partial<Descarga>): Descarga => ({
    multimediaId: 'm1',
    nombre: 'V',
    cursoId: null,
    bytes: 10,
    total: 10,
    velocidad: 0,
    estado: 'completa',
    error: null,
    sha256: null,
    urlLocal: 'leccion://m1',
    actualizadoEn: '2026-11-25T10:00:00.000Z',
    ...cambios,
  });

  it('plays from leccion:// only the languages kept with a complete download', () => {
    const lista = [descarga({ subtitulos: ['es'] })];
    expect(urlSubtituloLocal(lista, 'm1', 'es')).toBe('leccion://m1/subtitulos/es');
    expect(urlSubtituloLocal(lista, 'm1', 'en')).toBeNull();
    expect(urlSubtituloLocal(lista, 'm2', 'es')).toBeNull();
    const aMedias = [descarga({ estado: 'en-curso', urlLocal: null, subtitulos: ['es'] })];
    expect(urlSubtituloLocal(aMedias, 'm1', 'es')).toBeNull();
  });
});
