import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { testDialects } from '../../helpers/databases';
import { crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { nuevoCurso } from './ayudas';

/** Markup that must never survive storage, in plain and obfuscated forms. */
const HOSTIL = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
  '<scr<script>ipt>alert(2)</scr</script>ipt>',
  '<img src="x" onerror="alert(3)">',
  '<img src="https://ok.example/a.png" onerror="alert(4)">',
  '<a href="javascript:alert(5)">enlace</a>',
  '<a href="jav&#x09;ascript:alert(6)">tab</a>',
  '<a href="&#106;avascript:alert(7)">entidad</a>',
  '<a href=" JaVaScRiPt:alert(8)">mayúsculas</a>',
  '<a href="vbscript:msgbox(9)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=">data</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTEpPg==">',
  '<svg onload="alert(12)"><circle r="1"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="p"></form>',
  '<style>body{display:none}</style>',
  '<p style="background:url(javascript:alert(13))" onclick="alert(14)">estilo</p>',
  '<div onmouseover="alert(15)">div</div>',
  '<math><mi xlink:href="javascript:alert(16)">m</mi></math>',
];

const PROHIBIDO = [
  /<script/i,
  /<\/script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<svg/i,
  /<style/i,
  /<math/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /url\(/i,
];
/** Every tag left must be plain formatting (leftover text like "alert(2)" is inert). */
const PERMITIDAS = new Set(
  'p br b strong i em u ul ol li h1 h2 h3 h4 h5 h6 a img table tr td th tbody blockquote span div'.split(
    ' ',
  ),
);
function etiquetas(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => (m[1] ?? '').toLowerCase());
}

describe.each(testDialects())('cursos: general info and module subtitles (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: Curso;

  const guardar = (cuerpo: Record<string, unknown>, token = admin) =>
    srv.request('POST', '/api/cursos/actualizarInfoGeneral', {
      body: { _id: curso._id, descripcion2: '', objetivos: '', metodologia: '', ...cuerpo },
      token,
    });

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await nuevoCurso(srv, admin, { codigo: 'INFO', nombre: 'Información' });
  });
  afterAll(() => srv.close());

  it('stores rich HTML with the formatting kept', async () => {
    const html =
      '<h2>Temas</h2><p><b>Negrita</b> y <i>cursiva</i> <u>subrayado</u></p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>' +
      '<p style="text-align:center">centrado</p>' +
      '<a href="https://mintic.gov.co">sitio</a> <a href="mailto:tutor@prueba.co">correo</a>' +
      '<img src="https://cdn.example/a.png" alt="foto"><img src="/api/file/abc.png" alt="fondo">' +
      '<table><tr><td colspan="2">celda</td></tr></table>';
    const res = await guardar({
      descripcion2: html,
      objetivos: '<p>Objetivo</p>',
      metodologia: 'Texto',
    });
    expect(res.status).toBe(200);
    const data = (res.body as { data: Curso }).data;
    expect(data.descripcion2).toContain('<h2>Temas</h2>');
    expect(data.descripcion2).toContain('<p><b>Negrita</b> y <i>cursiva</i> <u>subrayado</u></p>');
    expect(data.descripcion2).toContain('<p style="text-align:center">centrado</p>');
    expect(data.descripcion2).toContain('<a href="https://mintic.gov.co">sitio</a>');
    expect(data.descripcion2).toContain('href="mailto:tutor@prueba.co"');
    expect(data.descripcion2).toContain('src="https://cdn.example/a.png"');
    expect(data.descripcion2).toContain('src="/api/file/abc.png"');
    expect(data.descripcion2).toContain('<td colspan="2">celda</td>');
    expect(data.objetivos).toBe('<p>Objetivo</p>');
    expect(data.metodologia).toBe('Texto');
  });

  it.each(HOSTIL.map((h) => [h]))('removes %s when storing', async (hostil) => {
    const res = await guardar({
      descripcion2: `<p><b>ok</b></p>${hostil}`,
      objetivos: hostil,
      metodologia: `<div>${hostil}</div>`,
    });
    expect(res.status).toBe(200);
    // What is stored (read back from the database, not only the response) is clean.
    const row = await srv.server.services.db
      .selectFrom('cursos')
      .select(['descripcion2', 'objetivos', 'metodologia'])
      .where('id', '=', curso._id)
      .executeTakeFirstOrThrow();
    for (const valor of Object.values(row)) {
      for (const patron of PROHIBIDO) expect(valor).not.toMatch(patron);
      for (const etiqueta of etiquetas(valor)) expect(PERMITIDAS).toContain(etiqueta);
    }
    expect(row.descripcion2.startsWith('<p><b>ok</b></p>')).toBe(true);
  });

  it('refuses a learner (403) and an unknown course (404)', async () => {
    const t = await tokenDe(srv, await crearUsuario(srv, { email: 'info@prueba.co' }));
    expect((await guardar({ descripcion2: '<p>x</p>' }, t)).status).toBe(403);
    const res = await srv.request('POST', '/api/cursos/actualizarInfoGeneral', {
      body: { _id: 'no-existe', descripcion2: '', objetivos: '', metodologia: '' },
      token: admin,
    });
    expect(res.status).toBe(404);
    expect(
      (
        await srv.request('POST', '/api/cursos/actualizarInfoGeneral', {
          body: { _id: curso._id },
          token: admin,
        })
      ).status,
    ).toBe(400);
  });

  const subtitulo = (moduleKey: string, subtitle: string, id = curso._id, token = admin) =>
    srv.request('PUT', `/api/cursos/${id}/moduleSubtitle`, {
      body: { moduleKey, subtitle },
      token,
    });

  it('sets and removes module subtitles by module number or anexos', async () => {
    expect((await subtitulo('1', 'Fundamentos')).body).toEqual({
      ok: true,
      success: true,
      moduleSubtitles: { '1': 'Fundamentos' },
    });
    await subtitulo('anexos', 'Material extra');
    const quitado = await subtitulo('1', '');
    expect(quitado.status).toBe(200);
    expect((quitado.body as { moduleSubtitles: unknown }).moduleSubtitles).toEqual({
      anexos: 'Material extra',
    });
    const buscar = await srv.request('POST', '/api/cursos/buscar/', {
      body: { _id: curso._id },
      token: admin,
    });
    expect((buscar.body as { data: Curso }).data.moduleSubtitles).toEqual({
      anexos: 'Material extra',
    });
  });

  it('keeps both subtitles when two modules are edited at once', async () => {
    await Promise.all(['2', '3', '4', '5'].map((k) => subtitulo(k, `Módulo ${k}`)));
    const buscar = await srv.request('POST', '/api/cursos/buscar/', {
      body: { _id: curso._id },
      token: admin,
    });
    expect((buscar.body as { data: Curso }).data.moduleSubtitles).toMatchObject({
      '2': 'Módulo 2',
      '3': 'Módulo 3',
      '4': 'Módulo 4',
      '5': 'Módulo 5',
    });
  });

  it('refuses keys that are not a module, long subtitles, unknown courses and learners', async () => {
    for (const clave of ['0', '01', 'uno', '1.2', '__proto__', 'constructor']) {
      const res = await subtitulo(clave, 'x');
      expect(res.status, clave).toBe(400);
      expect(res.body).toMatchObject({ fields: { moduleKey: expect.any(String) } });
    }
    expect((await subtitulo('1', 's'.repeat(201))).status).toBe(400);
    expect((await subtitulo('1', 'x', 'no-existe')).status).toBe(404);
    const t = await tokenDe(srv, await crearUsuario(srv, { email: 'sub@prueba.co' }));
    expect((await subtitulo('1', 'x', curso._id, t)).status).toBe(403);
  });
});
