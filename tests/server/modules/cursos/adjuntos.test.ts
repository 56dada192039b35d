import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { testDialects } from '../../helpers/databases';
import { crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { PNG, asignar, nuevoCurso, pdf, subirAdjunto } from './ayudas';

describe.each(testDialects())('cursos: attachments (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: Curso;
  let carpeta: string;
  const archivos = async () =>
    existsSync(carpeta) ? (await readdir(carpeta)).filter((f) => !f.startsWith('.')).sort() : [];
  const todos = async () => (existsSync(carpeta) ? (await readdir(carpeta)).sort() : []);
  const filas = () =>
    srv.server.services.db.selectFrom('curso_adjuntos').selectAll().orderBy('creado_en').execute();

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await nuevoCurso(srv, admin, { codigo: 'ADJ', nombre: 'Adjuntos' });
    carpeta = join(srv.dataDir, 'uploads', 'adjuntos');
  });
  afterAll(() => srv.close());

  it('uploads a PDF, returns the course with a signed URL, and downloads it with Range', async () => {
    const bytes = pdf(10_000);
    const res = await subirAdjunto(
      srv,
      admin,
      { _id: curso._id, descripcionAdjunto: 'Guía del módulo' },
      { bytes, nombre: 'Guía del módulo 1 «final».pdf', mime: 'application/pdf' },
    );
    expect(res.status).toBe(200);
    const adjunto = (res.body.curso as Curso).adjuntos[0];
    expect(adjunto).toMatchObject({
      filename: 'Guía del módulo 1 «final».pdf',
      descripcion: 'Guía del módulo',
      serverFilename: expect.stringMatching(/^[a-f0-9]{32}\.pdf$/),
      url: expect.stringMatching(/^\/api\/cursos\/adjunto\/[a-f0-9]{32}\.pdf\?firma=/),
    });
    expect(await archivos()).toEqual([adjunto?.serverFilename]);

    const descarga = await fetch(`${srv.url}${adjunto?.url ?? ''}`);
    expect(descarga.status).toBe(200);
    expect(descarga.headers.get('content-type')).toBe('application/pdf');
    const disposicion = descarga.headers.get('content-disposition') ?? '';
    expect(disposicion).toMatch(/^attachment; filename="/);
    expect(disposicion).toContain(
      `filename*=UTF-8''${encodeURIComponent('Guía del módulo 1 «final».pdf')}`,
    );
    expect(Buffer.from(await descarga.arrayBuffer()).equals(bytes)).toBe(true);

    const parcial = await fetch(`${srv.url}${adjunto?.url ?? ''}`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(parcial.status).toBe(206);
    expect(parcial.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await parcial.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    // With a bearer token the plain path works too.
    const conToken = await srv.request('GET', `/api/cursos/adjunto/${adjunto?.serverFilename}`, {
      token: admin,
    });
    expect(conToken.status).toBe(200);
  });

  it('the signed URL works for its user only, and nothing works without a signature', async () => {
    const id = await crearUsuario(srv, { email: 'adj@prueba.co' });
    await asignar(srv, id, curso._id);
    const aprendiz = await tokenDe(srv, id);
    const detalle = await srv.request('POST', '/api/cursos/buscar/', {
      body: { _id: curso._id },
      token: aprendiz,
    });
    const adjunto = (detalle.body as { data: Curso }).data.adjuntos[0];
    expect(adjunto).toBeDefined();
    const url = adjunto?.url ?? '';
    expect((await fetch(`${srv.url}${url}`)).status).toBe(200);

    const ruta = url.split('?')[0] ?? '';
    expect((await fetch(`${srv.url}${ruta}`)).status).toBe(401);
    expect((await fetch(`${srv.url}${ruta}?firma=basura`)).status).toBe(401);
    // A signature is bound to its path: another attachment's path with it fails.
    const otro = await subirAdjunto(
      srv,
      admin,
      { _id: curso._id, descripcionAdjunto: 'Otro' },
      { bytes: PNG, nombre: 'otro.png' },
    );
    const otroNombre = (otro.body.curso as Curso).adjuntos[1]?.serverFilename ?? '';
    const firma = url.split('?')[1] ?? '';
    expect((await fetch(`${srv.url}/api/cursos/adjunto/${otroNombre}?${firma}`)).status).toBe(401);

    // Another learner, without the course: their own signature gets 403, not the file.
    const otroId = await crearUsuario(srv, { email: 'ajeno@prueba.co' });
    const ajeno = await tokenDe(srv, otroId);
    const row = await srv.server.services.usuarios.findRowById(otroId);
    const propia = await srv.server.services.firmas.urlFirmada(
      {
        usuarioId: otroId,
        version: row?.version_token ?? 0,
        sesion: 'prueba',
        sesionExpira: Math.floor(Date.now() / 1000) + 3600,
      },
      ruta,
    );
    expect((await fetch(`${srv.url}${propia}`)).status).toBe(403);
    const porToken = await srv.request('GET', ruta, { token: ajeno });
    expect(porToken.status).toBe(403);
    expect(porToken.body).toMatchObject({ error: 'No tienes acceso a este curso' });
  });

  it('refuses a missing file, wrong types and unknown courses, leaving no file or row', async () => {
    const antes = { archivos: await todos(), filas: (await filas()).length };
    const sinArchivo = await subirAdjunto(srv, admin, { _id: curso._id, descripcionAdjunto: 'x' });
    expect(sinArchivo.status).toBe(400);
    expect(sinArchivo.body).toMatchObject({ error: 'No has seleccionado ningún archivo' });
    const vacio = await subirAdjunto(
      srv,
      admin,
      { _id: curso._id },
      { bytes: Buffer.alloc(0), nombre: 'v.pdf' },
    );
    expect(vacio.status).toBe(400);
    const html = await subirAdjunto(
      srv,
      admin,
      { _id: curso._id },
      {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        nombre: 'x.pdf',
        mime: 'application/pdf',
      },
    );
    expect(html.status).toBe(415);
    const desconocido = await subirAdjunto(
      srv,
      admin,
      { _id: 'no-existe' },
      { bytes: pdf(), nombre: 'a.pdf' },
    );
    expect(desconocido.status).toBe(404);
    expect(desconocido.body).toMatchObject({ error: 'Error Curso no encontrado' });
    const sinId = await subirAdjunto(srv, admin, {}, { bytes: pdf(), nombre: 'a.pdf' });
    expect(sinId.status).toBe(400);
    const larga = await subirAdjunto(
      srv,
      admin,
      { _id: curso._id, descripcionAdjunto: 'd'.repeat(501) },
      { bytes: pdf(), nombre: 'a.pdf' },
    );
    expect(larga.status).toBe(400);
    const dos = new FormData();
    dos.append('_id', curso._id);
    dos.append('file', new Blob([new Uint8Array(pdf())]), 'a.pdf');
    dos.append('file', new Blob([new Uint8Array(pdf())]), 'b.pdf');
    const dosArchivos = await fetch(`${srv.url}/api/cursos/subirAdjunto`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: dos,
    });
    expect(dosArchivos.status).toBe(400);
    const noMultipart = await srv.request('POST', '/api/cursos/subirAdjunto', {
      body: { _id: curso._id },
      token: admin,
    });
    expect(noMultipart.status).toBe(415);
    expect(await todos()).toEqual(antes.archivos);
    expect((await filas()).length).toBe(antes.filas);
    const aprendiz = await tokenDe(srv, await crearUsuario(srv, { email: 'nosube@prueba.co' }));
    expect(
      (await subirAdjunto(srv, aprendiz, { _id: curso._id }, { bytes: pdf(), nombre: 'a.pdf' }))
        .status,
    ).toBe(403);
  });

  it('accepts files above the app-wide 1 MB upload limit (attachments go up to 50 MB)', async () => {
    const bytes = pdf(3 * 1024 * 1024);
    const res = await subirAdjunto(srv, admin, { _id: curso._id }, { bytes, nombre: 'big.pdf' });
    expect(res.status).toBe(200);
    const adjunto = (res.body.curso as Curso).adjuntos.at(-1);
    const descarga = await fetch(`${srv.url}${adjunto?.url ?? ''}`);
    expect(Buffer.from(await descarga.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a file over 50 MB while streaming (413), leaving nothing behind', async () => {
    const antes = await todos();
    const grande = Buffer.concat([pdf(1024), Buffer.alloc(50 * 1024 * 1024)]);
    const res = await subirAdjunto(
      srv,
      admin,
      { _id: curso._id },
      { bytes: grande, nombre: 'g.pdf' },
    );
    expect(res.status).toBe(413);
    expect(await todos()).toEqual(antes);
  });

  it('deletes an attachment with its file; a second delete says it could not', async () => {
    const subida = await subirAdjunto(
      srv,
      admin,
      { _id: curso._id, descripcionAdjunto: 'Borrar' },
      { bytes: PNG, nombre: 'borrar.png' },
    );
    const adjuntos = (subida.body.curso as Curso).adjuntos;
    const nombre = adjuntos.at(-1)?.serverFilename ?? '';
    const borrar = () =>
      srv.request('POST', '/api/cursos/borrarAdjunto', {
        body: { _id: curso._id, serverFilename: nombre },
        token: admin,
      });
    const res = await borrar();
    expect(res.status).toBe(200);
    const restantes = (res.body as { curso: Curso }).curso.adjuntos;
    expect(restantes.map((a) => a.serverFilename)).not.toContain(nombre);
    expect(restantes).toHaveLength(adjuntos.length - 1);
    expect(existsSync(join(carpeta, nombre))).toBe(false);
    const otra = await borrar();
    expect(otra.status).toBe(404);
    expect(otra.body).toMatchObject({ error: 'No se pudo borrar el archivo' });
    const otroCurso = await srv.request('POST', '/api/cursos/borrarAdjunto', {
      body: { _id: 'no-existe', serverFilename: nombre },
      token: admin,
    });
    expect(otroCurso.status).toBe(404);
    expect(
      (await srv.request('GET', `/api/cursos/adjunto/${nombre}`, { token: admin })).status,
    ).toBe(404);
  });
});
