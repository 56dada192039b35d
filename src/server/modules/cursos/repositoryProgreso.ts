import type { Kysely } from 'kysely';
import { esSyllabus } from '@shared/domain/multimedias';
import { ESTADOS_PROGRESO, progresoCurso } from '@shared/domain/progreso';
import type { EstadoProgreso, ProgresoLeccion } from '@shared/domain/progreso';
import { Plantilla } from '../../db/plantilla';
import type { Database } from '../../db/schema';

// Asked by every course list (CursosVista): a template (db/plantilla.ts). One query for
// the lessons and the user's progress on them: two would cost twice the per-query overhead.
const leccionesConProgreso = new Plantilla((db, v: { usuario: string; cursos: string[] }) =>
  db
    .selectFrom('multimedias')
    .leftJoin('progresos', (join) =>
      join
        .onRef('progresos.multimedia_id', '=', 'multimedias.id')
        .on('progresos.usuario_id', '=', v.usuario),
    )
    .select([
      'multimedias.id',
      'multimedias.nombre',
      'multimedias.curso_id',
      'progresos.progreso',
      'progresos.porcentaje',
    ])
    .where('multimedias.curso_id', 'in', v.cursos),
);

function estado(valor: string): EstadoProgreso {
  return (ESTADOS_PROGRESO as readonly string[]).includes(valor)
    ? (valor as EstadoProgreso)
    : 'no-iniciado';
}

/**
 * The user's progress (0–100) in each of the courses, in one query whatever the number of
 * courses: their lessons with the user's progress row on each, if any. The syllabus is
 * filtered by name here (the rule lives in shared code, not in SQL).
 */
export async function progresoPorCurso(
  db: Kysely<Database>,
  usuarioId: string,
  cursoIds: readonly string[],
): Promise<Map<string, number>> {
  const resultado = new Map<string, number>(cursoIds.map((id) => [id, 0]));
  if (cursoIds.length === 0) return resultado;
  const filas = await leccionesConProgreso.filas(db, {
    usuario: usuarioId,
    cursos: [...cursoIds],
  });
  const porCurso = new Map<string, (ProgresoLeccion | undefined)[]>();
  for (const f of filas) {
    if (!f.curso_id || esSyllabus(f.nombre)) continue;
    const lista = porCurso.get(f.curso_id) ?? [];
    lista.push(
      f.progreso === null
        ? undefined
        : { progreso: estado(f.progreso), porcentaje: Number(f.porcentaje) },
    );
    porCurso.set(f.curso_id, lista);
  }
  for (const [cursoId, lista] of porCurso) resultado.set(cursoId, progresoCurso(lista));
  return resultado;
}
