import type { APIRequestContext } from '@playwright/test';
import {
  aprendizDelDemo,
  aprobarEnEvaluacionDemo,
  crearCursoApi,
  crearEnlace,
  llamar,
  tokenAdmin,
} from './api';
import { expect } from './fixtures';

/** The data the accessibility run shows on its screens, made once through the API. */
export interface Datos {
  sufijo: string;
  cursoId: string;
  leccionId: string;
  evaluacionId: string;
  rolId: string;
  codigoCertificado: string;
  lote: string;
  aprendiz: { email: string; password: string; id: string };
}

let datos: Datos | null = null;

async function esperarLote(request: APIRequestContext, token: string, lote: string) {
  for (let i = 0; i < 40; i += 1) {
    const r = await llamar<{ data: { estado: string } }>(
      request,
      token,
      'GET',
      `/api/usuarios/importar/${lote}`,
    );
    if (r.data.estado !== 'en_curso') return;
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

/** A user import made of the template with one new learner: its credentials sheet exists. */
async function importarUno(request: APIRequestContext, token: string, sufijo: string) {
  const plantilla = await request.get('/api/usuarios/importar/plantilla.csv', {
    headers: { authorization: `Bearer ${token}` },
  });
  const csv = (await plantilla.body())
    .toString('utf8')
    .replace('maria.gomez@correo.co', `importada${sufijo}@prueba.co`)
    .replace('1045678901', `77${sufijo}`);
  const validar = await request.post('/api/usuarios/importar/validar', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'usuarios.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(validar.ok(), await validar.text()).toBe(true);
  const lote = ((await validar.json()) as { data: { id: string } }).data.id;
  await llamar(request, token, 'POST', `/api/usuarios/importar/${lote}/confirmar`, {
    modo: 'soloNuevos',
  });
  await esperarLote(request, token, lote);
  return lote;
}

/** Courses in all six card colours, a lesson, an approved learner with a certificate. */
export async function prepararDatos(request: APIRequestContext): Promise<Datos> {
  if (datos) return datos;
  const sufijo = Date.now().toString().slice(-6);
  const token = await tokenAdmin(request);
  const aprendiz = { email: `a11y${sufijo}@prueba.co`, nombre: 'Alba', password: 'clave-de-alba' };
  const { id, cursoId } = await aprendizDelDemo(request, token, aprendiz);
  // Six courses: the cycle gives each the next card colour (spec 9), all six show.
  for (let i = 0; i < 6; i += 1) {
    const curso = await crearCursoApi(request, token, {
      codigo: `A11Y${i}${sufijo}`,
      nombre: `Accesible ${i} ${sufijo}`,
    });
    await crearEnlace(request, token, {
      nombre: `Enlace ${i} ${sufijo}`,
      curso,
      link: 'https://example.org/a11y',
    });
  }
  const lecciones = await llamar<{ data: { _id: string; nombre: string }[] }>(
    request,
    token,
    'GET',
    `/api/multimedias/filtrar?cursos=${cursoId}&fin=50`,
  );
  const leccionId = lecciones.data.find((l) => l.nombre.startsWith('1.1 '))?._id ?? '';
  // A forum topic on the lesson, so the forum lists one and its detail opens.
  await llamar(request, token, 'POST', '/api/comentarios', {
    multimedia: leccionId,
    titulo: `Dudas ${sufijo}`,
    texto: '¿Cómo se enciende el computador?',
  });
  // A grade recorded by hand approves the learner and issues a certificate.
  const evaluacionId = await aprobarEnEvaluacionDemo(request, token, id);
  const certificados = await llamar<{ data: { codigo: string }[] }>(
    request,
    token,
    'POST',
    '/api/certificados/listar',
  );
  const roles = await llamar<{ data: { _id: string; nombre: string }[] }>(
    request,
    token,
    'POST',
    '/api/roles/listar',
  );
  datos = {
    sufijo,
    cursoId,
    leccionId,
    evaluacionId,
    rolId: roles.data.find((r) => r.nombre === 'Estudiante')?._id ?? '',
    codigoCertificado: certificados.data[0]?.codigo ?? '',
    lote: await importarUno(request, token, sufijo),
    aprendiz: { email: aprendiz.email, password: aprendiz.password, id },
  };
  return datos;
}
