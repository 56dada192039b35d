import { describe, expect, it } from 'vitest';
import {
  cifrar,
  claveCredenciales,
  descifrar,
} from '../../../../src/server/modules/importacion/credenciales';
import { leerCsv } from '../../../../src/server/modules/importacion/csv';
import { escribirCsv } from '../../../../src/server/modules/importacion/csvSalida';
import { sinApostrofoDeFormula } from '../../../../src/server/modules/importacion/normalizar';

const secreto = (s: string) => new TextEncoder().encode(s);

describe('initial credentials encryption', () => {
  const clave = claveCredenciales(secreto('un-secreto-jwt-de-al-menos-32-caracteres'));

  it('decrypts only with the same key, lote and user', () => {
    const c = cifrar(clave, 'Xk9-clave-inicial', 'lote-1', 'usuario-1');
    expect(c).not.toContain('Xk9');
    expect(descifrar(clave, c, 'lote-1', 'usuario-1')).toBe('Xk9-clave-inicial');
    expect(descifrar(clave, c, 'lote-1', 'usuario-2')).toBeNull();
    expect(descifrar(clave, c, 'lote-2', 'usuario-1')).toBeNull();
    const otra = claveCredenciales(secreto('otro-secreto-jwt-de-al-menos-32-caracteres'));
    expect(descifrar(otra, c, 'lote-1', 'usuario-1')).toBeNull();
    // Same text, fresh IV: never the same ciphertext twice.
    expect(cifrar(clave, 'Xk9-clave-inicial', 'lote-1', 'usuario-1')).not.toBe(c);
  });
});

describe('reading back what the exports write', () => {
  it('drops the apostrophe that guards formula-looking cells, and only that one', () => {
    expect(sinApostrofoDeFormula("'=SUMA(A1)")).toBe('=SUMA(A1)');
    expect(sinApostrofoDeFormula("'+57 300")).toBe('+57 300');
    expect(sinApostrofoDeFormula("'@usuario")).toBe('@usuario');
    expect(sinApostrofoDeFormula("O'Neil")).toBe("O'Neil");
    expect(sinApostrofoDeFormula("'hola")).toBe("'hola");
  });

  it('a guarded cell written by escribirCsv reads back as the original value', () => {
    const bytes = escribirCsv(
      [
        'email',
        'nombre',
        'apellidos',
        'tipoIdentificacion',
        'identificacion',
        'municipio',
        'institucion',
        'tipoRegistro',
        'rol',
      ],
      [
        [
          'a@b.co',
          '=HIPERVINCULO("x")',
          '-Pérez',
          'CC',
          '1',
          'Achí',
          'X',
          'Estudiante',
          'Estudiante',
        ],
      ],
    );
    expect(bytes.toString('utf8')).toContain(`'=HIPERVINCULO`);
    const r = leerCsv(bytes);
    if (!r.ok) throw new Error(r.error);
    expect(r.filas[0]?.valores).toMatchObject({
      nombre: '=HIPERVINCULO("x")',
      apellidos: '-Pérez',
    });
    // The cells as sent keep the apostrophe: the error report writes them back unchanged.
    expect(r.filas[0]?.celdas[1]).toBe(`'=HIPERVINCULO("x")`);
  });
});
