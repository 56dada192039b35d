import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION } from '@shared/api';
import { IDIOMA_PREDETERMINADO, recursos } from '../../src/renderer/i18n';

type Arbol = { [clave: string]: string | Arbol };

/** Every key as a dotted path with its text. */
function aplanar(arbol: Arbol, prefijo = ''): Map<string, string> {
  const claves = new Map<string, string>();
  for (const [clave, valor] of Object.entries(arbol)) {
    const ruta = prefijo ? `${prefijo}.${clave}` : clave;
    if (typeof valor === 'string') claves.set(ruta, valor);
    else for (const [r, v] of aplanar(valor, ruta)) claves.set(r, v);
  }
  return claves;
}

const variables = (texto: string): string[] =>
  [...texto.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const fuente = aplanar(recursos[IDIOMA_PREDETERMINADO].translation);
const otros = Object.entries(recursos).filter(([idioma]) => idioma !== IDIOMA_PREDETERMINADO);

describe('i18n resources', () => {
  it('Spanish is the default and there is at least one other shipped locale', () => {
    expect(IDIOMA_PREDETERMINADO).toBe('es');
    expect(otros.length).toBeGreaterThan(0);
  });

  it('has no empty text in any locale', () => {
    for (const [idioma, { translation }] of Object.entries(recursos)) {
      for (const [clave, texto] of aplanar(translation)) {
        expect(texto.trim(), `${idioma}: ${clave}`).not.toBe('');
      }
    }
  });

  describe.each(otros)('locale %s', (_idioma, { translation }) => {
    const traducidas = aplanar(translation);

    it('has every key of Spanish', () => {
      expect([...fuente.keys()].filter((k) => !traducidas.has(k))).toEqual([]);
    });

    it('has no key that Spanish lacks', () => {
      expect([...traducidas.keys()].filter((k) => !fuente.has(k))).toEqual([]);
    });

    it('uses the same interpolation variables as Spanish', () => {
      for (const [clave, texto] of fuente) {
        expect(variables(traducidas.get(clave) ?? ''), clave).toEqual(variables(texto));
      }
    });
  });

  it('login validation texts are the ones the server uses (spec 5)', () => {
    const { auth } = recursos.es.translation;
    expect(auth.validacion.usuarioRequerido).toBe(MENSAJES_VALIDACION.usuarioRequerido);
    expect(auth.validacion.passwordRequerido).toBe(MENSAJES_VALIDACION.passwordRequerido);
  });
});
