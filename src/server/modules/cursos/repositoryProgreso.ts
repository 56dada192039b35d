import type { Kysely } from 'kysely';
import { esSyllabus } from '@shared/domain/multimedias';
import { ESTADOS_PROGRESO, progresoCurso } from '@shared/domain/progreso';
import type { EstadoProgreso, ProgresoLeccion } from '@shared/domain/progreso';
import { Plantilla } from '../../db/plantilla';
import type { Database } from '../../db/schema';

// Asked by every course list (CursosVista): templates (db/plantilla.ts).
const leccionesDe = new Plantilla((db, v: { cursos: string[] }) =>
  db
    .selectFrom('multimedias')
    .select(['id', 'nombre', 'curso_id'])
    .where('curso_id', 'in', v.cursos),
);

const progresosEn = new Plantilla((db, v: { usuario: string; cursos: string[] }) =>
  db
    .selectFrom('progresos')
    .innerJoin('multimedias', 'multimedias.id', 'progresos.multimedia_id')
    .select(['progresos.multimedia_id', 'progresos.progreso', 'progresos.porcentaje'])
    .where('progresos.usuario_id', '=', v.usuario)
    .where('multimedias.curso_id', 'in', v.cursos),
);

function estado(valor: string): EstadoProgreso {
  return (ESTADOS_PROGRESO as readonly string[]).includes(valor)
    ? (valor as EstadoProgreso)
    : 'no-iniciado';
}

/**
 * The user's progress (0–100) in each of the courses, in two queries whatever the number
 * of courses: their lessons, and the user's progress rows on those lessons. The syllabus
 * is filtered by name here (the rule lives in shared code, not in SQL).
 */
export async function progresoPorCurso(
  db: Kysely<Database>,
  usuarioId: string,
  cursoIds: readonly string[],
): Promise<Map<string, number>> {
  const resultado = new Map<string, number>(cursoIds.map((id) => [id, 0]));
  if (cursoIds.length === 0) return resultado;
  const cursos = [...cursoIds];
  const [lecciones, progresos] = await Promise.all([
    leccionesDe.filas(db, { cursos }),
    progresosEn.filas(db, { usuario: usuarioId, cursos }),
  ]);
  const porLeccion = new Map<string, ProgresoLeccion>(
    progresos.map((p) => [
      p.multimedia_id,
      { progreso: estado(p.progreso), porcentaje: Number(p.porcentaje) },
    ]),
  );
  const porCurso = new Map<string, (ProgresoLeccion | undefined)[]>();
  for (const l of lecciones) {
    if (!l.curso_id || esSyllabus(l.nombre)) continue;
    const lista = porCurso.get(l.curso_id) ?? [];
    lista.push(porLeccion.get(l.id));
    porCurso.set(l.curso_id, lista);
  }
  for (const [cursoId, lista] of porCurso) resultado.set(cursoId, progresoCurso(lista));
  return resultado;
}
