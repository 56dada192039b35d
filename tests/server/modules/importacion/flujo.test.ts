import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilaImportacion } from '@shared/api/importacion';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { ENCABEZADOS_PLANTILLA, leerCsv } from '../../../../src/server/modules/importacion/csv';
import { crearCurso, tokenAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { archivo, CABECERA, descargar, fila, importar, validar, validarOk } from './ayudas';

const UBICACION = {
  municipio: { nombre: 'Achí' },
  institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
  tipoRegistro: 'Estudiante',
};

/** The whole import through a real server: dry run, error report, commit, logins. */
describe.each(testDialects())('importación de usuarios por HTTP (%s)', (dialect) => {
  let srv: TestServer;
  let token: string;
  const db = () => srv.server.services.db;
  const usuarioPorEmail = (email: string) =>
    db()
      .selectFrom('usuarios')
      .selectAll()
      .where('email_normalizado', '=', email)
      .executeTakeFirst();

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    token = await tokenAdmin(srv);
    await crearCurso(srv, { codigo: 'INF-01' });
    for (const [email, apellidos, doc] of [
      ['cambia@correo.co', 'Antes', '7001'],
      ['igual@correo.co', 'Pérez', '7002'],
    ] as const) {
      await srv.server.services.usuarios.create({
        email,
        nombre: 'Ana',
        apellidos,
        passwordHash: 'x',
        rolId: ID_ROL_ESTUDIANTE,
        tipoIdentificacion: 'Cedula ciudadanía',
        identificacion: doc,
        emailVerificado: true,
        aceptaPoliticas: true,
        customData: UBICACION,
      });
    }
  });
  afterAll(() => srv.close());

  const LINEAS = [
    /* 2 */ fila('con.clave@correo.co', '8001', {
      cursos: 'inf-01',
      password: 'clave-del-archivo-1',
    }),
    /* 3 */ fila('sin.clave@correo.co', '8002'),
    /* 4 */ fila('esto-no-es-un-email', '8003'),
    /* 5 */ fila('Dup@Correo.co', '8004'),
    /* 6 */ fila('dup@correo.CO', '8005'),
    /* 7 */ fila('Cambia@correo.co', '7001', { apellidos: 'Después' }),
    /* 8 */ fila('igual@correo.co', '7002'),
  ];

  it('dry run, error report, commit and logins agree exactly', async () => {
    const lote = await validarOk(srv, token, archivo(LINEAS));
    expect(lote).toMatchObject({
      estado: 'validado',
      total: 7,
      conteo: { nuevo: 2, actualizado: 1, sinCambios: 1, error: 3 },
      codificacion: 'utf-8',
      delimitador: ';',
    });

    expect(lote.creadoPor.nombre).not.toBe('Usuario eliminado');

    // The preview, filtered: the case variants of one email are both caught.
    const errores = await srv.request('POST', `/api/usuarios/importar/${lote.id}/filas`, {
      token,
      body: { estado: 'error' },
    });
    const filasError = (errores.body as { data: FilaImportacion[]; total: number }).data;
    expect(filasError.map((f) => f.fila)).toEqual([4, 5, 6]);
    expect(filasError[1]?.errores.join(' ')).toContain('fila 6');
    expect(filasError[2]?.errores.join(' ')).toContain('fila 5');

    // The error report reads back: the same rows as sent plus the reasons.
    const informe = await descargar(srv, token, `/api/usuarios/importar/${lote.id}/errores.csv`);
    expect(informe.status).toBe(200);
    expect([...informe.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const leido = leerCsv(informe.bytes);
    if (!leido.ok) throw new Error(leido.error);
    expect(leido.encabezados).toEqual([...CABECERA.split(';'), 'errores']);
    expect(leido.filas.map((f) => f.celdas.slice(0, 13))).toEqual(
      [LINEAS[2], LINEAS[3], LINEAS[4]].map((l) => (l ?? '').split(';')),
    );
    expect(leido.filas.map((f) => f.celdas[13])).toEqual(
      filasError.map((f) => f.errores.join(' | ')),
    );

    const igualAntes = await usuarioPorEmail('igual@correo.co');
    const fin = await importar(srv, token, lote.id);
    expect(fin).toMatchObject({
      estado: 'completado',
      modo: 'nuevosYActualizar',
      creados: 2,
      actualizados: 1,
      aplicar: 3,
      credencialesPendientes: 1,
    });

    // Exactly what the dry run showed: created, updated, untouched, never written.
    const creados = await db()
      .selectFrom('usuarios')
      .select('email_normalizado')
      .where('lote_id', '=', lote.id)
      .orderBy('email_normalizado')
      .execute();
    expect(creados.map((u) => u.email_normalizado)).toEqual([
      'con.clave@correo.co',
      'sin.clave@correo.co',
    ]);
    expect(await usuarioPorEmail('cambia@correo.co')).toMatchObject({
      apellidos: 'Después',
      lote_id: null,
    });
    expect(await usuarioPorEmail('igual@correo.co')).toEqual(igualAntes);
    for (const email of ['esto-no-es-un-email', 'dup@correo.co']) {
      expect(await usuarioPorEmail(email)).toBeUndefined();
    }
    const conClave = await usuarioPorEmail('con.clave@correo.co');
    const cursos = await db()
      .selectFrom('usuario_cursos')
      .select('curso_id')
      .where('usuario_id', '=', conClave?.id ?? '')
      .execute();
    expect(cursos).toHaveLength(1);

    // The file's password logs in; it need not be changed.
    const login = await srv.request('POST', '/auth/login', {
      body: { email: 'CON.CLAVE@correo.co', password: 'clave-del-archivo-1', recordarme: false },
    });
    expect(login.status).toBe(200);
    expect((await usuarioPorEmail('con.clave@correo.co'))?.debe_cambiar_password).toBe(0);

    // The generated one is in the credentials, logs in, and must be changed.
    const csv = await descargar(srv, token, `/api/usuarios/importar/${lote.id}/credenciales.csv`);
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const texto = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(texto).toHaveLength(2);
    const [email, nombre, password] = (texto[1] ?? '').split(';');
    expect([email, nombre]).toEqual(['sin.clave@correo.co', 'Ana Pérez']);
    expect(password).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{19}$/);
    const lista = await srv.request('GET', `/api/usuarios/importar/${lote.id}/credenciales`, {
      token,
    });
    expect((lista.body as { data: unknown[] }).data).toEqual([
      { email: 'sin.clave@correo.co', nombre: 'Ana Pérez', password },
    ]);
    const loginGenerado = await srv.request('POST', '/auth/login', {
      body: { email: 'sin.clave@correo.co', password, recordarme: false },
    });
    expect(loginGenerado.status).toBe(200);
    expect((await usuarioPorEmail('sin.clave@correo.co'))?.debe_cambiar_password).toBe(1);
    const auditoria = await db()
      .selectFrom('auditoria')
      .select('detalle')
      .where('accion', '=', 'importacion.credenciales')
      .execute();
    expect(auditoria).toHaveLength(2);
    expect(auditoria.map((a) => a.detalle).join()).not.toContain(password);

    // Re-importing what is now stored (no password cells) changes nothing.
    const otraVez = await validarOk(
      srv,
      token,
      archivo([
        fila('con.clave@correo.co', '8001', { cursos: 'INF-01' }),
        fila('sin.clave@correo.co', '8002'),
        // The email as the file wrote it (the case variant became the stored spelling).
        fila('Cambia@correo.co', '7001', { apellidos: 'Después' }),
        fila('igual@correo.co', '7002'),
      ]),
    );
    expect(otraVez.conteo).toEqual({ nuevo: 0, actualizado: 0, sinCambios: 4, error: 0 });
    const nada = await srv.request('POST', `/api/usuarios/importar/${otraVez.id}/confirmar`, {
      token,
      body: { modo: 'nuevosYActualizar' },
    });
    expect(nada).toMatchObject({
      status: 400,
      body: { error: 'No hay filas para importar con el modo elegido.' },
    });

    // The history, newest first.
    const historial = await srv.request('POST', '/api/usuarios/importar/lotes', {
      token,
      body: {},
    });
    expect(historial.body).toMatchObject({ total: 2, data: [{ id: otraVez.id }, { id: lote.id }] });
  });

  it('keeps passwords typed into the file encrypted at rest, and gives them back in the report', async () => {
    const lineas = [
      fila('guardada@correo.co', '8101', { password: 'clave-secreta-valida' }),
      fila('con-error@correo.co', '81-02', { password: 'clave-secreta-de-error' }),
    ];
    const lote = await validarOk(srv, token, archivo(lineas));
    const guardado = await db()
      .selectFrom('importaciones_lote')
      .select('resultado')
      .where('id', '=', lote.id)
      .executeTakeFirstOrThrow();
    expect(guardado.resultado).toContain('guardada@correo.co');
    expect(guardado.resultado).not.toContain('clave-secreta');

    const informe = await descargar(srv, token, `/api/usuarios/importar/${lote.id}/errores.csv`);
    const leido = leerCsv(informe.bytes);
    if (!leido.ok) throw new Error(leido.error);
    expect(leido.filas.map((f) => f.valores.password)).toEqual(['clave-secreta-de-error']);
  });

  it("the template's example row imports as a new user", async () => {
    const plantilla = await descargar(srv, token, '/api/usuarios/importar/plantilla.csv');
    expect(plantilla.status).toBe(200);
    const leido = leerCsv(plantilla.bytes);
    if (!leido.ok) throw new Error(leido.error);
    expect(leido.campos).toEqual([...ENCABEZADOS_PLANTILLA]);
    expect(leido.codificacion).toBe('utf-8-bom');
    const lote = await validarOk(srv, token, plantilla.bytes);
    expect(lote.conteo).toEqual({ nuevo: 1, actualizado: 0, sinCambios: 0, error: 0 });
  });

  it('refuses in Spanish what is not a readable CSV', async () => {
    const noMultipart = await srv.request('POST', '/api/usuarios/importar/validar', {
      token,
      body: {},
    });
    expect(noMultipart.status).toBe(415);
    const sinColumnas = await validar(srv, token, Buffer.from('email;nombre\na@b.co;Ana\n'));
    expect(sinColumnas.status).toBe(400);
    expect(sinColumnas.body.error).toMatch(/^Faltan las columnas obligatorias/);
    const grande = await validar(srv, token, Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    expect(grande).toMatchObject({ status: 413, body: { error: 'El archivo supera 10 MB.' } });
    const form = new FormData();
    form.append('reemplazarCursos', 'true');
    const sinArchivo = await fetch(`${srv.url}/api/usuarios/importar/validar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(sinArchivo.status).toBe(400);
    expect(await sinArchivo.json()).toMatchObject({ error: 'Seleccione un archivo CSV.' });
    const inexistente = await srv.request('GET', '/api/usuarios/importar/no-existe', { token });
    expect(inexistente).toMatchObject({
      status: 404,
      body: { error: 'No se encontró la importación.' },
    });
  });
});
