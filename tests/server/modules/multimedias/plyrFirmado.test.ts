import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { abiertasHace } from '../../helpers/progreso';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { BYTES, crearLeccion, patron } from './ayudas';

/**
 * The lesson URL signed once per viewing (docs/rendimiento-archivos.md): a list signs an
 * open lesson's URL with its file's facts, and the Range requests of that URL are answered
 * from the signature, without reading the lesson, its course access or the lesson order
 * again. Who signed it (session, password, active user) is still checked every time.
 */
describe.each(testDialects())('GET /api/plyr/:id with a lesson signature (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: string;
  let aprendizId: string;
  let aprendiz: string;
  let video: Multimedia;
  let guia: Multimedia;
  const bytesVideo = patron(300_000, BYTES.mp4.subarray(0, 16));

  const pedir = (ruta: string, headers: Record<string, string> = {}, token?: string) =>
    fetch(`${srv.url}${ruta}`, {
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  async function srcEnLista(token: string, id: string): Promise<string> {
    const res = await srv.request('GET', '/api/multimedias/filtrar', { token });
    const m = (res.body as { data: Multimedia[] }).data.find((x) => x._id === id);
    return m?.sources.src ?? '';
  }
  /** The signature's payload (the test reads it; only the server can make one). */
  function carga(src: string): Record<string, unknown> {
    const firma = decodeURIComponent(src.split('firma=')[1] ?? '');
    return JSON.parse(Buffer.from(firma.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
  }
  const aperturas = () =>
    srv.server.services.db
      .selectFrom('leccion_aperturas')
      .select('multimedia_id')
      .where('usuario_id', '=', aprendizId)
      .execute();

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await crearCurso(srv, { codigo: 'PF-01' });
    video = await crearLeccion(srv, admin, {
      nombre: '1.1 Video',
      curso,
      bytes: bytesVideo,
      archivo: 'clase.mp4',
    });
    guia = await crearLeccion(srv, admin, { nombre: '1.2 Guía', curso, archivo: 'guía.pdf' });
    aprendizId = await crearUsuario(srv, { email: 'pf@prueba.co' });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: aprendizId, curso_id: curso, asignado_en: new Date().toISOString() })
      .execute();
    aprendiz = await tokenDe(srv, aprendizId);
  });
  afterAll(() => srv.close());

  it('an open lesson’s URL carries its file facts, a locked one’s none', async () => {
    const src = await srcEnLista(aprendiz, video._id);
    expect(carga(src).arc).toEqual(['' + video.file, 'video/mp4', 'clase.mp4', false]);
    // '1.2 Guía' waits for '1.1 Video': its URL is checked in full, and refused.
    const bloqueada = await srcEnLista(aprendiz, guia._id);
    expect(carga(bloqueada).arc).toBeUndefined();
    const res = await pedir(bloqueada);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('LECCION_BLOQUEADA');
  });

  it('Range requests are served from the signature; the opening is written once', async () => {
    const src = await srcEnLista(aprendiz, video._id);
    expect(await aperturas()).toEqual([]);
    const res = await pedir(src, { range: 'bytes=262100-262199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 262100-262199/300000');
    // Written straight to the socket, the answer still carries every header of the app.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-filename')).toBe('clase.mp4');
    const cuerpo = Buffer.from(await res.arrayBuffer());
    expect(cuerpo.equals(bytesVideo.subarray(262100, 262200))).toBe(true);
    expect(await aperturas()).toEqual([{ multimedia_id: video._id }]);
    // This process remembers the opening: later requests of the viewing do not write.
    await srv.server.services.db.deleteFrom('leccion_aperturas').execute();
    expect((await pedir(src, { range: 'bytes=0-9' })).status).toBe(206);
    expect(await aperturas()).toEqual([]);
    await abiertasHace(srv, aprendizId, [video._id, guia._id]);
  });

  it('a lesson locked while it plays is refused at its next Range request', async () => {
    const src = await srcEnLista(aprendiz, video._id);
    expect((await pedir(src, { range: 'bytes=0-9' })).status).toBe(206);
    // Renamed '1.3 Video', the lesson now comes after '1.2 Guía', which is not done: the
    // rename moves the 'contenido' version, so the URL's next request is checked again.
    const res = await srv.request('PUT', `/api/multimedias/${video._id}`, {
      token: admin,
      body: { _id: video._id, multimedia: { nombre: '1.3 Video', curso, file: video.file } },
    });
    expect(res.status).toBe(200);
    expect((await pedir(`/api/plyr/${video._id}`, {}, aprendiz)).status).toBe(403);
    const otra = await pedir(src, { range: 'bytes=0-9' });
    expect(otra.status).toBe(403);
    expect(((await otra.json()) as { code: string }).code).toBe('LECCION_BLOQUEADA');
    // A list answered now hands out a URL without facts, which the order refuses.
    const nueva = await srcEnLista(aprendiz, video._id);
    expect(carga(nueva).arc).toBeUndefined();
    expect((await pedir(nueva)).status).toBe(403);
  });

  it('keeps ETag, If-None-Match → 304 and If-Range on the signed path', async () => {
    const src = await srcEnLista(admin, video._id);
    const primera = await pedir(src, { range: 'bytes=0-9' });
    await primera.arrayBuffer();
    const etag = primera.headers.get('etag') ?? '';
    const modificado = primera.headers.get('last-modified') ?? '';
    expect(etag).not.toBe('');
    // fetch adds `cache-control: no-cache` to conditional requests unless one is given.
    const igual = await pedir(src, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(igual.status).toBe(304);
    expect((await igual.arrayBuffer()).byteLength).toBe(0);
    // If-Range with the file's date: the range; with an older one: the whole file.
    const fresco = await pedir(src, { range: 'bytes=10-19', 'if-range': modificado });
    expect(fresco.status).toBe(206);
    expect(Buffer.from(await fresco.arrayBuffer()).equals(bytesVideo.subarray(10, 20))).toBe(true);
    const viejo = await pedir(src, {
      range: 'bytes=10-19',
      'if-range': new Date(Date.parse(modificado) - 86_400_000).toUTCString(),
    });
    expect(viejo.status).toBe(200);
    expect((await viejo.arrayBuffer()).byteLength).toBe(bytesVideo.length);
  });

  it('a video’s facts forbid the download; another caller’s token gets the full checks', async () => {
    const src = await srcEnLista(admin, video._id);
    const descarga = await pedir(`${src}&descargar=1`);
    expect(descarga.status).toBe(403);
    expect(((await descarga.json()) as { code: string }).code).toBe('ACCION_NO_PERMITIDA');
    // Someone outside the course presents the URL with their own token: their access counts.
    const ajeno = await tokenDe(srv, await crearUsuario(srv, { email: 'ajeno@prueba.co' }));
    expect([403, 404]).toContain((await pedir(src, {}, ajeno)).status);
  });

  it('logout ends a URL with facts like any signed URL', async () => {
    const sesion = await tokenDe(srv, aprendizId);
    const src = await srcEnLista(sesion, guia._id);
    expect(carga(src).arc).toBeDefined();
    expect((await pedir(src)).status).toBe(200);
    expect((await srv.request('POST', '/auth/logout', { token: sesion })).status).toBe(200);
    expect((await pedir(src)).status).toBe(401);
  });

  it('a course taken away while a lesson plays ends its URL at the next request', async () => {
    const sesion = await tokenDe(srv, aprendizId);
    const src = await srcEnLista(sesion, guia._id);
    expect(carga(src).arc).toBeDefined();
    expect((await pedir(src, { range: 'bytes=0-9' })).status).toBe(206);
    expect((await pedir(src, { range: 'bytes=10-19' })).status).toBe(206);
    // As an import that replaces the learner's courses does (importacion, repositoryImportados).
    await srv.server.services.db
      .deleteFrom('usuario_cursos')
      .where('usuario_id', '=', aprendizId)
      .execute();
    expect([403, 404]).toContain((await pedir(src, { range: 'bytes=20-29' })).status);
  });
});
