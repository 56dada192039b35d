import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { textoBusqueda } from '../../../../src/server/modules/usuarios/busqueda';
import { testDialects } from '../../helpers/databases';
import { UBICACION_VALIDA, crearUsuario, tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearCurso, registrar } from '../auth/ayudas';
import { archivo, fila, importar, validarOk } from '../importacion/ayudas';

/**
 * Every write that changes a name, email or identification leaves the search text (column
 * `busqueda`, migration 0033) matching the row: installation and admin creation, signup,
 * the admin's edit, the own profile and the import (new and updated users). The search
 * finds the new values and no longer the old ones.
 */
describe.each(testDialects())('users search text on every write path (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: string;

  async function emails(buscar: string): Promise<string[]> {
    const res = await srv.request('POST', '/api/usuarios/listar', {
      body: { buscar, limite: 50, ordenarPor: 'email', direccion: 'asc' },
      token: admin,
    });
    expect(res.status).toBe(200);
    const pagina = (res.body as { data: { data: { email: string }[] } }).data;
    return pagina.data.map((u) => u.email.toLowerCase());
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await crearCurso(srv);
  });
  afterAll(() => srv.close());

  it('installation and admin creation: the first administrator and a created user', async () => {
    expect(await emails('ADMINISTRADOR')).toEqual(['admin@prueba.co']);
    await crearUsuario(srv, { email: 'creado@prueba.co', nombre: 'Úrsula', apellidos: 'Ávila' });
    expect(await emails('ursula avila')).toEqual(['creado@prueba.co']);
  });

  it('signup', async () => {
    const cuenta = await registrar(srv, curso, { nombre: 'Íngrid', apellidos: 'Cárdenas' });
    expect(await emails('ingrid cardenas')).toEqual([cuenta.email]);
  });

  it("the admin's edit of name, email and identification", async () => {
    const id = await crearUsuario(srv, {
      email: 'antes@prueba.co',
      nombre: 'Antes',
      apellidos: 'Viejo',
      identificacion: '111222',
    });
    const res = await srv.request('POST', '/api/usuarios/actualizar', {
      token: admin,
      body: {
        _id: id,
        email: 'Despues.Nuevo@Prueba.co',
        nombre: 'Renée',
        apellidos: 'Nuevo',
        rol: ID_ROL_ESTUDIANTE,
        tipoIdentificacion: 'Cedula ciudadanía',
        identificacion: '333444',
        customData: { ...UBICACION_VALIDA, tipoRegistro: 'Estudiante' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const termino of ['renee nuevo', 'DESPUES.NUEVO@', '333444']) {
      expect(await emails(termino), termino).toEqual(['despues.nuevo@prueba.co']);
    }
    for (const termino of ['antes', 'viejo', '111222']) {
      expect(await emails(termino), termino).toEqual([]);
    }
  });

  it('the own profile', async () => {
    const cuenta = await registrar(srv, curso, { nombre: 'Perfil', apellidos: 'Inicial' });
    const res = await srv.request('POST', '/api/usuarios/perfil', {
      token: cuenta.token,
      body: { nombre: 'Óscar', apellidos: 'Peña' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await emails('OSCAR PENA')).toEqual([cuenta.email]);
    expect(await emails('perfil inicial')).toEqual([]);
    // Email and identification, which the profile does not change, are still found.
    expect(await emails(cuenta.email)).toEqual([cuenta.email]);
  });

  it('the import, new and updated users', async () => {
    const nuevos = await validarOk(
      srv,
      admin,
      archivo([fila('importado@correo.co', '55501', { apellidos: 'Ñandú' })]),
    );
    await importar(srv, admin, nuevos.id);
    expect(await emails('nandu')).toEqual(['importado@correo.co']);
    const cambio = await validarOk(
      srv,
      admin,
      archivo([fila('importado@correo.co', '55501', { apellidos: 'Zúñiga' })]),
    );
    await importar(srv, admin, cambio.id);
    expect(await emails('ZUNIGA')).toEqual(['importado@correo.co']);
    expect(await emails('nandu')).toEqual([]);
  });

  it('leaves every stored search text equal to the one its row gives', async () => {
    const filas = await srv.server.services.db.selectFrom('usuarios').selectAll().execute();
    expect(filas.length).toBeGreaterThan(5);
    for (const f of filas) expect(f.busqueda, f.email).toBe(textoBusqueda(f));
  });
});
