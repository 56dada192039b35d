import type { APIRequestContext } from '@playwright/test';
import { crearCursoApi, crearEnlace, crearEstudiante, llamar, tokenAdmin } from './api';

/**
 * Data for tests/e2e/movil.spec.ts, made through the API: long Spanish names, a lesson with
 * a forum topic, an evaluation with a grade (so a certificate), an import batch with its
 * credentials, and a wiki page with two revisions.
 */
export interface Datos {
  curso: string;
  leccion: string;
  evaluacion: string;
  estudiante: { id: string; email: string; password: string };
  lote: string;
  rol: string;
  wiki: string;
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An import batch of one learner without a password: its credentials sheet has a row. */
async function loteConCredenciales(
  request: APIRequestContext,
  admin: string,
  sufijo: string,
): Promise<string> {
  const csv = [
    'Correo;Nombres;Apellidos;Tipo de documento;Número de documento;Celular;Municipio;Institución;Tipo de registro;Rol;Cursos;Activo;Contraseña',
    `importada.con.nombre.largo.${sufijo}@secretaria-de-educacion.gov.co;Valentina;Hernández Restrepo;CC;10${sufijo};;Achí;Punto Vive Digital de Achí;Estudiante;Estudiante;;sí;`,
    '',
  ].join('\r\n');
  const res = await request.post('/api/usuarios/importar/validar', {
    headers: { authorization: `Bearer ${admin}` },
    multipart: { file: { name: 'aprendices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  if (!res.ok()) throw new Error(`validar → ${res.status()} ${await res.text()}`);
  const lote = ((await res.json()) as { data: { id: string } }).data.id;
  await llamar(request, admin, 'POST', `/api/usuarios/importar/${lote}/confirmar`, {
    modo: 'soloNuevos',
  });
  for (let i = 0; i < 100; i += 1) {
    const r = await llamar<{ data: { estado: string } }>(
      request,
      admin,
      'GET',
      `/api/usuarios/importar/${lote}`,
    );
    if (r.data.estado === 'completado') return lote;
    if (r.data.estado !== 'en_curso') throw new Error(`importación ${r.data.estado}`);
    await espera(200);
  }
  throw new Error('La importación no terminó');
}

/** Everything the screens list, made through the API with long Spanish names. */
export async function prepararDatos(request: APIRequestContext): Promise<Datos> {
  const admin = await tokenAdmin(request);
  const sufijo = Date.now().toString().slice(-6);
  const codigo = `MOVIL-${sufijo}`;
  const curso = await crearCursoApi(request, admin, {
    codigo,
    nombre: `Alfabetización digital: trámites en línea ${sufijo}`,
  });
  await crearEnlace(request, admin, {
    nombre: '1.1 Portal de trámites ciudadanos de la alcaldía',
    curso,
    link: 'http://127.0.0.1:9/',
  });
  const lecciones = await llamar<{ data: { _id: string }[] }>(
    request,
    admin,
    'GET',
    `/api/multimedias/filtrar?cursos=${curso}&fin=10`,
  );
  const leccion = lecciones.data[0]?._id;
  if (!leccion) throw new Error('sin lección');
  const ev = await llamar<{ data: { _id: string } }>(
    request,
    admin,
    'POST',
    '/api/evaluaciones/nuevo',
    {
      curso,
      codigo: `EV-${codigo}`,
      nombre: `Evaluación final de trámites en línea ${sufijo}`,
      descripcion: 'Preguntas sobre los trámites en línea de la alcaldía.',
      preguntas: [
        {
          descripcion: '¿Dónde se consulta el estado de un trámite municipal en línea?',
          respuestas: [
            { texto: 'En el portal de trámites de la alcaldía', isCorrecta: true },
            { texto: 'En una impresora', isCorrecta: false },
          ],
        },
      ],
      esperaMinutos: 0,
    },
  );
  const estudiante = {
    email: `aprendiz.movil.${sufijo}@prueba.co`,
    password: 'clave-aprendiz-movil',
  };
  const id = await crearEstudiante(request, admin, {
    ...estudiante,
    nombre: `Maximiliano Alejandro ${sufijo}`,
  });
  await llamar(request, admin, 'POST', `/api/usuarios/${id}/asignarCursos`, { cursoIds: [curso] });
  // An approving grade: the server issues the certificate, so /certificados has content.
  await llamar(request, admin, 'POST', '/api/calificaciones/nuevo', {
    evaluacion: ev.data._id,
    estudiante: id,
    puntajeEstudiante: 95,
  });
  await llamar(request, admin, 'POST', '/api/comentarios', {
    multimedia: leccion,
    titulo: `Dudas sobre la radicación de peticiones ${sufijo}`,
    texto: 'Pregunten aquí por los trámites de la alcaldía.',
    pinned: false,
  });
  const roles = await llamar<{ data: { _id: string; nombre: string }[] }>(
    request,
    admin,
    'POST',
    '/api/roles/listar',
  );
  const rol = roles.data.find((r) => r.nombre === 'Estudiante')?._id ?? '';
  const lote = await loteConCredenciales(request, admin, sufijo);
  const wiki = await paginaWiki(request, admin, sufijo, leccion);
  return {
    curso,
    leccion,
    evaluacion: ev.data._id,
    estudiante: { id, ...estudiante },
    lote,
    rol,
    wiki,
  };
}

/**
 * A global help page with what overflows phones in Markdown (a table, a long address, a
 * code line) and two revisions, so its history has something to show. Returns its slug.
 */
async function paginaWiki(
  request: APIRequestContext,
  admin: string,
  sufijo: string,
  leccion: string,
): Promise<string> {
  const cuerpo = [
    '## Cómo radicar una petición en línea',
    '',
    '| Paso | Dónde | Qué hacer |',
    '|---|---|---|',
    '| 1 | Portal de trámites de la alcaldía municipal | Ingresar con la cédula de ciudadanía |',
    '| 2 | Ventanilla única de atención ciudadana | Adjuntar el formulario diligenciado |',
    '',
    `Repase la [lección del portal](/pl/${leccion}) y consulte https://www.secretariadeeducacionmunicipal.gov.co/tramites-y-servicios/radicacion-de-peticiones-quejas-reclamos`,
    '',
    '```',
    'Número de radicado: ALC-2026-000123456789-PQRS-VENTANILLA-UNICA-DE-ATENCION-CIUDADANA',
    '```',
  ].join('\n');
  const creada = await llamar<{ data: { _id: string; slug: string; version: number } }>(
    request,
    admin,
    'POST',
    '/api/wiki/paginas',
    { titulo: `Radicación de peticiones en línea ${sufijo}`, cuerpo, cursoId: null },
  );
  await llamar(request, admin, 'PUT', `/api/wiki/paginas/${creada.data._id}`, {
    titulo: `Radicación de peticiones en línea ${sufijo}`,
    cuerpo: `${cuerpo}\n\nActualizado con el horario de atención.`,
    cursoId: null,
    version: creada.data.version,
  });
  return creada.data.slug;
}
