import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { ID_ROL_TUTOR } from '../../../../src/server/db/migrations/0012_progreso_orden';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { abiertasHace } from '../../helpers/progreso';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearEnlace, crearLeccion } from './ayudas';

const BASE = 'Debes completar el multimedia anterior antes de acceder a este';

describe.each(testDialects())('sequential access to lessons (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: string;
  let aprendizId: string;
  let aprendiz: string;
  const l: Record<'syllabus' | 'uno' | 'dos' | 'tres' | 'anexo', Multimedia> = {} as never;

  const obtener = (id: string, token = aprendiz) =>
    srv.request('GET', `/api/multimedias/${id}`, { token });
  const flujo = (ruta: string, token?: string) =>
    fetch(`${srv.url}${ruta}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  async function bloqueos(token = aprendiz): Promise<Map<string, Multimedia['bloqueo']>> {
    const res = await srv.request('GET', '/api/multimedias/filtrar', { token });
    expect(res.status).toBe(200);
    const data = (res.body as { data: Multimedia[] }).data;
    return new Map(data.map((m) => [m.nombre, m.bloqueo]));
  }
  async function usuarioCon(email: string, rolId?: string): Promise<string> {
    const id = await crearUsuario(srv, { email, rolId });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: id, curso_id: curso, asignado_en: new Date().toISOString() })
      .execute();
    return tokenDe(srv, id);
  }
  const reportar = (id: string, porcentaje: number) =>
    srv.request('POST', '/api/usuarios/agregarprogreso', {
      token: aprendiz,
      body: {
        _id: aprendizId,
        progreso_multimedia: {
          id,
          progreso: 'iniciado',
          porcentaje,
          fecha: new Date().toISOString(),
        },
      },
    });

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await crearCurso(srv, { codigo: 'SEQ-01' });
    // Created out of order: the order comes from the names, 'anexos' last.
    l.tres = await crearLeccion(srv, admin, { nombre: '2.1 Cierre', curso });
    l.anexo = await crearEnlace(srv, admin, { nombre: 'Glosario', curso });
    l.dos = await crearLeccion(srv, admin, { nombre: '1.2 Práctica', curso });
    l.uno = await crearLeccion(srv, admin, { nombre: '1.1 Introducción', curso });
    l.syllabus = await crearLeccion(srv, admin, { nombre: 'Syllabus del curso', curso });
    aprendiz = await usuarioCon('aprendiz@prueba.co');
    const fila = await srv.server.services.usuarios.findRowByEmail('aprendiz@prueba.co');
    aprendizId = fila?.id ?? '';
    // This suite is about the order, not the real-time bound on progress (progresos/limite).
    await abiertasHace(
      srv,
      aprendizId,
      Object.values(l).map((m) => m._id),
    );
  });
  afterAll(() => srv.close());

  it('the syllabus and the first lesson open; the next one is refused naming the previous', async () => {
    expect((await obtener(l.syllabus._id)).status).toBe(200);
    expect((await obtener(l.uno._id)).status).toBe(200);
    const res = await obtener(l.dos._id);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      ok: false,
      code: 'LECCION_BLOQUEADA',
      error: `${BASE}: termina primero "1.1 Introducción" (0 %).`,
      fields: { anteriorId: l.uno._id, anteriorPorcentaje: '0' },
    });
    // Later lessons and the anexo are locked behind their own previous lesson.
    const tres = await obtener(l.tres._id);
    expect((tres.body as { error: string }).error).toContain('"1.2 Práctica" (0 %)');
    const anexo = await obtener(l.anexo._id);
    expect((anexo.body as { error: string }).error).toContain('"2.1 Cierre" (0 %)');
  });

  it('the stream is refused too, by token and by the signed URL of the list', async () => {
    expect((await flujo(`/api/plyr/${l.dos._id}`, aprendiz)).status).toBe(403);
    const res = await srv.request('GET', '/api/multimedias/filtrar', { token: aprendiz });
    const dos = (res.body as { data: Multimedia[] }).data.find((m) => m._id === l.dos._id);
    const src = dos?.sources.src ?? '';
    expect(src).toContain('firma=');
    const firmado = await flujo(src);
    expect(firmado.status).toBe(403);
    expect(((await firmado.json()) as { code: string }).code).toBe('LECCION_BLOQUEADA');
    expect((await flujo(`/api/plyr/${l.uno._id}`, aprendiz)).status).toBe(200);
  });

  it('a locked lesson cannot be viewed nor rated', async () => {
    for (const multimediaFields of [{ visto: true }, { calificacion: 'like' }]) {
      const res = await srv.request('PATCH', `/api/multimedias/${l.dos._id}`, {
        token: aprendiz,
        body: { _id: l.dos._id, multimediaFields },
      });
      expect(res.status).toBe(403);
      expect((res.body as { code: string }).code).toBe('LECCION_BLOQUEADA');
    }
    const ok = await srv.request('PATCH', `/api/multimedias/${l.uno._id}`, {
      token: aprendiz,
      body: { _id: l.uno._id, multimediaFields: { calificacion: 'like' } },
    });
    expect(ok.status).toBe(200);
    expect((ok.body as { data: Multimedia }).data.numVisto).toBe(0);
    // Nothing of the refused requests was recorded.
    const dos = await srv.request('GET', `/api/multimedias/${l.dos._id}`, { token: admin });
    const datos = (dos.body as { data: Multimedia }).data;
    expect(datos.numVisto).toBe(0);
    expect(datos.calificaciones).toMatchObject({ likes: 0, noLikes: 0 });
  });

  it('filtrar tells each lesson’s lock: the previous lesson and its percent', async () => {
    await reportar(l.uno._id, 40);
    const b = await bloqueos();
    expect(b.get('Syllabus del curso')).toBeNull();
    expect(b.get('1.1 Introducción')).toBeNull();
    expect(b.get('1.2 Práctica')).toEqual({
      anterior: { _id: l.uno._id, nombre: '1.1 Introducción', porcentaje: 40 },
    });
    expect(b.get('2.1 Cierre')?.anterior._id).toBe(l.dos._id);
    expect(b.get('Glosario')?.anterior._id).toBe(l.tres._id);
    const res = await obtener(l.dos._id);
    expect((res.body as { error: string }).error).toContain('"1.1 Introducción" (40 %)');
    // The library (grouped by course) carries the same locks.
    const completo = await srv.request('GET', '/api/multimedias/filtrarCompleto', {
      token: aprendiz,
    });
    const grupo = (completo.body as { data: { multimedias: Multimedia[] }[] }).data[0];
    const dos = grupo?.multimedias.find((m) => m._id === l.dos._id);
    expect(dos?.bloqueo?.anterior).toMatchObject({ _id: l.uno._id, porcentaje: 40 });
    expect(grupo?.multimedias.find((m) => m._id === l.uno._id)?.bloqueo).toBeNull();
  });

  it('finishing the previous lesson (agregarprogreso 100) opens the next one', async () => {
    expect((await reportar(l.uno._id, 100)).status).toBe(200);
    expect((await obtener(l.dos._id)).status).toBe(200);
    expect((await flujo(`/api/plyr/${l.dos._id}`, aprendiz)).status).toBe(200);
    expect((await obtener(l.tres._id)).status).toBe(403);
    const b = await bloqueos();
    expect(b.get('1.2 Práctica')).toBeNull();
    expect(b.get('2.1 Cierre')).not.toBeNull();
  });

  it('the Tutor role and ADMINISTRADOR open every lesson in any order', async () => {
    const tutor = await usuarioCon('tutor@prueba.co', ID_ROL_TUTOR);
    for (const token of [tutor, admin]) {
      for (const m of Object.values(l)) expect((await obtener(m._id, token)).status).toBe(200);
      expect((await flujo(`/api/plyr/${l.tres._id}`, token)).status).toBe(200);
      expect([...(await bloqueos(token)).values()].every((x) => x === null)).toBe(true);
    }
  });

  it('skipping the order is a role permission (omitirOrden), granted and withdrawn', async () => {
    const permisos = [
      {
        vista: 'multimedias',
        op: { consultar: true, crear: false, editar: false, desactivar: false, eliminar: false },
      },
    ];
    const nuevo = await srv.request('POST', '/api/roles/nuevo', {
      token: admin,
      body: { nombre: 'Revisor', permisos, omitirOrden: true },
    });
    expect(nuevo.status).toBe(200);
    const rol = (nuevo.body as { data: { _id: string; omitirOrden: boolean } }).data;
    expect(rol.omitirOrden).toBe(true);
    const revisor = await usuarioCon('revisor@prueba.co', rol._id);
    expect((await obtener(l.anexo._id, revisor)).status).toBe(200);
    // Left out, the flag is kept; false withdraws it.
    const igual = await srv.request('PUT', `/api/roles/actualizar/${rol._id}`, {
      token: admin,
      body: { rol: { nombre: 'Revisor', permisos } },
    });
    expect((igual.body as { data: { omitirOrden: boolean } }).data.omitirOrden).toBe(true);
    await srv.request('PUT', `/api/roles/actualizar/${rol._id}`, {
      token: admin,
      body: { rol: { nombre: 'Revisor', permisos, omitirOrden: false } },
    });
    expect((await obtener(l.anexo._id, revisor)).status).toBe(403);
    const lista = await srv.request('POST', '/api/roles/listar', { token: admin });
    const roles = (lista.body as { data: { nombre: string; omitirOrden: boolean }[] }).data;
    expect(roles.find((r) => r.nombre === 'ADMINISTRADOR')?.omitirOrden).toBe(true);
    expect(roles.find((r) => r.nombre === 'Estudiante')?.omitirOrden).toBe(false);
    expect(roles.find((r) => r.nombre === 'Tutor')?.omitirOrden).toBe(true);
  });
});
