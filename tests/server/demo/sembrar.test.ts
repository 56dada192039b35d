import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { CURSO_DEMO, APRENDIZ_DEMO } from '../../../src/server/demo/contenido';
import { EVALUACION_DEMO } from '../../../src/server/demo/repositoryEvaluacion';
import { carpetaRecursosDemo, resumenDemo, sembrarDemo } from '../../../src/server/demo/sembrar';
import { testDialects } from '../helpers/databases';
import { startTestServer, loginAs } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

describe.each(testDialects())('demo content (%s)', (dialect) => {
  let srv: TestServer;

  beforeAll(async () => {
    srv = await startTestServer(dialect, { sembrarDemo: true });
  });
  afterAll(() => srv.close());

  const db = () => srv.server.services.db;

  it('every shipped demo file is real and under 2 MB', async () => {
    const dir = carpetaRecursosDemo();
    const archivos = (await readdir(dir)).sort();
    expect(archivos).toEqual([
      'audio-demo.mp3',
      'documento-demo.pdf',
      'imagen-demo.png',
      'syllabus-demo.pdf',
      'video-demo.mp4',
    ]);
    for (const a of archivos) {
      const bytes = await readFile(join(dir, a));
      expect(bytes.length, a).toBeLessThan(2 * 1024 * 1024);
      expect(bytes.length, a).toBeGreaterThan(1000);
    }
    // The lesson PDF has several pages (the player shows "Página N de M").
    const pdf = (await readFile(join(dir, 'documento-demo.pdf'))).toString('latin1');
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3);
  });

  it('the start with sembrarDemo created one complete course', async () => {
    const curso = await db()
      .selectFrom('cursos')
      .selectAll()
      .where('codigo', '=', CURSO_DEMO.codigo)
      .executeTakeFirstOrThrow();
    expect(curso).toMatchObject({ nombre: 'Competencias digitales básicas', estado: 1 });
    expect(JSON.parse(curso.module_subtitles)).toEqual(CURSO_DEMO.moduleSubtitles);
    for (const campo of [curso.descripcion2, curso.objetivos, curso.metodologia]) {
      expect(campo).toMatch(/^<(p|ul)>/);
    }
    const lecciones = await db()
      .selectFrom('multimedias')
      .select(['nombre', 'tipo_media', 'formato', 'link', 'archivo_id'])
      .where('curso_id', '=', curso.id)
      .orderBy('creado_en')
      .execute();
    expect(lecciones.map((l) => [l.nombre.split(' ')[0], l.tipo_media, l.formato])).toEqual([
      ['Syllabus', 'Documento', 'pdf'],
      ['1.1', 'Video', 'mp4'],
      ['1.2', 'Audio', 'mp3'],
      ['2.1', 'Documento', 'pdf'],
      ['2.2', 'Imagen', 'png'],
      ['2.3', 'link', null],
    ]);
    expect(lecciones[5]?.link).toMatch(/^https:\/\//);
  });

  it('created one active evaluation of 5 questions with exactly one correct answer each', async () => {
    const evaluaciones = await db()
      .selectFrom('evaluaciones')
      .innerJoin('cursos', 'cursos.id', 'evaluaciones.curso_id')
      .selectAll('evaluaciones')
      .where('cursos.codigo', '=', CURSO_DEMO.codigo)
      .execute();
    expect(evaluaciones).toHaveLength(1);
    const [evaluacion] = evaluaciones;
    expect(evaluacion).toMatchObject({
      codigo: 'EVAL-DEMO-01',
      nombre: 'Evaluación final',
      estado: 1,
      puntaje_minimo: 5,
    });
    expect(evaluacion?.color_fondo_tarjeta).toMatch(/^#[0-9A-F]{6}$/);
    const preguntas = await db()
      .selectFrom('evaluacion_preguntas')
      .selectAll()
      .where('evaluacion_id', '=', evaluacion?.id ?? '')
      .orderBy('indice')
      .execute();
    expect(preguntas.map((p) => p.indice)).toEqual([1, 2, 3, 4, 5]);
    for (const p of preguntas) {
      const respuestas = await db()
        .selectFrom('evaluacion_respuestas')
        .selectAll()
        .where('pregunta_id', '=', p.id)
        .orderBy('label')
        .execute();
      expect(respuestas.length, p.descripcion).toBeGreaterThanOrEqual(3);
      expect(respuestas.length, p.descripcion).toBeLessThanOrEqual(4);
      expect(respuestas.map((r) => r.label)).toEqual(respuestas.map((_, i) => i + 1));
      expect(
        respuestas.filter((r) => Number(r.es_correcta) === 1),
        p.descripcion,
      ).toHaveLength(1);
    }
  });

  it('the summary shows the answer key next to the demo credentials', () => {
    const lineas = resumenDemo({
      creado: true,
      cursoId: 'x',
      lecciones: 6,
      aprendiz: { email: APRENDIZ_DEMO.email, password: APRENDIZ_DEMO.password },
    });
    const clave = lineas.find((l) => l.includes(EVALUACION_DEMO.codigo));
    expect(clave).toContain('1) El teclado; 2) Que la conexión');
    expect(resumenDemo({ creado: false, cursoId: 'x', lecciones: 0, aprendiz: null })).toEqual([
      `Contenido de demostración: el curso ${CURSO_DEMO.codigo} ya existe.`,
    ]);
  });

  it('stores the files like uploads: archivos rows with the right sha256', async () => {
    const filas = await db().selectFrom('archivos').selectAll().execute();
    expect(filas).toHaveLength(5);
    const dir = join(srv.dataDir, 'uploads', 'multimedia');
    for (const f of filas) {
      expect(f.nombre_servidor).toMatch(/^[a-f0-9]{32}\.(pdf|mp4|mp3|png)$/);
      const bytes = await readFile(join(dir, f.nombre_servidor));
      expect(f.tamano).toBe(bytes.length);
      expect(f.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('the demo learner logs in, sees the course and streams its video', async () => {
    const token = await loginAs(srv, APRENDIZ_DEMO.email, APRENDIZ_DEMO.password);
    const res = await srv.request('GET', '/api/multimedias/filtrar', { token });
    const { data, total } = res.body as { data: Multimedia[]; total: number };
    expect(total).toBe(6);
    const video = data.find((m) => m.tipoMedia === 'Video');
    const r = await fetch(`${srv.url}${video?.sources.src ?? ''}`, {
      headers: { range: 'bytes=0-7' },
    });
    expect(r.status).toBe(206);
    expect(
      Buffer.from(await r.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const contar = async () =>
      Promise.all(
        (
          [
            'cursos',
            'multimedias',
            'archivos',
            'usuarios',
            'usuario_cursos',
            'evaluaciones',
            'evaluacion_preguntas',
            'evaluacion_respuestas',
          ] as const
        ).map(async (t) =>
          Number(
            (
              await db()
                .selectFrom(t)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const antes = await contar();
    const archivosAntes = await readdir(join(srv.dataDir, 'uploads', 'multimedia'));
    const r = await sembrarDemo(srv.server.services);
    expect(r).toMatchObject({ creado: false, aprendiz: null });
    expect(await contar()).toEqual(antes);
    expect(await readdir(join(srv.dataDir, 'uploads', 'multimedia'))).toEqual(archivosAntes);
  });

  it('without the option nothing is seeded', async () => {
    const otro = await startTestServer(dialect);
    try {
      const n = await otro.server.services.db
        .selectFrom('cursos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(0);
    } finally {
      await otro.close();
    }
  });
});
