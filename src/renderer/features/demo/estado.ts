import type { Curso, Evaluacion, Usuario } from '@shared/api';
import { DEMO } from '@shared/domain/demo';

/** Which part of the demo content is still in this installation (null: removed or never made). */
export interface EstadoDemo {
  curso: Pick<Curso, '_id' | 'nombre'> | null;
  evaluacion: Pick<Evaluacion, '_id' | 'nombre'> | null;
  aprendiz: Pick<Usuario, '_id' | 'email'> | null;
}

const mismo = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Finds the demo content among what the admin's lists answer, by the codes and the address
 * the seeding uses (shared with the server: @shared/domain/demo). The users search matches
 * by "contains", so the email is compared exactly here.
 */
export function estadoDemo(
  cursos: readonly Curso[] | undefined,
  evaluaciones: readonly Evaluacion[] | undefined,
  usuarios: readonly Usuario[] | undefined,
): EstadoDemo {
  return {
    curso: cursos?.find((c) => mismo(c.codigo, DEMO.cursoCodigo)) ?? null,
    evaluacion: evaluaciones?.find((e) => mismo(e.codigo, DEMO.evaluacionCodigo)) ?? null,
    aprendiz: usuarios?.find((u) => mismo(u.email, DEMO.aprendizEmail)) ?? null,
  };
}

/** True when nothing of the demo is left: the page then says so instead of the steps. */
export const demoQuitada = (e: EstadoDemo): boolean => !e.curso && !e.evaluacion && !e.aprendiz;
