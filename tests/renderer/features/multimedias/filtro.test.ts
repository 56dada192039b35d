import { describe, expect, it } from 'vitest';
import { filtroMultimediasSchema } from '@shared/api';
import { TIPOS_MEDIA } from '@shared/domain/multimedias';
import {
  FILTRO_INICIAL,
  alcanceDe,
  consultaDeFiltro,
  etiquetasReducer,
  paginasDe,
  rangoDePagina,
} from '../../../../src/renderer/features/multimedias/filtro';

const AHORA = new Date('2026-11-21T09:00:00.000Z');

describe('lesson filter → query of GET /api/multimedias/filtrar (spec 4, 7)', () => {
  it('the defaults: 30 years back to 40 minutes ahead, every type, resultados -10', () => {
    const q = consultaDeFiltro(FILTRO_INICIAL, alcanceDe(undefined), rangoDePagina(1), AHORA);
    expect(q).toEqual({
      fechaIni: '1996-11-21T09:00:00.000Z',
      fechaFin: '2026-11-21T09:40:00.000Z',
      inicio: 0,
      fin: 100,
      resultados: -10,
    });
    expect(filtroMultimediasSchema.safeParse(q).success).toBe(true);
  });

  it('comma-joins types and keywords, trims the name, scopes to the course', () => {
    const q = consultaDeFiltro(
      { tipos: ['Video', 'Documento'], nombre: '  intro ', tags: ['excel', 'básico'] },
      alcanceDe('c1'),
      rangoDePagina(3),
      AHORA,
    );
    expect(q).toMatchObject({
      tipoMedia: 'Video,Documento',
      tags: 'excel,básico',
      nombre: 'intro',
      cursos: 'c1',
      inicio: 200,
      fin: 300,
    });
    expect(q).not.toHaveProperty('sinCurso');
    expect(filtroMultimediasSchema.safeParse(q).success).toBe(true);
  });

  it("'sin-curso' asks for lessons without a course", () => {
    const q = consultaDeFiltro(FILTRO_INICIAL, alcanceDe('sin-curso'), rangoDePagina(1), AHORA);
    expect(q.sinCurso).toBe('true');
    expect(q).not.toHaveProperty('cursos');
  });

  it('all types or none selected send no type filter', () => {
    const todos = consultaDeFiltro(
      { ...FILTRO_INICIAL, tipos: [...TIPOS_MEDIA].reverse() },
      alcanceDe(undefined),
      rangoDePagina(1),
      AHORA,
    );
    const ninguno = consultaDeFiltro(
      { ...FILTRO_INICIAL, tipos: [] },
      alcanceDe(undefined),
      rangoDePagina(1),
      AHORA,
    );
    expect(todos).not.toHaveProperty('tipoMedia');
    expect(ninguno).not.toHaveProperty('tipoMedia');
  });

  it('the same filter and moment give the same query (the debounce only delays it)', () => {
    const f = { tipos: ['Audio'] as const, nombre: 'a', tags: [] };
    expect(consultaDeFiltro(f, alcanceDe('c1'), rangoDePagina(1), AHORA)).toEqual(
      consultaDeFiltro({ ...f }, alcanceDe('c1'), rangoDePagina(1), new Date(AHORA)),
    );
  });

  it('pages of 100 (spec 9)', () => {
    expect(rangoDePagina(1)).toEqual({ inicio: 0, fin: 100 });
    expect(rangoDePagina(0)).toEqual({ inicio: 0, fin: 100 });
    expect(paginasDe(0)).toBe(1);
    expect(paginasDe(100)).toBe(1);
    expect(paginasDe(101)).toBe(2);
  });
});

describe('keyword chips', () => {
  it('Enter adds a trimmed keyword once (ignoring case); x removes it', () => {
    let tags = etiquetasReducer([], { tipo: 'agregar', texto: '  Excel ' });
    expect(tags).toEqual(['Excel']);
    tags = etiquetasReducer(tags, { tipo: 'agregar', texto: 'excel' });
    tags = etiquetasReducer(tags, { tipo: 'agregar', texto: '   ' });
    expect(tags).toEqual(['Excel']);
    tags = etiquetasReducer(tags, { tipo: 'agregar', texto: 'correo' });
    expect(etiquetasReducer(tags, { tipo: 'quitar', etiqueta: 'Excel' })).toEqual(['correo']);
  });

  it('keeps the limits of the lesson schema: 20 keywords of 40 characters', () => {
    const veinte = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(etiquetasReducer(veinte, { tipo: 'agregar', texto: 'otra' })).toHaveLength(20);
    expect(etiquetasReducer([], { tipo: 'agregar', texto: 'x'.repeat(60) })[0]).toHaveLength(40);
  });
});
