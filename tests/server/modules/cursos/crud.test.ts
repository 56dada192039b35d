import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { COLORES_TARJETA, TEXTO_CLARO, TEXTO_OSCURO } from '@shared/domain/cursos';
import { testDialects } from '../../helpers/databases';
import { crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import {
  PNG,
  asignar,
  crearLeccion,
  fondoGuardado,
  listar,
  nuevoCurso,
  subirAdjunto,
} from './ayudas';

describe.each(testDialects())('cursos: create, update, state, delete (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  const post = (path: string, body: unknown, token = admin) =>
    srv.request('POST', path, { body, token });

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  it('creates active courses whose colours follow the six-colour cycle', async () => {
    const creados: Curso[] = [];
    for (let i = 0; i < 7; i++) {
      creados.push(await nuevoCurso(srv, admin, { codigo: `COL-${i}`, nombre: `Color ${i}` }));
    }
    expect(creados.map((c) => c.colorFondoTarjeta)).toEqual([
      ...COLORES_TARJETA,
      COLORES_TARJETA[0],
    ]);
    // Dark text on every colour but the dark one: 4.5:1 or better on each (issue 16).
    expect(creados.map((c) => c.colorTextoTarjeta)).toEqual([
      TEXTO_OSCURO,
      TEXTO_OSCURO,
      TEXTO_OSCURO,
      TEXTO_OSCURO,
      TEXTO_OSCURO,
      TEXTO_CLARO,
      TEXTO_OSCURO,
    ]);
    const primero = creados[0] as Curso;
    expect(primero).toMatchObject({
      codigo: 'COL-0',
      nombre: 'Color 0',
      descripcion: '',
      estado: true,
      imagenFondo: null,
      srcImagenFondo: null,
      moduleSubtitles: {},
      adjuntos: [],
      overallProgress: 0,
      asignado: true,
    });
    expect(primero._id).toBe(primero.id);
  });

  it('takes a given colour and still derives the text colour', async () => {
    const c = await nuevoCurso(srv, admin, {
      codigo: 'DADO',
      nombre: 'Dado',
      colorFondoTarjeta: '#b7cdf1',
    });
    expect(c.colorFondoTarjeta).toBe('#B7CDF1');
    expect(c.colorTextoTarjeta).toBe(TEXTO_OSCURO);
    const res = await post('/api/cursos/nuevo', {
      codigo: 'X',
      nombre: 'X',
      colorFondoTarjeta: 'rojo',
    });
    expect(res.status).toBe(400);
  });

  it('refuses long names and descriptions with the spec messages', async () => {
    const nombre = await post('/api/cursos/nuevo', { codigo: 'L1', nombre: 'n'.repeat(51) });
    expect(nombre.status).toBe(400);
    expect(nombre.body).toMatchObject({
      fields: { nombre: 'El nombre debe tener menos de 50 caracteres' },
    });
    const codigo = await post('/api/cursos/nuevo', { codigo: 'c'.repeat(51), nombre: 'Ok' });
    expect(codigo.body).toMatchObject({
      fields: { codigo: 'El nombre debe tener menos de 50 caracteres' },
    });
    const desc = await post('/api/cursos/nuevo', {
      codigo: 'L2',
      nombre: 'Ok',
      descripcion: 'd'.repeat(501),
    });
    expect(desc.status).toBe(400);
    expect(desc.body).toMatchObject({
      fields: { descripcion: 'La descripción debe tener menos de 500 caracteres' },
    });
    expect((await post('/api/cursos/nuevo', { nombre: 'Sin código' })).status).toBe(400);
  });

  it('refuses a duplicate code, whatever its case (409), on create and update', async () => {
    await nuevoCurso(srv, admin, { codigo: 'dup-1', nombre: 'Uno' });
    const res = await post('/api/cursos/nuevo', { codigo: 'DUP-1', nombre: 'Otro' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ ok: false, code: 'CONFLICTO' });
    const otro = await nuevoCurso(srv, admin, { codigo: 'dup-2', nombre: 'Dos' });
    const upd = await post('/api/cursos/actualizar', {
      _id: otro._id,
      codigo: 'Dup-1',
      nombre: 'Dos',
    });
    expect(upd.status).toBe(409);
    // Its own code (another case) is not a conflict.
    const propio = await post('/api/cursos/actualizar', {
      _id: otro._id,
      codigo: 'DUP-2',
      nombre: 'Dos',
    });
    expect(propio.status).toBe(200);
    // Two simultaneous creations of one code: exactly one wins.
    const carrera = await Promise.all(
      [1, 2, 3, 4].map(() => post('/api/cursos/nuevo', { codigo: 'CARRERA', nombre: 'C' })),
    );
    expect(carrera.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('updates fields and replaces a background, deleting the old file', async () => {
    const fondo1 = await fondoGuardado(srv);
    const c = await nuevoCurso(srv, admin, { codigo: 'UPD', nombre: 'Antes', imagenFondo: fondo1 });
    expect(c.imagenFondo).toBe(fondo1);
    expect(c.srcImagenFondo).toBe(`/api/file/${fondo1}`);
    const fondo2 = await fondoGuardado(srv);
    const res = await post('/api/cursos/actualizar', {
      _id: c._id,
      codigo: 'UPD',
      nombre: 'Después',
      descripcion: 'Nueva',
      imagenFondo: fondo2,
      colorFondoTarjeta: '#FBDD7B',
    });
    expect(res.status).toBe(200);
    const data = (res.body as { data: Curso }).data;
    expect(data).toMatchObject({
      nombre: 'Después',
      descripcion: 'Nueva',
      imagenFondo: fondo2,
      colorFondoTarjeta: '#FBDD7B',
      colorTextoTarjeta: TEXTO_OSCURO,
    });
    const dir = join(srv.dataDir, 'uploads', 'fondos');
    expect(existsSync(join(dir, fondo1))).toBe(false);
    expect(existsSync(join(dir, fondo2))).toBe(true);
    // Omitting imagenFondo keeps it; null removes it (and its file).
    const sin = await post('/api/cursos/actualizar', { _id: c._id, codigo: 'UPD', nombre: 'D' });
    expect((sin.body as { data: Curso }).data.imagenFondo).toBe(fondo2);
    const quitar = await post('/api/cursos/actualizar', {
      _id: c._id,
      codigo: 'UPD',
      nombre: 'D',
      imagenFondo: null,
    });
    expect((quitar.body as { data: Curso }).data.imagenFondo).toBeNull();
    expect(existsSync(join(dir, fondo2))).toBe(false);
  });

  it('refuses a background file that was never uploaded (400) and unknown courses (404)', async () => {
    const res = await post('/api/cursos/nuevo', {
      codigo: 'FONDO-X',
      nombre: 'X',
      imagenFondo: `${'a'.repeat(32)}.png`,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { imagenFondo: expect.any(String) } });
    const ruta = await post('/api/cursos/nuevo', {
      codigo: 'F2',
      nombre: 'X',
      imagenFondo: '../x.png',
    });
    expect(ruta.status).toBe(400);
    const upd = await post('/api/cursos/actualizar', {
      _id: 'no-existe',
      codigo: 'ZZ',
      nombre: 'Z',
    });
    expect(upd.status).toBe(404);
    expect(upd.body).toMatchObject({ error: 'Error Curso no encontrado' });
    expect(
      (await post('/api/cursos/updateEstado', { _id: 'no-existe', estado: false })).status,
    ).toBe(404);
    expect((await post('/api/cursos/eliminar', { _id: 'no-existe' })).status).toBe(404);
  });

  it('uses a background uploaded through POST /api/upload, served by GET /api/file', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'fondo.png');
    const subida = await fetch(`${srv.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(subida.status).toBe(200);
    const { newFile } = (await subida.json()) as { newFile: string };
    const c = await nuevoCurso(srv, admin, { codigo: 'SUB', nombre: 'S', imagenFondo: newFile });
    const img = await fetch(`${srv.url}${c.srcImagenFondo ?? ''}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('serves a background publicly with its type, and a JSON 404 for a missing one', async () => {
    const fondo = await fondoGuardado(srv);
    const res = await fetch(`${srv.url}/api/file/${fondo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const falta = await fetch(`${srv.url}/api/file/${'b'.repeat(32)}.png`);
    expect(falta.status).toBe(404);
    expect(falta.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await falta.json()).toMatchObject({ ok: false });
    expect((await fetch(`${srv.url}/api/file/..%2F..%2Fplataforma.db`)).status).toBe(400);
  });

  it('deactivates: learners no longer see the course, administrators do', async () => {
    const c = await nuevoCurso(srv, admin, { codigo: 'EST', nombre: 'Estado' });
    const id = await crearUsuario(srv, { email: 'estado@prueba.co' });
    await asignar(srv, id, c._id);
    const aprendiz = await tokenDe(srv, id);
    expect((await listar(srv, aprendiz)).some((x) => x._id === c._id)).toBe(true);
    const res = await post('/api/cursos/updateEstado', { _id: c._id, estado: false });
    expect(res.status).toBe(200);
    expect((res.body as { data: Curso }).data.estado).toBe(false);
    expect((await listar(srv, aprendiz)).some((x) => x._id === c._id)).toBe(false);
    expect((await listar(srv, admin)).find((x) => x._id === c._id)?.estado).toBe(false);
    expect((await post('/api/cursos/buscar/', { _id: c._id }, aprendiz)).status).toBe(403);
    await post('/api/cursos/updateEstado', { _id: c._id, estado: true });
    expect((await post('/api/cursos/buscar/', { _id: c._id }, aprendiz)).status).toBe(200);
  });

  it('deletes a course with its attachments, assignments and requests; lessons stay without course', async () => {
    const fondo = await fondoGuardado(srv);
    const c = await nuevoCurso(srv, admin, { codigo: 'DEL', nombre: 'Borrar', imagenFondo: fondo });
    const id = await crearUsuario(srv, { email: 'borrar@prueba.co' });
    await asignar(srv, id, c._id);
    const otro = await crearUsuario(srv, { email: 'pide@prueba.co' });
    const pide = await post('/api/cursos/solicitar', { cursoId: c._id }, await tokenDe(srv, otro));
    expect(pide.status).toBe(200);
    const leccion = await crearLeccion(srv, c._id, '1.1 Intro');
    const subida = await subirAdjunto(
      srv,
      admin,
      { _id: c._id, descripcionAdjunto: 'Guía' },
      { bytes: PNG, nombre: 'guia.png' },
    );
    expect(subida.status).toBe(200);
    const server = (subida.body.curso as Curso).adjuntos[0]?.serverFilename ?? '';

    const res = await post('/api/cursos/eliminar', { _id: c._id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const db = srv.server.services.db;
    expect(
      await db.selectFrom('usuario_cursos').selectAll().where('curso_id', '=', c._id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('solicitudes_curso').selectAll().where('curso_id', '=', c._id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('curso_adjuntos').selectAll().where('curso_id', '=', c._id).execute(),
    ).toEqual([]);
    const l = await db
      .selectFrom('multimedias')
      .select('curso_id')
      .where('id', '=', leccion)
      .executeTakeFirst();
    expect(l).toEqual({ curso_id: null });
    expect(existsSync(join(srv.dataDir, 'uploads', 'adjuntos', server))).toBe(false);
    expect(existsSync(join(srv.dataDir, 'uploads', 'fondos', fondo))).toBe(false);
    expect((await post('/api/cursos/buscar/', { _id: c._id })).status).toBe(404);
  });
});
