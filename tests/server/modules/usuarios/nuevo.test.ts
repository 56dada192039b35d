import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ID_ROL_ADMINISTRADOR,
  ID_ROL_ESTUDIANTE,
} from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { testDialects } from '../../helpers/databases';
import { UBICACION_VALIDA, crearUsuario, tokenAdmin } from '../../helpers/cuentas';
import { loginAs, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

interface Respuesta {
  ok: boolean;
  code?: string;
  error?: string;
  fields?: Record<string, string>;
  data?: Record<string, unknown>;
  verificacion?: { ruta: string; expira: string } | null;
}

describe.each(testDialects())('POST /api/usuarios/nuevo (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  const base = (extra: Record<string, unknown> = {}) => ({
    email: 'nuevo@prueba.co',
    nombre: 'Nuevo',
    apellidos: 'Usuario',
    password: 'clave-segura-1',
    confirmPassword: 'clave-segura-1',
    rol: ID_ROL_ESTUDIANTE,
    tipoIdentificacion: 'Cedula ciudadanía',
    identificacion: '1000',
    customData: { ...UBICACION_VALIDA, tipoRegistro: 'Profesor' },
    ...extra,
  });

  async function nuevo(body: Record<string, unknown>) {
    const res = await srv.request('POST', '/api/usuarios/nuevo', { body, token: admin });
    return { status: res.status, body: res.body as Respuesta };
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    await crearUsuario(srv, {
      email: 'Existente@Prueba.co',
      tipoIdentificacion: 'Pasaporte',
      identificacion: '777',
    });
  });
  afterAll(() => srv.close());

  it('creates a verified user who can sign in; the answer never carries the hash', async () => {
    const res = await nuevo(base());
    expect(res.status).toBe(200);
    expect(res.body.verificacion).toBeNull();
    expect(res.body.data).toMatchObject({
      email: 'nuevo@prueba.co',
      rol: { _id: ID_ROL_ESTUDIANTE, nombre: 'Estudiante' },
      activo: true,
      emailVerified: true,
      identificacion: '1000',
      customData: { municipio: { nombre: 'Achí' }, tipoRegistro: 'Profesor' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password_hash|passwordHash|clave-segura/);
    expect(await loginAs(srv, 'nuevo@prueba.co', 'clave-segura-1')).toBeTruthy();
  });

  it('with emailVerified false creates it unverified and returns a one-time link', async () => {
    const res = await nuevo(
      base({ email: 'sinverificar@prueba.co', identificacion: '1001', emailVerified: false }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.emailVerified).toBe(false);
    const id = res.body.data?._id as string;
    const ruta = res.body.verificacion?.ruta ?? '';
    expect(ruta).toMatch(new RegExp(`^/verificar-mail/${id}/[A-Za-z0-9_-]{43}$`));
    const expira = Date.parse(res.body.verificacion?.expira ?? '');
    expect(expira - Date.now()).toBeGreaterThan(71 * 3600 * 1000);
    expect(expira - Date.now()).toBeLessThanOrEqual(72 * 3600 * 1000);
    const login = await srv.request('POST', '/auth/login', {
      body: { email: 'sinverificar@prueba.co', password: 'clave-segura-1' },
    });
    expect(login.body).toMatchObject({ code: 'EMAIL_NO_VERIFICADO' });
  });

  it('refuses the ADMINISTRADOR role', async () => {
    const res = await nuevo(
      base({ email: 'x1@prueba.co', identificacion: '2', rol: ID_ROL_ADMINISTRADOR }),
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCION_NO_PERMITIDA');
  });

  it('refuses an unknown role with a field error', async () => {
    const res = await nuevo(base({ email: 'x2@prueba.co', identificacion: '3', rol: 'no-existe' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDACION',
      error: 'El rol seleccionado no existe.',
      fields: { rol: 'El rol seleccionado no existe.' },
    });
  });

  it('refuses an email already used, whatever its case (409)', async () => {
    const res = await nuevo(base({ email: ' EXISTENTE@prueba.CO ', identificacion: '4' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Ya existe un usuario con ese email.');
  });

  it('refuses a document already used (409)', async () => {
    const res = await nuevo(
      base({ email: 'x3@prueba.co', tipoIdentificacion: 'Pasaporte', identificacion: '777' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Ya existe un usuario con ese documento.');
    // The same number under another document type is another document.
    const otro = await nuevo(
      base({
        email: 'x4@prueba.co',
        tipoIdentificacion: 'Tarjeta de Identidad',
        identificacion: '777',
      }),
    );
    expect(otro.status).toBe(200);
  });

  it('refuses a municipality or institution that is not in the data file (400 with fields)', async () => {
    const municipio = await nuevo(
      base({
        email: 'x5@prueba.co',
        identificacion: '5',
        customData: { ...UBICACION_VALIDA, municipio: { nombre: 'Atlántida' } },
      }),
    );
    expect(municipio.status).toBe(400);
    expect(municipio.body.fields).toEqual({
      'customData.municipio.nombre': 'El municipio no existe.',
    });
    const institucion = await nuevo(
      base({
        email: 'x6@prueba.co',
        identificacion: '6',
        customData: {
          ...UBICACION_VALIDA,
          institucion: { nombrePunto: 'Biblioteca de Cartagena' },
        },
      }),
    );
    expect(institucion.status).toBe(400);
    expect(institucion.body.fields).toEqual({
      'customData.institucion.nombrePunto':
        'La institución no pertenece al municipio seleccionado.',
    });
  });

  it('validates the form: required fields and password confirmation', async () => {
    const res = await nuevo(base({ email: 'x7@prueba.co', confirmPassword: 'otra-clave-9' }));
    expect(res.status).toBe(400);
    expect(res.body.fields?.confirmPassword).toBe('Error: Las contraseñas no coinciden');
    const vacio = await nuevo({});
    expect(vacio.status).toBe(400);
    expect(vacio.body.fields).toMatchObject({ email: expect.any(String), rol: expect.any(String) });
  });
});
