import { describe, expect, it } from 'vitest';
import {
  errorUrl,
  etiquetasIndicador,
  normalizarUrl,
  puedeGuardar,
  pruebaVigente,
  valoresIniciales,
} from '../../../../src/renderer/features/conexion/formulario';

const URL_CENTRO = 'http://192.168.1.10:8080';
const OK = { url: URL_CENTRO, ok: true, mensaje: `Conexión correcta con ${URL_CENTRO}.` };

describe('connection form rules', () => {
  it('normalises an address the way main stores it, and rejects what main would', () => {
    expect(normalizarUrl(' http://192.168.1.10:8080/ ')).toBe(URL_CENTRO);
    expect(normalizarUrl('https://aula.example/plataforma/?a=1#x')).toBe(
      'https://aula.example/plataforma',
    );
    expect(normalizarUrl('ftp://aula.example')).toBeNull();
    expect(normalizarUrl('aula.example')).toBeNull();
    expect(normalizarUrl('http://ana:clave@aula.example')).toBeNull();
  });

  it('names what is wrong with the address', () => {
    expect(errorUrl('  ')).toBe('conexion.form.urlVacia');
    expect(errorUrl('192.168.1.10')).toBe('conexion.form.urlInvalida');
    expect(errorUrl(URL_CENTRO)).toBeNull();
  });

  it('saves local mode at once, a centre only after a successful test of that same address', () => {
    expect(puedeGuardar({ modo: 'local', url: '' }, null)).toBe(true);
    expect(puedeGuardar({ modo: 'centro', url: URL_CENTRO }, null)).toBe(false);
    expect(puedeGuardar({ modo: 'centro', url: `${URL_CENTRO}/` }, OK)).toBe(true);
    expect(puedeGuardar({ modo: 'centro', url: URL_CENTRO }, { ...OK, ok: false })).toBe(false);
    // Edited after the test: test again.
    expect(puedeGuardar({ modo: 'centro', url: 'http://192.168.1.11:8080' }, OK)).toBe(false);
  });

  it('shows a test result only while it is about the address in the field', () => {
    expect(pruebaVigente({ modo: 'centro', url: URL_CENTRO }, OK)).toBe(OK);
    expect(pruebaVigente({ modo: 'centro', url: 'http://otro' }, OK)).toBeNull();
    expect(pruebaVigente({ modo: 'local', url: URL_CENTRO }, OK)).toBeNull();
  });

  it('starts from what main reports', () => {
    expect(valoresIniciales(null)).toEqual({ modo: 'local', url: '' });
    expect(valoresIniciales({ modo: 'local', urlCentro: null })).toEqual({
      modo: 'local',
      url: '',
    });
    expect(valoresIniciales({ modo: 'centro', urlCentro: URL_CENTRO })).toEqual({
      modo: 'centro',
      url: URL_CENTRO,
    });
  });

  it('labels the frame badge with the mode and the online state', () => {
    expect(etiquetasIndicador({ modo: null, enLinea: true })).toBeNull();
    expect(etiquetasIndicador({ modo: 'local', enLinea: true })).toEqual({
      modo: 'conexion.indicador.local',
      estado: 'conexion.indicador.enLinea',
    });
    expect(etiquetasIndicador({ modo: 'centro', enLinea: false })).toEqual({
      modo: 'conexion.indicador.centro',
      estado: 'conexion.indicador.sinConexion',
    });
  });
});
