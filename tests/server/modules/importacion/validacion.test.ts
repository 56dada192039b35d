import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { leerCsv } from '../../../../src/server/modules/importacion/csv';
import { validarImportacion } from '../../../../src/server/modules/importacion/validacion';
import type {
  ContextoImportacion,
  ResultadoValidacion,
} from '../../../../src/server/modules/importacion/validacion';
import { crearCurso, idAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { leerFixture } from '../../fixtures/importacion/archivos';

describe.each(testDialects())('importación: validación de filas (%s)', (dialect) => {
  let srv: TestServer;
  let admin: ContextoImportacion;
  let cursos: Record<'INF-01' | 'INF-02' | 'OFI-01', string>;
  /** Someone with usuarios/crear who is not an ADMINISTRADOR. */
  const coordinador: ContextoImportacion = {
    importadorId: 'otro',
    importadorEsAdministrador: false,
  };

  const validar = (bytes: Uint8Array, ctx: ContextoImportacion): Promise<ResultadoValidacion> => {
    const r = leerCsv(bytes);
    if (!r.ok) throw new Error(r.error);
    return validarImportacion(srv.server.services.db, r.filas, ctx);
  };
  const porFila = (r: ResultadoValidacion, fila: number) => r.filas.find((f) => f.fila === fila);

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = { importadorId: await idAdmin(srv), importadorEsAdministrador: true };
    cursos = {
      'INF-01': await crearCurso(srv, { codigo: 'INF-01' }),
      'INF-02': await crearCurso(srv, { codigo: 'INF-02' }),
      'OFI-01': await crearCurso(srv, { codigo: 'OFI-01' }),
    };
    await srv.server.services.usuarios.create({
      email: 'ocupa@correo.co',
      nombre: 'Ocupa',
      apellidos: 'Documento',
      passwordHash: 'x',
      rolId: ID_ROL_ESTUDIANTE,
      tipoIdentificacion: 'Cedula ciudadanía',
      identificacion: '5550001',
      emailVerificado: true,
      aceptaPoliticas: true,
    });
  });
  afterAll(() => srv.close());

  it('turns the Windows-1252 file into three new users with canonical values', async () => {
    const r = await validar(leerFixture('usuarios-windows1252-puntoycoma.csv'), admin);
    expect(r.conteo).toEqual({ nuevo: 3, actualizado: 0, sinCambios: 0, error: 0 });
    const [maria, jose, sofia] = r.filas;
    expect(maria?.datos).toEqual({
      email: 'maria.nunez@correo.co',
      nombre: 'María José',
      apellidos: 'Núñez Peña',
      tipoIdentificacion: 'Cedula ciudadanía',
      identificacion: '1045678901',
      rolId: ID_ROL_ESTUDIANTE,
      customData: {
        telefono: '3001234567',
        municipio: { nombre: 'Achí' },
        institucion: { nombrePunto: 'Alcaldía de Achí — Punto de formación digital' },
        tipoRegistro: 'Estudiante',
      },
      cursoIds: [cursos['INF-01'], cursos['INF-02']],
      activo: true,
      password: null,
    });
    expect(jose?.datos).toMatchObject({
      email: 'JOSE.ONATE@correo.co',
      tipoIdentificacion: 'Tarjeta de Identidad',
      customData: {
        municipio: { nombre: 'Achí' },
        institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
      },
      cursoIds: [cursos['INF-01'], cursos['OFI-01']],
      password: 'clave-segura-1',
    });
    expect(sofia?.datos).toMatchObject({ activo: false, cursoIds: [] });
  });

  it('gives every kind of error its Spanish reason', async () => {
    const r = await validar(leerFixture('usuarios-con-errores.csv'), coordinador);
    const errores = (fila: number) => porFila(r, fila)?.errores;
    expect(errores(2)).toEqual(['Nombre: Este campo es requerido']);
    expect(errores(3)).toEqual(['Email: El email no es válido.']);
    expect(errores(4)).toEqual([
      'Tipo de identificación: Debe ser uno de: Cedula ciudadanía, Tarjeta de Identidad, Cedula de extranjería, Pasaporte.',
    ]);
    expect(errores(5)).toEqual(['Identificación: Solo se permiten números']);
    expect(errores(6)).toEqual(['Municipio: El municipio no existe.']);
    expect(errores(7)).toEqual([
      'Institución: La institución no pertenece al municipio seleccionado.',
    ]);
    expect(errores(8)).toEqual(['Tipo de registro: Debe ser uno de: Estudiante, Profesor, Otro.']);
    expect(errores(9)).toEqual(['Rol: El rol seleccionado no existe.']);
    expect(errores(10)).toEqual([
      'Rol: Solo un ADMINISTRADOR puede importar usuarios con el rol ADMINISTRADOR.',
    ]);
    expect(errores(11)).toEqual(['Cursos: No existe el curso con código NO-EXISTE.']);
    expect(errores(12)).toEqual(['Activo: Escriba "sí" o "no".']);
    expect(errores(13)).toEqual(['Contraseña: La contraseña debe tener al menos 8 caracteres']);
    expect(errores(14)).toEqual(['Teléfono: Solo se permiten números']);
    expect(errores(15)).toEqual([
      'Email: el mismo email (sin distinguir mayúsculas) está también en la fila 16.',
    ]);
    expect(errores(16)).toEqual([
      'Email: el mismo email (sin distinguir mayúsculas) está también en la fila 15.',
    ]);
    expect(errores(17)).toEqual(['Identificación: el mismo documento está también en la fila 18.']);
    expect(errores(18)).toEqual(['Identificación: el mismo documento está también en la fila 17.']);
    expect(errores(19)).toEqual(['Identificación: Ya existe un usuario con ese documento.']);
    expect(errores(20)).toEqual([
      'Rol: Solo un ADMINISTRADOR puede importar usuarios con el rol ADMINISTRADOR.',
      'Solo un ADMINISTRADOR puede modificar a otro ADMINISTRADOR.',
    ]);
    expect(errores(21)).toEqual(['La fila tiene más celdas que columnas el encabezado.']);
    // The same number under another document type is another document.
    expect(porFila(r, 22)).toMatchObject({ estado: 'nuevo', errores: [] });
    expect(r.conteo).toEqual({ nuevo: 1, actualizado: 0, sinCambios: 0, error: 20 });
  });

  it('lists several reasons of one row together', async () => {
    const csv = `email;nombre;apellidos;tipoIdentificacion;identificacion;municipio;institucion;tipoRegistro;rol\nmal;;;XX;abc;Gotham;;;\n`;
    const [fila] = (await validar(Buffer.from(csv), admin)).filas;
    expect(fila?.estado).toBe('error');
    expect(fila?.errores).toEqual([
      'Email: El email no es válido.',
      'Nombre: Este campo es requerido',
      'Apellidos: Este campo es requerido',
      'Tipo de identificación: Debe ser uno de: Cedula ciudadanía, Tarjeta de Identidad, Cedula de extranjería, Pasaporte.',
      'Identificación: Solo se permiten números',
      'Municipio: El municipio no existe.',
      'Institución: Este campo es requerido',
      // An empty "Tipo de registro" is no error since issue 16: new users become Estudiante.
      'Rol: Este campo es requerido',
    ]);
  });
});
