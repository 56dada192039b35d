import { randomUUID } from 'node:crypto';
import type { EvaluacionEdicion } from '@shared/api/evaluaciones';
import { crearCurso, crearUsuario, tokenDe } from '../../helpers/cuentas';
import { abiertasHace } from '../../helpers/progreso';
import type { TestServer } from '../../helpers/testServer';
import { asignar, crearEvaluacion, enviar } from '../evaluaciones/ayudas';
import { crearEnlace } from '../multimedias/ayudas';

/** A learner of the monitor's tests, with the centre and municipality the import writes. */
export async function aprendiz(
  srv: TestServer,
  datos: { nombre: string; apellidos: string; centro: string; municipio: string },
): Promise<{ id: string; token: string }> {
  const id = await crearUsuario(srv, {
    email: `${datos.nombre
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}-${randomUUID().slice(0, 6)}@prueba.co`,
    nombre: datos.nombre,
    apellidos: datos.apellidos,
  });
  await srv.server.services.db
    .updateTable('usuarios')
    .set({
      custom_data: JSON.stringify({
        municipio: { nombre: datos.municipio },
        institucion: { nombrePunto: datos.centro },
      }),
    })
    .where('id', '=', id)
    .execute();
  return { id, token: await tokenDe(srv, id) };
}

/** Moves the assignment back in time (as if made `dias` days ago). */
export async function asignadoHace(
  srv: TestServer,
  usuarioId: string,
  curso: string,
  dias: number,
) {
  await srv.server.services.db
    .updateTable('usuario_cursos')
    .set({ asignado_en: new Date(Date.now() - dias * 86_400_000).toISOString() })
    .where('usuario_id', '=', usuarioId)
    .where('curso_id', '=', curso)
    .execute();
}

/** A progress report through the API, as the player sends it. */
export async function reportar(
  srv: TestServer,
  a: { id: string; token: string },
  leccion: string,
  porcentaje: number,
) {
  const res = await srv.request('POST', '/api/usuarios/agregarprogreso', {
    token: a.token,
    body: {
      _id: a.id,
      idReporte: randomUUID(),
      progreso_multimedia: {
        id: leccion,
        progreso: porcentaje >= 100 ? 'completado' : 'iniciado',
        porcentaje,
        fecha: new Date().toISOString(),
      },
    },
  });
  if (res.status !== 200) throw new Error(`progreso: ${res.status} ${JSON.stringify(res.body)}`);
}

export interface CursoMonitor {
  curso: string;
  codigo: string;
  lecciones: [string, string];
  evaluacion: EvaluacionEdicion;
}

/** A course with two link lessons and an evaluation of three questions, made by the admin. */
export async function cursoConEvaluacion(srv: TestServer, admin: string): Promise<CursoMonitor> {
  const codigo = `MON-${randomUUID().slice(0, 6)}`;
  const curso = await crearCurso(srv, { codigo, nombre: `Curso ${codigo}` });
  const uno = await crearEnlace(srv, admin, { nombre: '1.1 Primera', curso });
  const dos = await crearEnlace(srv, admin, { nombre: '1.2 Segunda', curso });
  const evaluacion = await crearEvaluacion(srv, admin, curso, 3);
  return { curso, codigo, lecciones: [uno._id, dos._id], evaluacion };
}

/** Assigns, lets the learner have opened the lessons an hour ago, and reports progress. */
export async function recorrido(
  srv: TestServer,
  c: CursoMonitor,
  a: { id: string; token: string },
  porcentajes: readonly number[],
) {
  await asignar(srv, a.id, c.curso);
  await abiertasHace(srv, a.id, c.lecciones);
  for (const [i, p] of porcentajes.entries()) {
    const leccion = c.lecciones[i];
    if (leccion && p > 0) await reportar(srv, a, leccion, p);
  }
}

export { enviar };
