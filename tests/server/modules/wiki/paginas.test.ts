import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaginaWiki, PaginaWikiResumen } from '@shared/api/wiki';
import { MENSAJES_WIKI } from '@shared/domain/wiki';
import { crearCurso, tokenAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearPagina, persona, slugUnico, tutor } from './ayudas';

describe.each(testDialects())('wiki pages (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  const listar = async (token: string) => {
    const res = await srv.request('GET', '/api/wiki/paginas', { token });
    expect(res.status).toBe(200);
    return (res.body as { data: PaginaWikiResumen[] }).data.map((p) => p.titulo);
  };

  it('creates, reads by slug, updates and deletes a page; the slug comes from the title', async () => {
    const creada = await crearPagina(srv, admin, {
      titulo: '¿Cómo entrar a la evaluación?',
      slug: '',
      cuerpo: '# Entrar\nUse su **correo**.',
    });
    expect(creada).toMatchObject({
      slug: 'como-entrar-a-la-evaluacion',
      version: 1,
      cursoId: null,
    });
    expect(creada.creadoPor).toBeTruthy();
    const leida = await srv.request('GET', `/api/wiki/paginas/${creada.slug}`, { token: admin });
    expect((leida.body as { data: PaginaWiki }).data.cuerpo).toBe('# Entrar\nUse su **correo**.');

    const res = await srv.request('PUT', `/api/wiki/paginas/${creada._id}`, {
      token: admin,
      body: { titulo: 'Cómo entrar', cuerpo: 'Texto nuevo', cursoId: null, version: 1 },
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: PaginaWiki }).data).toMatchObject({
      titulo: 'Cómo entrar',
      slug: 'como-entrar-a-la-evaluacion',
      version: 2,
    });
    // A save over an old version is someone else's edit lost: 409, in Spanish.
    const tarde = await srv.request('PUT', `/api/wiki/paginas/${creada._id}`, {
      token: admin,
      body: { titulo: 'Viejo', cuerpo: 'x', cursoId: null, version: 1 },
    });
    expect(tarde.status).toBe(409);
    expect(tarde.body).toMatchObject({ ok: false, error: MENSAJES_WIKI.versionCambiada });

    const borrada = await srv.request('DELETE', `/api/wiki/paginas/${creada._id}`, {
      token: admin,
    });
    expect(borrada.status).toBe(200);
    const otra = await srv.request('GET', `/api/wiki/paginas/${creada.slug}`, { token: admin });
    expect(otra.status).toBe(404);
    expect(otra.body).toMatchObject({ error: MENSAJES_WIKI.noEncontrada });
  });

  it('refuses bad input with a Spanish 400 or 409, never a 500', async () => {
    const slug = slugUnico('repetida');
    await crearPagina(srv, admin, { titulo: 'Una', slug });
    const casos: [unknown, number, string][] = [
      [{ titulo: '', cuerpo: 'x' }, 400, MENSAJES_WIKI.tituloRequerido],
      [{ titulo: 'x'.repeat(151), cuerpo: 'x' }, 400, MENSAJES_WIKI.tituloLargo],
      [{ titulo: 'Ok', slug: 'Con Espacios', cuerpo: 'x' }, 400, MENSAJES_WIKI.slugInvalido],
      [{ titulo: '¿?', cuerpo: 'x' }, 400, MENSAJES_WIKI.slugInvalido],
      [{ titulo: 'Nueva', cuerpo: 'x' }, 400, MENSAJES_WIKI.slugReservado],
      [{ titulo: 'Ok', cuerpo: 'x'.repeat(100_001) }, 400, MENSAJES_WIKI.cuerpoLargo],
      [{ titulo: 'Otra', slug, cuerpo: 'x' }, 409, MENSAJES_WIKI.slugRepetido],
      [{ titulo: 'Ok', cuerpo: 'x', cursoId: 'no-existe' }, 404, 'Error Curso no encontrado'],
    ];
    for (const [body, status, mensaje] of casos) {
      const res = await srv.request('POST', '/api/wiki/paginas', { token: admin, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(mensaje);
    }
    const malSlug = await srv.request('GET', '/api/wiki/paginas/NO%20VALIDA', { token: admin });
    expect(malSlug.status).toBe(400);
  });

  it('lets a learner read but not write, and a tutor write but not delete', async () => {
    const pagina = await crearPagina(srv, admin, { titulo: 'Permisos' });
    const ana = await persona(srv);
    const beto = await tutor(srv);
    expect(await listar(ana.token)).toContain('Permisos');
    const escribir = await srv.request('POST', '/api/wiki/paginas', {
      token: ana.token,
      body: { titulo: 'De Ana', cuerpo: '' },
    });
    expect(escribir.status).toBe(403);
    const editar = await srv.request('PUT', `/api/wiki/paginas/${pagina._id}`, {
      token: ana.token,
      body: { titulo: 'Cambio', cuerpo: '', cursoId: null },
    });
    expect(editar.status).toBe(403);

    const delTutor = await crearPagina(srv, beto.token, { titulo: 'Del tutor' });
    expect(delTutor.version).toBe(1);
    const edita = await srv.request('PUT', `/api/wiki/paginas/${pagina._id}`, {
      token: beto.token,
      body: { titulo: 'Permisos (tutor)', cuerpo: 'nuevo', cursoId: null },
    });
    expect(edita.status).toBe(200);
    for (const token of [beto.token, ana.token]) {
      const borrar = await srv.request('DELETE', `/api/wiki/paginas/${pagina._id}`, { token });
      expect(borrar.status).toBe(403);
      expect(borrar.body).toMatchObject({ ok: false, code: 'SIN_PERMISO' });
    }
  });

  it("shows a course's page only to those who may open the course", async () => {
    const curso = await crearCurso(srv, { codigo: `WK-${slugUnico('c').slice(-6)}` });
    const otro = await crearCurso(srv, { codigo: `WK-${slugUnico('o').slice(-6)}` });
    const pagina = await crearPagina(srv, admin, { titulo: 'Solo del curso', cursoId: curso });
    expect(pagina.cursoNombre).toBeTruthy();
    const dentro = await persona(srv, undefined, [curso]);
    const fuera = await persona(srv, undefined, [otro]);
    expect(await listar(dentro.token)).toContain('Solo del curso');
    expect(await listar(fuera.token)).not.toContain('Solo del curso');
    const ajena = await srv.request('GET', `/api/wiki/paginas/${pagina.slug}`, {
      token: fuera.token,
    });
    expect(ajena.status).toBe(404);
    const filtrada = await srv.request('GET', `/api/wiki/paginas?curso=${curso}`, {
      token: dentro.token,
    });
    expect((filtrada.body as { data: PaginaWikiResumen[] }).data.map((p) => p.titulo)).toEqual([
      'Solo del curso',
    ]);

    // A tutor writes only in their own courses; another course's page is not even there.
    const beto = await tutor(srv, [curso]);
    const enOtro = await srv.request('POST', '/api/wiki/paginas', {
      token: beto.token,
      body: { titulo: 'En otro', cuerpo: '', cursoId: otro },
    });
    expect(enOtro.status).toBe(403);
    expect(
      await crearPagina(srv, beto.token, { titulo: 'En el suyo', cursoId: curso }),
    ).toBeTruthy();
    const deOtro = await crearPagina(srv, admin, { titulo: 'Ajena al tutor', cursoId: otro });
    const edita = await srv.request('PUT', `/api/wiki/paginas/${deOtro._id}`, {
      token: beto.token,
      body: { titulo: 'x', cuerpo: '', cursoId: otro },
    });
    expect(edita.status).toBe(404);
  });

  it('links a page to the lessons its Markdown points at, and lists them from the lesson', async () => {
    const curso = await crearCurso(srv, { codigo: `WL-${slugUnico('l').slice(-6)}` });
    const pagina = await crearPagina(srv, admin, {
      titulo: 'Ayuda de la lección',
      cuerpo: 'Vea [la lección](/pl/leccion-uno) y [otra](https://x.co/pl/leccion-dos).',
    });
    expect(pagina.lecciones).toEqual(['leccion-dos', 'leccion-uno']);
    await crearPagina(srv, admin, {
      titulo: 'Del curso',
      cursoId: curso,
      cuerpo: '[la lección](/pl/leccion-uno)',
    });
    const ana = await persona(srv);
    const res = await srv.request('GET', '/api/wiki/lecciones/leccion-uno', { token: ana.token });
    expect((res.body as { data: PaginaWikiResumen[] }).data.map((p) => p.titulo)).toEqual([
      'Ayuda de la lección',
    ]);
    // Editing the text away unlinks it.
    await srv.request('PUT', `/api/wiki/paginas/${pagina._id}`, {
      token: admin,
      body: { titulo: pagina.titulo, cuerpo: 'Sin enlaces', cursoId: null },
    });
    const luego = await srv.request('GET', '/api/wiki/lecciones/leccion-uno', { token: ana.token });
    expect((luego.body as { data: unknown[] }).data).toEqual([]);
  });
});
