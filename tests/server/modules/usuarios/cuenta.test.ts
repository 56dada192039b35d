import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Usuario } from '@shared/api';
import { testDialects } from '../../helpers/databases';
import { escribirDesdeFuera } from '../../helpers/desdeFuera';
import { crearCurso, crearUsuario, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

/**
 * Issue 18: each account's assigned courses and valid certificates are kept while the
 * 'contenido' version holds (modules/usuarios/cuenta.ts). Each test warms the session
 * refresh (its second answer comes from the cache), changes an assignment or a certificate
 * and checks the very next answer.
 */
describe.each(testDialects())('account cache of the session refresh (%s)', (dialect) => {
  let srv: TestServer;
  let usuarioId: string;
  let token: string;
  let evaluacionId: string;
  let cursoId: string;
  let numero = 100;
  const db = () => srv.server.services.db;

  async function refresco(): Promise<Usuario> {
    const res = await srv.request('POST', '/auth/token', { body: { token } });
    expect(res.status).toBe(200);
    return (res.body as { user: Usuario }).user;
  }
  async function calentar(): Promise<Usuario> {
    await refresco();
    return refresco();
  }
  /** One certificate per course and learner: each on a course of its own. */
  async function emitir(): Promise<string> {
    const id = randomUUID();
    numero += 1;
    const curso = await crearCurso(srv, { codigo: `CUENTA-C${numero}` });
    await db()
      .insertInto('certificados')
      .values({
        id,
        numero,
        usuario_id: usuarioId,
        curso_id: curso,
        evaluacion_id: evaluacionId,
        codigo_verificacion: `CUENTA-${numero}`,
        datos: '{}',
        emitido_en: new Date(Date.UTC(2026, 10, numero % 28)).toISOString(),
      })
      .execute();
    return id;
  }
  const numeros = (u: Usuario) => u.certificaciones.map((c) => c.numero_certificado);

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    usuarioId = await crearUsuario(srv, { email: 'cuenta-cache@prueba.co' });
    token = await tokenDe(srv, usuarioId);
    cursoId = await crearCurso(srv, { codigo: 'CUENTA-CERT' });
    evaluacionId = randomUUID();
    const ahora = new Date().toISOString();
    await db()
      .insertInto('evaluaciones')
      .values({
        id: evaluacionId,
        codigo: 'CUENTA-EV',
        nombre: 'Final',
        curso_id: cursoId,
        descripcion: '',
        puntaje_minimo: 1,
        estado: 1,
        color_fondo_tarjeta: '#78A2EE',
        creado_en: ahora,
        actualizado_en: ahora,
        mostrar_respuestas: 'alAprobar',
        intentos_permitidos: null,
        espera_minutos: 0,
        barajar_preguntas: 0,
        barajar_respuestas: 0,
        preguntas_por_intento: null,
      })
      .execute();
  });
  afterAll(() => srv.close());

  it('an assignment given or taken away shows at the next refresh, in assignment order', async () => {
    const [a, b] = [
      await crearCurso(srv, { codigo: 'CUENTA-A' }),
      await crearCurso(srv, { codigo: 'CUENTA-B' }),
    ];
    expect((await calentar()).cursosAsignados).not.toContain(a);
    await srv.server.services.asignaciones.agregar(usuarioId, b, '2026-11-01T00:00:00.000Z');
    await srv.server.services.asignaciones.agregar(usuarioId, a, '2026-11-02T00:00:00.000Z');
    expect((await refresco()).cursosAsignados.filter((c) => c === a || c === b)).toEqual([b, a]);
    await refresco();
    await db().deleteFrom('usuario_cursos').where('curso_id', '=', b).execute();
    expect((await refresco()).cursosAsignados).not.toContain(b);
  });

  it('a certificate issued, revoked or deleted shows at the next refresh', async () => {
    const antes = numeros(await calentar());
    const id = await emitir();
    const emitido = await refresco();
    expect(numeros(emitido)).toEqual([...antes, numero]);
    await refresco();
    await db()
      .updateTable('certificados')
      .set({ revocado_en: new Date().toISOString(), motivo_revocacion: 'prueba' })
      .where('id', '=', id)
      .execute();
    expect(numeros(await refresco())).toEqual(antes);
    const otro = await emitir();
    await calentar();
    await db().deleteFrom('certificados').where('id', '=', otro).execute();
    expect(numeros(await refresco())).toEqual(antes);
  });

  it('a change by another connection or instance is seen', async () => {
    const c = await crearCurso(srv, { codigo: 'CUENTA-FUERA' });
    await calentar();
    await escribirDesdeFuera(
      srv,
      'insert into usuario_cursos (usuario_id, curso_id, asignado_en) values (?, ?, ?)',
      [usuarioId, c, new Date().toISOString()],
    );
    // PostgreSQL: the other instance's commit arrives by NOTIFY, a few milliseconds later.
    await expect
      .poll(async () => (await refresco()).cursosAsignados.includes(c), { timeout: 5000 })
      .toBe(true);
  });

  it('gives each caller lists of its own: changing one answer does not reach the next', async () => {
    const row = await srv.server.services.usuarios.findRowById(usuarioId);
    if (!row) throw new Error('sin usuario');
    await emitir();
    const primera = await srv.server.services.usuarios.toUsuario(row);
    primera.cursosAsignados.push('inventado');
    const [certificado] = primera.certificaciones;
    if (!certificado) throw new Error('sin certificado');
    certificado.numero_certificado = -1;
    const segunda = await srv.server.services.usuarios.toUsuario(row);
    expect(segunda.cursosAsignados).not.toContain('inventado');
    expect(segunda.certificaciones[0]?.numero_certificado).not.toBe(-1);
  });
});
