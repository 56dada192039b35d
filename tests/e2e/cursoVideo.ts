import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { crearCursoApi, crearEstudiante, llamar, tokenAdmin } from './api';

const FIXTURES = join(import.meta.dirname, 'fixtures');

/**
 * A real course for the caption and keyboard journeys (issue 16), made through the API as
 * an admin would: one 24 s video lesson uploaded through the real upload route, a
 * one-question evaluation, and a learner assigned to the course.
 */
export async function cursoConVideo(request: APIRequestContext, prefijo: string) {
  const sufijo = Date.now().toString().slice(-6);
  const admin = await tokenAdmin(request);
  const codigo = `${prefijo}-${sufijo}`;
  const cursoId = await crearCursoApi(request, admin, {
    codigo,
    nombre: `Curso ${codigo}`,
  });
  const res = await request.post('/api/uploadmultimedia', {
    headers: { authorization: `Bearer ${admin}` },
    multipart: {
      file: {
        name: 'leccion-24s.mp4',
        mimeType: 'video/mp4',
        buffer: await readFile(join(FIXTURES, 'leccion-24s.mp4')),
      },
    },
  });
  if (!res.ok()) throw new Error(`subida → ${res.status()} ${await res.text()}`);
  const file = ((await res.json()) as { newPath: string }).newPath;
  const leccion = `1.1 Video ${sufijo}`;
  const creada = await llamar<{ data: { _id: string } }>(
    request,
    admin,
    'POST',
    '/api/multimedias',
    {
      nombre: leccion,
      curso: cursoId,
      file,
    },
  );
  await llamar(request, admin, 'POST', '/api/evaluaciones/nuevo', {
    curso: cursoId,
    codigo: `EVAL-${codigo}`,
    nombre: `Evaluación de ${codigo}`,
    preguntas: [
      {
        descripcion: '¿Vio el video completo?',
        respuestas: [
          { texto: 'Sí', isCorrecta: true },
          { texto: 'No', isCorrecta: false },
        ],
      },
    ],
  });
  const email = `${prefijo.toLowerCase()}${sufijo}@prueba.co`;
  const password = 'clave-de-lucia';
  const id = await crearEstudiante(request, admin, { email, nombre: 'Lucía', password });
  await llamar(request, admin, 'POST', `/api/usuarios/${id}/asignarCursos`, {
    cursoIds: [cursoId],
  });
  return { admin, codigo, cursoId, leccion, multimediaId: creada.data._id, email, password };
}

/** Uploads a caption file as the admin, through the same route the lesson dialog uses. */
export async function subirSubtituloApi(
  request: APIRequestContext,
  admin: string,
  multimediaId: string,
  idioma: string,
  texto: string,
) {
  const res = await request.put(`/api/multimedias/${multimediaId}/subtitulos/${idioma}`, {
    headers: { authorization: `Bearer ${admin}` },
    multipart: {
      file: { name: `${idioma}.vtt`, mimeType: 'text/vtt', buffer: Buffer.from(texto) },
    },
  });
  if (!res.ok()) throw new Error(`subtítulo → ${res.status()} ${await res.text()}`);
}
