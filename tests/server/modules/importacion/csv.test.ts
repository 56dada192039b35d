import { describe, expect, it } from 'vitest';
import { leerCsv } from '../../../../src/server/modules/importacion/csv';
import type { CsvLeido } from '../../../../src/server/modules/importacion/csv';
import { decodificarWindows1252 } from '../../../../src/server/modules/importacion/windows1252';
import { ARCHIVOS, csvGrande, leerFixture } from '../../fixtures/importacion/archivos';
import type { NombreFixture } from '../../fixtures/importacion/archivos';

type Leido = Extract<CsvLeido, { ok: true }>;
function leido(bytes: Uint8Array): Leido {
  const r = leerCsv(bytes);
  if (!r.ok) throw new Error(r.error);
  return r;
}
const error = (texto: string) => {
  const r = leerCsv(Buffer.from(texto, 'utf8'));
  return r.ok ? null : r.error;
};
const CABECERA =
  'email;nombre;apellidos;tipoIdentificacion;identificacion;municipio;institucion;tipoRegistro;rol';

describe('importación: lectura del CSV', () => {
  it('the committed fixtures are exactly what archivos.ts writes', () => {
    for (const [nombre, bytes] of Object.entries(ARCHIVOS)) {
      expect(leerFixture(nombre as NombreFixture).equals(bytes()), nombre).toBe(true);
    }
  });

  it('reads a ; Windows-1252 file with Spanish headers, accents, ñ, an em dash and quotes', () => {
    const r = leido(leerFixture('usuarios-windows1252-puntoycoma.csv'));
    expect(r).toMatchObject({ codificacion: 'windows-1252', delimitador: ';', desconocidas: [] });
    expect(r.campos).toContain('password');
    expect(r.filas.map((f) => f.fila)).toEqual([2, 4, 5]);
    expect(r.filas[0]?.valores).toMatchObject({
      email: 'maria.nunez@correo.co',
      nombre: 'María José',
      apellidos: 'Núñez Peña',
      tipoIdentificacion: 'Cédula de ciudadanía',
      identificacion: '1045678901',
      telefono: '3001234567',
      institucion: 'Alcaldía de Achí — Punto de formación digital',
      cursos: 'INF-01|INF-02',
      activo: 'sí',
      password: '',
    });
    expect(r.filas[1]?.valores.nombre).toBe('José; "Pepe"');
    expect(r.filas[1]?.valores.apellidos).toBe('Oñate Ibáñez');
  });

  it('reads a , UTF-8 file with BOM, a quoted comma and a quoted line break', () => {
    const r = leido(leerFixture('usuarios-utf8-bom-coma.csv'));
    expect(r).toMatchObject({ codificacion: 'utf-8-bom', delimitador: ',', desconocidas: [] });
    expect(r.campos[0]).toBe('email');
    expect(r.filas.map((f) => f.fila)).toEqual([2, 3]);
    expect(r.filas[0]?.valores).toMatchObject({ nombre: 'Andrés', apellidos: 'Peña, hijo' });
    expect(r.filas[1]?.valores.nombre).toBe('Lucía\nMaría');
  });

  it('reads UTF-8 without BOM as UTF-8 and reports extra cells on the row', () => {
    const r = leido(leerFixture('usuarios-con-errores.csv'));
    expect(r.codificacion).toBe('utf-8');
    expect(r.filas).toHaveLength(21);
    expect(r.filas.find((f) => f.fila === 21)?.errores).toEqual([
      'La fila tiene más celdas que columnas el encabezado.',
    ]);
  });

  it('decodes the Windows-1252 characters Node 20 gets wrong', () => {
    expect(decodificarWindows1252(Uint8Array.of(0x97, 0x80, 0x93, 0x94, 0xf1))).toBe('—€“”ñ');
  });

  it('maps header variants ignoring case, accents and spacing; reports unknown headers', () => {
    const r = leido(
      Buffer.from(
        'CORREO ELECTRÓNICO,Nombres,APELLIDO,Tipo de Documento,Número de documento,Celular,municipio,INSTITUCIÓN,tipo_registro,Rol,Códigos de cursos,Estado,Contraseña,Observaciones\n',
      ),
    );
    expect(r.campos).toEqual([
      'email',
      'nombre',
      'apellidos',
      'tipoIdentificacion',
      'identificacion',
      'telefono',
      'municipio',
      'institucion',
      'tipoRegistro',
      'rol',
      'cursos',
      'activo',
      'password',
    ]);
    expect(r.desconocidas).toEqual(['Observaciones']);
    expect(r.filas).toEqual([]);
  });

  it('refuses files it cannot read with a Spanish file-level error', () => {
    expect(error('')).toBe('El archivo está vacío.');
    expect(error('\r\n\r\n')).toBe('El archivo está vacío.');
    expect(
      error('email;nombre;apellidos;identificacion;municipio;institucion;tipoRegistro\n'),
    ).toBe('Faltan las columnas obligatorias: Tipo de identificación, Rol.');
    expect(error(CABECERA.replace(';rol', '') + '\n')).toBe('Falta la columna obligatoria: Rol.');
    expect(error(`${CABECERA};correo\n`)).toBe('La columna "Email" aparece más de una vez.');
    expect(error(`${CABECERA}\na@b.co;"Ana;Pérez\n`)).toMatch(/^Hay unas comillas sin cerrar/);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CABECERA, 'utf16le')]);
    expect(leerCsv(utf16)).toMatchObject({ ok: false, error: expect.stringMatching(/UTF-16/) });
  });

  it('reads 10,000 rows', () => {
    const inicio = performance.now();
    const r = leido(csvGrande(10_000));
    expect(r.filas).toHaveLength(10_000);
    expect(r.filas[9_999]?.valores.apellidos).toBe('Núñez Peña');
    expect(r.filas[9_999]?.fila).toBe(10_001);
    console.info(`leerCsv de 10.000 filas: ${Math.round(performance.now() - inicio)} ms`);
  });
});
