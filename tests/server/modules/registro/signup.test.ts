import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { loginAs, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearCurso, cuerpoSignup, registrar } from '../auth/ayudas';

describe.each(testDialects())('POST /auth/signup (%s)', (dialect) => {
  let srv: TestServer;
  let curso: string;
  let inactivo: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    curso = await crearCurso(srv);
    inactivo = await crearCurso(srv, { estado: 0, codigo: 'C-02' });
  });
  afterAll(() => srv.close());

  async function contarUsuarios() {
    return srv.server.services.usuarios.count();
  }

  it('creates a verified Estudiante with the chosen course and answers a session like login', async () => {
    const sesion = await registrar(srv, curso, { email: 'Nueva.Persona@Prueba.co' });
    expect(sesion.token.split('.')).toHaveLength(3);
    expect(Date.parse(sesion.expira)).toBeGreaterThan(Date.now());
    expect(sesion.user).toMatchObject({
      email: 'Nueva.Persona@Prueba.co',
      nombre: 'Lucía',
      emailVerified: true,
      aceptaPoliticas: true,
      activo: true,
      cursosAsignados: [curso],
      rol: { nombre: 'Estudiante' },
      customData: {
        telefono: '3001234567',
        municipio: { nombre: 'Achí' },
        institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
        tipoRegistro: 'Estudiante',
      },
    });
    const { token, expira, user } = sesion;
    expect(JSON.stringify({ token, expira, user })).not.toMatch(
      /scrypt|password_hash|passwordHash|clave-segura/,
    );
    // The token works, and so does a later login with the chosen password.
    const yo = await srv.request('POST', '/auth/token', { body: { token: sesion.token } });
    expect(yo.status).toBe(200);
    await loginAs(srv, 'nueva.persona@prueba.co', sesion.password);
    const audit = await srv.server.services.auditoria.listar({ accion: 'signup' });
    expect(audit.some((a) => a.usuario_id === sesion.user._id)).toBe(true);
  });

  it('refuses a repeated email in any case with 409 and the spec message', async () => {
    await registrar(srv, curso, { email: 'repetido@prueba.co' });
    const antes = await contarUsuarios();
    const res = await srv.request('POST', '/auth/signup', {
      body: cuerpoSignup(curso, { email: '  REPETIDO@Prueba.CO ' }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICTO',
      error: 'Ya existe un usuario con ese email.',
    });
    expect(await contarUsuarios()).toBe(antes);
  });

  it('refuses a repeated document (type and number) with 409', async () => {
    await registrar(srv, curso, { identificacion: '5550001' });
    const res = await srv.request('POST', '/auth/signup', {
      body: cuerpoSignup(curso, { identificacion: '5550001' }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'Ya existe un usuario con ese documento.' });
    // The same number under another document type is another person.
    await registrar(srv, curso, { identificacion: '5550001', tipoIdentificacion: 'Pasaporte' });
  });

  it('refuses a municipality or institution that is not in the data file', async () => {
    const municipio = await srv.request('POST', '/auth/signup', {
      body: cuerpoSignup(curso, {
        customData: {
          municipio: { nombre: 'Atlántida' },
          institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
        },
      }),
    });
    expect(municipio.status).toBe(400);
    expect(municipio.body).toMatchObject({
      code: 'VALIDACION',
      fields: { 'customData.municipio.nombre': 'Selecciona un municipio de la lista' },
    });
    const institucion = await srv.request('POST', '/auth/signup', {
      body: cuerpoSignup(curso, {
        customData: {
          municipio: { nombre: 'Achí' },
          institucion: { nombrePunto: 'Biblioteca Pública Municipal de Cartagena' },
        },
      }),
    });
    expect(institucion.status).toBe(400);
    expect(institucion.body).toMatchObject({
      fields: {
        'customData.institucion.nombrePunto': 'Selecciona una institución del municipio elegido',
      },
    });
  });

  it('refuses an inactive or unknown course and creates nobody', async () => {
    const antes = await contarUsuarios();
    const res = await srv.request('POST', '/auth/signup', { body: cuerpoSignup(inactivo) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { cursoId: 'Debes seleccionar un curso' } });
    const nada = await srv.request('POST', '/auth/signup', { body: cuerpoSignup('no-existe') });
    expect(nada.status).toBe(404);
    expect(nada.body).toMatchObject({ code: 'NO_ENCONTRADO', error: 'Error Curso no encontrado' });
    const sinCurso = await srv.request('POST', '/auth/signup', {
      body: cuerpoSignup(curso, { cursoId: '' }),
    });
    expect(sinCurso.status).toBe(400);
    expect(sinCurso.body).toMatchObject({ fields: { cursoId: 'Debes seleccionar un curso' } });
    expect(await contarUsuarios()).toBe(antes);
  });

  it('answers missing and malformed fields with the spec messages (never a 500)', async () => {
    const res = await srv.request('POST', '/auth/signup', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDACION',
      fields: {
        nombre: 'Este campo es requerido',
        apellidos: 'Este campo es requerido',
        email: 'Este campo es requerido',
        tipoIdentificacion: 'Este campo es requerido',
        identificacion: 'Este campo es requerido',
        cursoId: 'Este campo es requerido',
      },
    });
    const vacios = await srv.request('POST', '/auth/signup', {
      body: cuerpoSignup(curso, { nombre: ' ', email: '', cursoId: '' }),
    });
    expect(vacios.body).toMatchObject({
      fields: {
        nombre: 'Este campo es requerido',
        email: 'Por favor, ingrese su email.',
        cursoId: 'Debes seleccionar un curso',
      },
    });
    const mal = await srv.request('POST', '/auth/signup', {
      body: cuerpoSignup(curso, {
        email: 'no-es-email',
        identificacion: '12a',
        aceptaPoliticas: false,
      }),
    });
    expect(mal.status).toBe(400);
    expect(mal.body).toMatchObject({
      fields: {
        email: 'Por favor, ingrese su email.',
        identificacion: 'Solo se permiten números',
      },
    });
    const confirmacion = await srv.request('POST', '/auth/signup', {
      body: cuerpoSignup(curso, { confirmPassword: 'otra-clave-1' }),
    });
    expect(confirmacion.body).toMatchObject({
      fields: { confirmPassword: 'Error: Las contraseñas no coinciden' },
    });
    const registro = await srv.request('POST', '/auth/signup', {
      body: cuerpoSignup(curso, {
        customData: {
          municipio: { nombre: 'Achí' },
          institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
          tipoRegistro: 'Profesor',
        },
      }),
    });
    expect(registro.status).toBe(400);
  });

  it('creates one account when the same signup arrives twice at once', async () => {
    const body = cuerpoSignup(curso);
    const [a, b] = await Promise.all([
      srv.request('POST', '/auth/signup', { body }),
      srv.request('POST', '/auth/signup', { body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});
