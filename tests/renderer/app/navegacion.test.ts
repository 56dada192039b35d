import { describe, expect, it } from 'vitest';
import {
  ESTADO_TRAS_LOGIN,
  destinoTrasLogin,
  llegoTrasLogin,
  rutaCurso,
  rutaLeccion,
  rutaLeccionesCurso,
} from '../../../src/renderer/app/navegacion';

describe('destinoTrasLogin', () => {
  it('goes to the course list when no page was asked for', () => {
    expect(destinoTrasLogin(null)).toBe('/cursos');
    expect(destinoTrasLogin(undefined)).toBe('/cursos');
    expect(destinoTrasLogin({})).toBe('/cursos');
  });

  it('returns to the private page the user opened before logging in', () => {
    expect(destinoTrasLogin({ desde: '/evaluacion/7/?x=1' })).toBe('/evaluacion/7/?x=1');
  });

  it('never leaves the app nor loops to login', () => {
    expect(destinoTrasLogin({ desde: '//evil.example' })).toBe('/cursos');
    expect(destinoTrasLogin({ desde: 'https://evil.example' })).toBe('/cursos');
    expect(destinoTrasLogin({ desde: '/login' })).toBe('/cursos');
    expect(destinoTrasLogin({ desde: 42 })).toBe('/cursos');
  });
});

describe('llegoTrasLogin', () => {
  it('recognises only the state the login page leaves', () => {
    expect(llegoTrasLogin(ESTADO_TRAS_LOGIN)).toBe(true);
    expect(llegoTrasLogin({ trasLogin: 'true' })).toBe(false);
    expect(llegoTrasLogin({ desde: '/certificados' })).toBe(false);
    expect(llegoTrasLogin(null)).toBe(false);
  });
});

describe('paths other features link to', () => {
  it('builds the course, lesson-edit and player paths with the id encoded', () => {
    expect(rutaCurso('c1')).toBe('/cursos/curso/c1');
    expect(rutaLeccionesCurso('sin-curso')).toBe('/cursos/curso-files/sin-curso');
    expect(rutaLeccion('a/b')).toBe('/pl/a%2Fb');
  });
});
