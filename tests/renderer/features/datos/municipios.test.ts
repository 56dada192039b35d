import { describe, expect, it } from 'vitest';
import type { MunicipioDatos } from '@shared/api';
import {
  UBICACION_VACIA,
  cambiarMunicipio,
  institucionesDe,
  ubicacionACustomData,
} from '../../../../src/renderer/features/datos/municipios';

const MUNICIPIOS: MunicipioDatos[] = [
  {
    nombre: 'Achí',
    departamento: 'Bolívar',
    instituciones: [{ nombrePunto: 'Biblioteca de Achí' }, { nombrePunto: 'Punto Digital Achí' }],
  },
  { nombre: 'Cartagena', departamento: 'Bolívar', instituciones: [{ nombrePunto: 'Biblioteca' }] },
];

describe('municipality and institution selects (spec 5)', () => {
  it('offers the institutions of the chosen municipality only', () => {
    expect(institucionesDe(MUNICIPIOS, 'Achí')).toEqual([
      'Biblioteca de Achí',
      'Punto Digital Achí',
    ]);
    expect(institucionesDe(MUNICIPIOS, '')).toEqual([]);
    expect(institucionesDe(undefined, 'Achí')).toEqual([]);
  });

  it('clears the institution when the municipality changes', () => {
    const actual = { municipio: 'Achí', institucion: 'Biblioteca de Achí' };
    expect(cambiarMunicipio(actual, 'Cartagena')).toEqual({
      municipio: 'Cartagena',
      institucion: '',
    });
    expect(cambiarMunicipio(UBICACION_VACIA, 'Achí')).toEqual({
      municipio: 'Achí',
      institucion: '',
    });
  });

  it('keeps the institution when the same municipality is chosen again', () => {
    const actual = { municipio: 'Achí', institucion: 'Biblioteca de Achí' };
    expect(cambiarMunicipio(actual, 'Achí')).toBe(actual);
  });

  it('sends the names as the API stores them', () => {
    expect(ubicacionACustomData({ municipio: 'Achí', institucion: 'Biblioteca de Achí' })).toEqual({
      municipio: { nombre: 'Achí' },
      institucion: { nombrePunto: 'Biblioteca de Achí' },
    });
  });
});
