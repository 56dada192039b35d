import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { tokenAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { ACHI, importar, validarOk } from './ayudas';

/**
 * Issue 16: a file without a "Tipo de registro" column (or with empty cells) is no longer
 * refused. New users take Estudiante — the only registration type a learner can have — and
 * the dry run says how many; an existing user keeps the type they had.
 */
describe.each(testDialects())('import without "Tipo de registro" (%s)', (dialect) => {
  let srv: TestServer;
  let token: string;
  const customData = async (email: string) => {
    const u = await srv.server.services.db
      .selectFrom('usuarios')
      .select('custom_data')
      .where('email_normalizado', '=', email)
      .executeTakeFirstOrThrow();
    return JSON.parse(u.custom_data) as { tipoRegistro?: string; municipio?: { nombre: string } };
  };

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    token = await tokenAdmin(srv);
    await srv.server.services.usuarios.create({
      email: 'profe@correo.co',
      nombre: 'Pia',
      apellidos: 'Docente',
      passwordHash: 'x',
      rolId: ID_ROL_ESTUDIANTE,
      tipoIdentificacion: 'Cedula ciudadanía',
      identificacion: '9100',
      emailVerificado: true,
      aceptaPoliticas: true,
      customData: {
        municipio: { nombre: 'Achí' },
        institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
        tipoRegistro: 'Profesor',
      },
    });
  });
  afterAll(() => srv.close());

  it('a file without the column: new users become Estudiante, the dry run says so', async () => {
    const cabecera =
      'email;nombre;apellidos;tipoIdentificacion;identificacion;municipio;institucion;rol';
    const lineas = [
      `nueva.uno@correo.co;Ana;Pérez;CC;9101;${ACHI};Estudiante`,
      `nueva.dos@correo.co;Eva;Ruiz;CC;9102;${ACHI};Estudiante`,
      // An existing user whose surname changes: their type stays Profesor.
      `profe@correo.co;Pia;Docente Nueva;CC;9100;${ACHI};Estudiante`,
    ];
    const bytes = Buffer.from([cabecera, ...lineas].join('\r\n') + '\r\n', 'utf8');
    const lote = await validarOk(srv, token, bytes);
    expect(lote).toMatchObject({
      conteo: { nuevo: 2, actualizado: 1, sinCambios: 0, error: 0 },
      tipoRegistroPredeterminado: 2,
    });
    const fin = await importar(srv, token, lote.id);
    expect(fin, fin.error ?? '').toMatchObject({
      estado: 'completado',
      creados: 2,
      actualizados: 1,
    });
    expect((await customData('nueva.uno@correo.co')).tipoRegistro).toBe('Estudiante');
    expect((await customData('nueva.dos@correo.co')).tipoRegistro).toBe('Estudiante');
    expect(await customData('profe@correo.co')).toMatchObject({
      tipoRegistro: 'Profesor',
      municipio: { nombre: 'Achí' },
    });
  });

  it('an empty cell counts the same; a given type is kept and not counted', async () => {
    const cabecera =
      'email;nombre;apellidos;tipoIdentificacion;identificacion;municipio;institucion;tipoRegistro;rol';
    const lineas = [
      `vacia@correo.co;Ana;Pérez;CC;9201;${ACHI};;Estudiante`,
      `otro@correo.co;Eva;Ruiz;CC;9202;${ACHI};Otro;Estudiante`,
      `mal@correo.co;Eva;Ruiz;CC;9203;${ACHI};Visitante;Estudiante`,
    ];
    const bytes = Buffer.from([cabecera, ...lineas].join('\r\n') + '\r\n', 'utf8');
    const lote = await validarOk(srv, token, bytes);
    expect(lote).toMatchObject({
      conteo: { nuevo: 2, error: 1 },
      tipoRegistroPredeterminado: 1,
    });
    await importar(srv, token, lote.id);
    expect((await customData('vacia@correo.co')).tipoRegistro).toBe('Estudiante');
    expect((await customData('otro@correo.co')).tipoRegistro).toBe('Otro');
  });
});
