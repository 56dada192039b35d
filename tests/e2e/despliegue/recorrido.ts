import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import pg from 'pg';
import { crearCursoApi, crearEstudiante, llamar, tokenAdmin } from '../api';

const FIXTURES = join(import.meta.dirname, '../fixtures');

async function subirLeccion(
  request: APIRequestContext,
  admin: string,
  archivo: { nombre: string; mime: string },
): Promise<string> {
  const res = await request.post('/api/uploadmultimedia', {
    headers: { authorization: `Bearer ${admin}` },
    multipart: {
      file: {
        name: archivo.nombre,
        mimeType: archivo.mime,
        buffer: await readFile(join(FIXTURES, archivo.nombre)),
      },
    },
  });
  if (!res.ok()) throw new Error(`subida → ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { newPath: string }).newPath;
}

/**
 * What an admin sets up through nginx, with real files through the real upload route: a
 * course with a video and an audio lesson, a pinned forum topic on the audio one, and a
 * learner with no course yet (so the learner asks to unlock it).
 */
export async function sembrarCurso(request: APIRequestContext) {
  const sufijo = Date.now().toString().slice(-6);
  const admin = await tokenAdmin(request);
  const curso = { codigo: `DSP-${sufijo}`, nombre: `Despliegue ${sufijo}` };
  const cursoId = await crearCursoApi(request, admin, curso);
  const lecciones = { video: `1.1 Video ${sufijo}`, audio: `1.2 Audio ${sufijo}` };
  const video = await subirLeccion(request, admin, {
    nombre: 'leccion-24s.mp4',
    mime: 'video/mp4',
  });
  await llamar(request, admin, 'POST', '/api/multimedias', {
    nombre: lecciones.video,
    curso: cursoId,
    file: video,
  });
  const audio = await subirLeccion(request, admin, {
    nombre: 'leccion-24s.mp3',
    mime: 'audio/mpeg',
  });
  const creada = await llamar<{ data: { _id: string } }>(
    request,
    admin,
    'POST',
    '/api/multimedias',
    {
      nombre: lecciones.audio,
      curso: cursoId,
      file: audio,
    },
  );
  const tema = `Dudas del audio ${sufijo}`;
  await llamar(request, admin, 'POST', '/api/comentarios', {
    multimedia: creada.data._id,
    titulo: tema,
    texto: 'Pregunten aquí.',
    pinned: true,
  });
  const email = `despliegue${sufijo}@prueba.co`;
  const password = 'clave-de-marta';
  const usuarioId = await crearEstudiante(request, admin, { email, nombre: 'Marta', password });
  return { curso, cursoId, lecciones, tema, email, password, usuarioId };
}

/** A write the server acknowledged to the browser (2xx), with what it said it stored. */
export type Acuse =
  | { tipo: 'progreso'; multimediaId: string; porcentaje: number }
  | { tipo: 'respuesta'; texto: string; ids: string[] };

/**
 * Records every progress report and forum post the browser saw acknowledged (2xx), to check
 * afterwards that each is in the database. Answers the promise of the list (bodies are read
 * asynchronously).
 */
export function registrarAcuses(page: Page): () => Promise<Acuse[]> {
  const pendientes: Promise<Acuse | null>[] = [];
  page.on('response', (r: Response) => {
    const metodo = r.request().method();
    const ruta = new URL(r.url()).pathname;
    if (metodo !== 'POST' || r.status() < 200 || r.status() >= 300) return;
    if (ruta === '/api/usuarios/agregarprogreso') pendientes.push(acuseProgreso(r));
    else if (ruta === '/api/comentarios') pendientes.push(acuseRespuesta(r));
  });
  return async () => (await Promise.all(pendientes)).filter((a): a is Acuse => a !== null);
}

async function acuseProgreso(r: Response): Promise<Acuse> {
  const cuerpo = r.request().postDataJSON() as { progreso_multimedia: { id: string } };
  const respuesta = (await r.json()) as { progreso: { porcentaje: number } };
  return {
    tipo: 'progreso',
    multimediaId: cuerpo.progreso_multimedia.id,
    porcentaje: respuesta.progreso.porcentaje,
  };
}

async function acuseRespuesta(r: Response): Promise<Acuse | null> {
  const cuerpo = r.request().postDataJSON() as { parentId?: string; texto: string };
  if (!cuerpo.parentId) return null;
  const tema = (await r.json()) as { data: { respuestas: { _id: string; texto: string }[] } };
  const ids = tema.data.respuestas.filter((x) => x.texto === cuerpo.texto).map((x) => x._id);
  return { tipo: 'respuesta', texto: cuerpo.texto, ids };
}

/** Straight from PostgreSQL: what must be there, whatever instance wrote it. */
export async function consultarBase(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const contar = async (sql: string, valores: unknown[]) =>
    Number(((await db.query<{ n: string }>(sql, valores)).rows[0] ?? { n: '0' }).n);
  return {
    async hechosDesbloqueo(usuarioId: string, cursoId: string) {
      return {
        asignaciones: await contar(
          'SELECT count(*) AS n FROM usuario_cursos WHERE usuario_id = $1 AND curso_id = $2',
          [usuarioId, cursoId],
        ),
        auditoria: await contar(
          "SELECT count(*) AS n FROM auditoria WHERE accion = 'curso.desbloqueado' AND usuario_id = $1 AND detalle LIKE $2",
          [usuarioId, `%${cursoId}%`],
        ),
        notificaciones: await contar(
          "SELECT count(*) AS n FROM notificaciones WHERE tipo = 'cursoDesbloqueado' AND usuario_id = $1",
          [usuarioId],
        ),
      };
    },
    async porcentaje(usuarioId: string, multimediaId: string): Promise<number | null> {
      const r = await db.query<{ porcentaje: number }>(
        'SELECT porcentaje FROM progresos WHERE usuario_id = $1 AND multimedia_id = $2',
        [usuarioId, multimediaId],
      );
      return r.rows[0]?.porcentaje ?? null;
    },
    async existeComentario(id: string): Promise<boolean> {
      return (await contar('SELECT count(*) AS n FROM comentarios WHERE id = $1', [id])) === 1;
    },
    async ipsConocidas(usuarioId: string): Promise<string[]> {
      const r = await db.query<{ ip: string }>(
        'SELECT ip FROM accesos_conocidos WHERE usuario_id = $1',
        [usuarioId],
      );
      return r.rows.map((f) => f.ip);
    },
    cerrar: () => db.end(),
  };
}
