import { describe, expect, it } from 'vitest';
import {
  fragmento,
  leccionesEnlazadas,
  plegar,
  slugDesdeTitulo,
  terminosBusqueda,
  textoPlano,
} from '@shared/domain/wiki';

describe('the wiki rules', () => {
  it('folds accents and case one character for one', () => {
    expect(plegar('Evaluación ÑANDÚ Pingüino')).toBe('evaluacion nandu pinguino');
    const texto = 'Módulo 😀 Ação';
    expect(plegar(texto)).toHaveLength(texto.length);
  });

  it('makes a slug from a title, empty when nothing is left', () => {
    expect(slugDesdeTitulo('¿Cómo entrar a la evaluación?')).toBe('como-entrar-a-la-evaluacion');
    expect(slugDesdeTitulo('  Año 2026 -- guía  ')).toBe('ano-2026-guia');
    expect(slugDesdeTitulo('¿?')).toBe('');
    expect(slugDesdeTitulo('a'.repeat(300))).toHaveLength(100);
  });

  it('finds the lessons a page links to, and only real links to the player', () => {
    const md = [
      '[uno](/pl/abc-1) [otra vez](/pl/abc-1) [dos](https://plataforma.co/pl/XYZ_2?t=1)',
      '[tres](</pl/tres>) texto /pl/no-es-enlace [otro](/plantillas/x) [c](/pl/cuatro#a)',
    ].join('\n');
    expect(leccionesEnlazadas(md).sort()).toEqual(['XYZ_2', 'abc-1', 'cuatro', 'tres']);
  });

  it('reads search words as letters and digits only', () => {
    expect(terminosBusqueda('  Evaluación "final" OR módulo* 2 ')).toEqual([
      'evaluacion',
      'final',
      'or',
      'modulo',
      '2',
    ]);
    expect(terminosBusqueda('"*()')).toEqual([]);
  });

  it('cuts a passage around the first word found, keeping the accents of the page', () => {
    const plano = textoPlano(`# Título\n\n${'relleno '.repeat(40)}la **evaluación** final`);
    expect(plano).not.toContain('**');
    const f = fragmento(plano, ['evaluacion'], 60);
    expect(f).toContain('la evaluación final');
    expect(f.startsWith('…')).toBe(true);
    expect(fragmento('corto', ['nada'])).toBe('corto');
  });
});
