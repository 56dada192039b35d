/**
 * The data every measure of `npm run bench` shares on one platform: a course with a video
 * lesson (its stored file later grown to 200 MB for the download figures), a learner
 * assigned to it with one progress entry, and the learner's and admin's sessions.
 */
import {
  ADMIN,
  CLAVE_APRENDIZ,
  Cliente,
  crearAprendices,
  crearCurso,
  crearVideo,
  type Plataforma,
} from './plataforma';

export interface Escenario {
  admin: Cliente;
  aprendiz: Cliente;
  usuarioId: string;
  cursoId: string;
  leccionId: string;
  /** The stored file's name under DATA_DIR (as the upload route answered it). */
  archivo: string;
}

export async function prepararEscenario(plataforma: Plataforma): Promise<Escenario> {
  const admin = await Cliente.ingresar(plataforma.url, ADMIN.email, ADMIN.password);
  const cursoId = await crearCurso(admin, 'BENCH-01');
  const video = await crearVideo(admin, cursoId, '1.1 Video de la lección');
  const [cuenta] = await crearAprendices(admin, 'aprendiz', 1, [cursoId]);
  if (!cuenta) throw new Error('no se creó el aprendiz');
  const aprendiz = await Cliente.ingresar(plataforma.url, cuenta.email, CLAVE_APRENDIZ);
  // One progress entry, so getProgresos answers what a learner in a course gets.
  await aprendiz.pedir('POST', '/api/usuarios/agregarprogreso', {
    _id: cuenta.id,
    progreso_multimedia: {
      id: video.id,
      progreso: 'iniciado',
      porcentaje: 1,
      fecha: new Date().toISOString(),
    },
  });
  return {
    admin,
    aprendiz,
    usuarioId: cuenta.id,
    cursoId,
    leccionId: video.id,
    archivo: video.archivo,
  };
}
