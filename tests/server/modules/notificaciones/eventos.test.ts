import { aprobarSolicitud } from '../../../../src/server/jobs/desbloqueos';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrizPermisos } from '@shared/domain/permisos';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar, crearEvaluacion, cursoConLeccion, enviar } from '../evaluaciones/ayudas';
import { completar } from '../evaluaciones/ayudas';
import { crearEnlace } from '../multimedias/ayudas';
import { archivo, fila, importar, validarOk } from '../importacion/ayudas';
import { listar, noLeidas, tipos } from './ayudas';

interface Persona {
  id: string;
  token: string;
}

describe.each(testDialects())('notificaciones: who hears of what (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let idAdmin: string;

  async function persona(email: string, rolId?: string, nombre = 'Ana'): Promise<Persona> {
    const id = await crearUsuario(srv, { email, rolId, nombre });
    return { id, token: await tokenDe(srv, id) };
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    idAdmin = (await srv.server.services.usuarios.findRowByEmail('admin@prueba.co'))?.id ?? '';
  });
  afterAll(() => srv.close());

  it('a course assigned: the learner, with the course and its link; nobody else', async () => {
    const curso = await crearCurso(srv, { codigo: 'EV-A', nombre: 'Ofimática' });
    const ana = await persona(`ana-${randomUUID()}@prueba.co`);
    const beto = await persona(`beto-${randomUUID()}@prueba.co`);
    const r = await srv.request('POST', `/api/usuarios/${ana.id}/asignarCursos`, {
      token: admin,
      body: { cursoIds: [curso] },
    });
    expect(r.status).toBe(200);
    const { data } = await listar(srv, ana.token);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      tipo: 'cursoAsignado',
      leidaEn: null,
      datos: { cursoId: curso, curso: 'Ofimática', enlace: `/cursos/curso/${curso}` },
    });
    expect(await noLeidas(srv, beto.token)).toBe(0);
    expect(await noLeidas(srv, admin)).toBe(0);
  });

  it('a bulk assignment: each learner newly assigned, not those who held the course', async () => {
    const curso = await crearCurso(srv, { codigo: 'EV-M', nombre: 'Masivo' });
    const ana = await persona(`ana-${randomUUID()}@prueba.co`);
    const beto = await persona(`beto-${randomUUID()}@prueba.co`);
    const carla = await persona(`carla-${randomUUID()}@prueba.co`);
    await asignar(srv, beto.id, curso);
    const r = await srv.request('POST', '/api/usuarios/masivo/cursos', {
      token: admin,
      body: { seleccion: { ids: [ana.id, beto.id] }, cursoIds: [curso] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await listar(srv, ana.token)).data).toMatchObject([
      { tipo: 'cursoAsignado', datos: { cursoId: curso, curso: 'Masivo' } },
    ]);
    expect(await noLeidas(srv, beto.token)).toBe(0);
    expect(await noLeidas(srv, carla.token)).toBe(0);
  });

  it('a reply: the topic author and earlier repliers, never the replier nor others', async () => {
    const c = await cursoConLeccion(srv, admin, 'Foro');
    const ana = await persona(`ana-${randomUUID()}@prueba.co`);
    const beto = await persona(`beto-${randomUUID()}@prueba.co`, undefined, 'Beto');
    const carla = await persona(`carla-${randomUUID()}@prueba.co`);
    const ajeno = await persona(`ajeno-${randomUUID()}@prueba.co`);
    for (const p of [ana, beto, carla]) await asignar(srv, p.id, c.curso);
    const tema = await srv.request('POST', '/api/comentarios', {
      token: admin,
      body: { multimedia: c.leccion, titulo: 'Dudas', texto: '¿Preguntas?', pinned: false },
    });
    expect(tema.status, JSON.stringify(tema.body)).toBe(200);
    const temaId = (tema.body as { data: { _id: string } }).data._id;
    const responder = (p: Persona, idCliente = randomUUID()) =>
      srv.request('POST', '/api/comentarios', {
        token: p.token,
        body: { multimedia: c.leccion, parentId: temaId, texto: 'Yo tengo una', idCliente },
      });

    const idAna = randomUUID();
    expect((await responder(ana, idAna)).status).toBe(200);
    // The topic's author (the admin) hears of Ana's reply; Ana does not.
    expect(await tipos(srv, admin)).toContain('respuestaTema');
    expect(await noLeidas(srv, ana.token)).toBe(0);
    // A resend of the same reply (offline replay) notifies nobody again.
    expect((await responder(ana, idAna)).status).toBe(200);
    expect((await listar(srv, admin)).data.filter((n) => n.tipo === 'respuestaTema')).toHaveLength(
      1,
    );

    expect((await responder(beto)).status).toBe(200);
    const deAna = await listar(srv, ana.token);
    expect(deAna.data).toHaveLength(1);
    expect(deAna.data[0]).toMatchObject({
      tipo: 'respuestaTema',
      datos: { temaId, tema: 'Dudas', multimediaId: c.leccion, enlace: `/pl/${c.leccion}` },
    });
    expect(String(deAna.data[0]?.datos.autor)).toContain('Beto');
    expect(await noLeidas(srv, beto.token)).toBe(0);
    expect(await noLeidas(srv, carla.token)).toBe(0);
    expect(await noLeidas(srv, ajeno.token)).toBe(0);
  });

  it('a new lesson: every learner assigned to the course, not its author nor others', async () => {
    const curso = await crearCurso(srv, { codigo: 'EV-L', nombre: 'Internet seguro' });
    const otro = await crearCurso(srv, { codigo: 'EV-L2' });
    const ana = await persona(`ana-${randomUUID()}@prueba.co`);
    const beto = await persona(`beto-${randomUUID()}@prueba.co`);
    const ajeno = await persona(`ajeno-${randomUUID()}@prueba.co`);
    await asignar(srv, ana.id, curso);
    await asignar(srv, beto.id, curso);
    await asignar(srv, ajeno.id, otro);
    const antesAdmin = await noLeidas(srv, admin);
    const leccion = await crearEnlace(srv, admin, { nombre: '2.1 Contraseñas', curso });
    for (const p of [ana, beto]) {
      const { data } = await listar(srv, p.token);
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        tipo: 'nuevaLeccion',
        datos: {
          cursoId: curso,
          curso: 'Internet seguro',
          multimediaId: leccion._id,
          leccion: '2.1 Contraseñas',
          enlace: `/pl/${leccion._id}`,
        },
      });
    }
    expect(await noLeidas(srv, ajeno.token)).toBe(0);
    expect(await noLeidas(srv, admin)).toBe(antesAdmin);
  });

  it('an attempt graded, and the certificate it issued: only the learner', async () => {
    const c = await cursoConLeccion(srv, admin, 'Certificable');
    const e = await crearEvaluacion(srv, admin, c.curso, 2);
    const ana = await persona(`ana-${randomUUID()}@prueba.co`);
    const beto = await persona(`beto-${randomUUID()}@prueba.co`);
    await asignar(srv, ana.id, c.curso);
    await completar(srv, ana.id, c.leccion);
    const antes = await noLeidas(srv, admin);

    const fallido = await enviar(srv, ana.token, e, 0);
    expect(fallido.status).toBe(200);
    let lista = await listar(srv, ana.token);
    expect(lista.data.map((n) => n.tipo)).toEqual(['intentoCalificado']);
    expect(lista.data[0]?.datos).toMatchObject({
      evaluacionId: e._id,
      aprobado: false,
      puntaje: 0,
      enlace: `/evaluacion/${e._id}`,
    });

    const aprobado = await enviar(srv, ana.token, e, 2);
    expect(aprobado.status).toBe(200);
    lista = await listar(srv, ana.token);
    expect(lista.data.map((n) => n.tipo).sort()).toEqual([
      'certificadoEmitido',
      'intentoCalificado',
      'intentoCalificado',
    ]);
    const cert = lista.data.find((n) => n.tipo === 'certificadoEmitido');
    expect(cert?.datos).toMatchObject({ curso: 'Certificable', enlace: '/certificados' });
    expect(await noLeidas(srv, beto.token)).toBe(0);
    expect(await noLeidas(srv, admin)).toBe(antes);
  });

  it('a grade an admin records notifies the learner it is for', async () => {
    const c = await cursoConLeccion(srv, admin, 'En papel');
    const e = await crearEvaluacion(srv, admin, c.curso, 2);
    const ana = await persona(`ana-${randomUUID()}@prueba.co`);
    await asignar(srv, ana.id, c.curso);
    const r = await srv.request('POST', '/api/calificaciones/nuevo', {
      token: admin,
      body: { evaluacion: e._id, estudiante: ana.id, puntajeEstudiante: 90 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const lista = await listar(srv, ana.token);
    expect(lista.data.find((n) => n.tipo === 'intentoCalificado')?.datos).toMatchObject({
      evaluacionId: e._id,
      puntaje: 90,
      aprobado: true,
    });
    expect(lista.data.map((n) => n.tipo)).toContain('certificadoEmitido');
  });

  it('an unlock request: admins and the course’s tutors; its approval: the learner', async () => {
    const curso = await crearCurso(srv, { codigo: 'EV-S', nombre: 'Por solicitud' });
    const otro = await crearCurso(srv, { codigo: 'EV-S2' });
    const rolTutor = await crearRol(
      srv,
      `Tutor ${randomUUID().slice(0, 6)}`,
      matrizPermisos((_, o) => o === 'consultar'),
      true,
      'misCursos',
    );
    const tutor = await persona(`tutor-${randomUUID()}@prueba.co`, rolTutor);
    const tutorAjeno = await persona(`tutor2-${randomUUID()}@prueba.co`, rolTutor);
    await asignar(srv, tutor.id, curso);
    await asignar(srv, tutorAjeno.id, otro);
    const ana = await persona(`ana-${randomUUID()}@prueba.co`, undefined, 'Ana');
    const beto = await persona(`beto-${randomUUID()}@prueba.co`);
    const antesAdmin = await noLeidas(srv, admin);

    const r = await srv.request('POST', '/api/cursos/solicitar', {
      token: ana.token,
      body: { cursoId: curso },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await noLeidas(srv, admin)).toBe(antesAdmin + 1);
    const delTutor = await listar(srv, tutor.token);
    expect(delTutor.data[0]).toMatchObject({
      tipo: 'solicitudDesbloqueo',
      datos: { cursoId: curso, curso: 'Por solicitud', enlace: `/cursos/curso/${curso}` },
    });
    expect(String(delTutor.data[0]?.datos.solicitante)).toContain('Ana');
    expect(await noLeidas(srv, tutorAjeno.token)).toBe(0);
    expect(await noLeidas(srv, beto.token)).toBe(0);
    expect(await noLeidas(srv, ana.token)).toBe(0);

    // Due now: the job approves it and the learner hears of it.
    await srv.server.services.db
      .updateTable('solicitudes_curso')
      .set({ aprobar_en: '2000-01-01T00:00:00.000Z' })
      .where('usuario_id', '=', ana.id)
      .execute();
    const solicitud = await srv.server.services.db
      .selectFrom('solicitudes_curso')
      .select('id')
      .where('usuario_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    // Its job, delivered now (the queue would at the new due time).
    expect(await aprobarSolicitud(srv.server.services.db, solicitud.id)).toBe(true);
    expect((await listar(srv, ana.token)).data[0]).toMatchObject({
      tipo: 'cursoDesbloqueado',
      datos: { cursoId: curso, curso: 'Por solicitud' },
    });
    expect(await noLeidas(srv, beto.token)).toBe(0);
    expect(idAdmin).not.toBe('');
  });

  it('an import finished: the one who confirmed it, with its counts', async () => {
    const importador = await persona(`imp-${randomUUID()}@prueba.co`, await rolImportador());
    const lote = await validarOk(
      srv,
      importador.token,
      archivo([fila(`nuevo-${randomUUID()}@prueba.co`, String(Date.now()).slice(-9))]),
    );
    const fin = await importar(srv, importador.token, lote.id, 'soloNuevos');
    expect(fin.estado).toBe('completado');
    // The notice is written once the job's promise settles, just after the lote is final.
    let aviso = (await listar(srv, importador.token)).data[0];
    for (let i = 0; i < 100 && !aviso; i++) {
      await new Promise((r) => setTimeout(r, 20));
      aviso = (await listar(srv, importador.token)).data[0];
    }
    expect(aviso).toMatchObject({
      tipo: 'importacionTerminada',
      datos: { loteId: lote.id, estado: 'completado', creados: 1, enlace: '/usuarios' },
    });
    expect((await listar(srv, importador.token)).total).toBe(1);
  });

  function rolImportador() {
    return crearRol(
      srv,
      `Importador ${randomUUID().slice(0, 6)}`,
      matrizPermisos((v, o) => o === 'consultar' || (v === 'usuarios' && o === 'crear')),
    );
  }
});
