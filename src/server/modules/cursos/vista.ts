import type { Curso } from '@shared/api/cursos';
import type { CursoAdjuntosTable, CursosTable } from '../../db/schema';
import { firmanteDe } from '../../http/authenticate';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { cursosVisibles } from './acceso';
import { catalogoDe } from './catalogo';
import { aCurso, rutaAdjunto } from './mapping';
import { progresoPorCurso } from './repositoryProgreso';

/**
 * Builds courses as one caller sees them: their progress, whether they may open each one,
 * and attachment URLs signed for them. A fixed number of queries for any number of courses.
 */
export class CursosVista {
  constructor(private readonly services: Services) {}

  async paraUsuario(auth: AuthContext, rows: readonly CursosTable[]): Promise<Curso[]> {
    const ids = rows.map((r) => r.id);
    const [porCurso, progresos, visibles] = await Promise.all([
      catalogoDe(this.services).adjuntosPorCurso(ids),
      progresoPorCurso(this.services.db, auth.row.id, ids),
      cursosVisibles(this.services, auth),
    ]);
    const urls = await this.firmar(
      auth,
      ids.flatMap((id) => porCurso.get(id) ?? []),
    );
    return rows.map((row) =>
      aCurso(row, porCurso.get(row.id) ?? [], {
        overallProgress: progresos.get(row.id) ?? 0,
        // Assigned and active: the courses the caller may open (acceso.ts agrees).
        asignado: visibles === 'todos' || (visibles.has(row.id) && row.estado === 1),
        urls,
      }),
    );
  }

  async uno(auth: AuthContext, row: CursosTable): Promise<Curso> {
    const [curso] = await this.paraUsuario(auth, [row]);
    if (!curso) throw new Error('curso sin mapear'); // unreachable: one row in, one out
    return curso;
  }

  /** Signatures are bound to the caller's session (logout or a password change ends them). */
  private async firmar(
    auth: AuthContext,
    adjuntos: readonly CursoAdjuntosTable[],
  ): Promise<Map<string, string>> {
    const para = firmanteDe(auth);
    const pares = await Promise.all(
      adjuntos.map(
        async (a) =>
          [
            a.server_filename,
            await this.services.firmas.urlFirmada(para, rutaAdjunto(a.server_filename)),
          ] as const,
      ),
    );
    return new Map(pares);
  }
}
