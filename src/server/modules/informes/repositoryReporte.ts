import type { Kysely } from 'kysely';
import { CODIGO_APROBADA } from '@shared/domain/evaluaciones';
import type { Dia } from '@shared/domain/informes';
import type { Database } from '../../db/schema';

/**
 * The report's reads (docs/informes.md). Activity comes from the daily roll-up; the events
 * with a date of their own (registrations, approvals, certificates) from their tables by
 * their date index. `cursos` null: every course; a list: only those (an empty list gives
 * zeros — a tutor without courses sees nothing, never everything).
 */
export interface FiltroReporte {
  dias: { desde: Dia; hasta: Dia };
  /** The same range as UTC instants: [desde, hasta). */
  instantes: { desde: string; hasta: string };
  cursos: readonly string[] | null;
  /** With a scope: the caller, not counted among its own courses' registrations. */
  llamante?: string;
}

export interface FilaActividad {
  centro: string;
  municipio: string;
  segundos: number;
  vistas: number;
  lecciones_completadas: number;
  cursos_completados: number;
}

export interface Eventos {
  registrados: number;
  aprobados: number;
  certificados: number;
}

export class ReporteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private actividad(filtro: FiltroReporte) {
    let q = this.db
      .selectFrom('actividad_diaria')
      .where('dia', '>=', filtro.dias.desde)
      .where('dia', '<=', filtro.dias.hasta);
    if (filtro.cursos) q = q.where('curso_id', 'in', filtro.cursos);
    return q;
  }

  async porCentro(filtro: FiltroReporte): Promise<FilaActividad[]> {
    if (filtro.cursos?.length === 0) return [];
    const filas = await this.actividad(filtro)
      .select((eb) => [
        'centro',
        'municipio',
        eb.fn.sum<number>('segundos').as('segundos'),
        eb.fn.sum<number>('vistas').as('vistas'),
        eb.fn.sum<number>('lecciones_completadas').as('lecciones_completadas'),
        eb.fn.sum<number>('cursos_completados').as('cursos_completados'),
      ])
      .groupBy(['centro', 'municipio'])
      .execute();
    // pg returns SUM of integers as numeric text: numbers here, whatever the dialect.
    return filas.map((f) => ({
      centro: f.centro,
      municipio: f.municipio,
      segundos: Number(f.segundos),
      vistas: Number(f.vistas),
      lecciones_completadas: Number(f.lecciones_completadas),
      cursos_completados: Number(f.cursos_completados),
    }));
  }

  /** Courses with study time or views in the range. */
  async cursosConActividad(filtro: FiltroReporte): Promise<number> {
    if (filtro.cursos?.length === 0) return 0;
    const fila = await this.actividad(filtro)
      .where((eb) => eb.or([eb('segundos', '>', 0), eb('vistas', '>', 0)]))
      .select((eb) => eb.fn.count<number>('curso_id').distinct().as('n'))
      .executeTakeFirst();
    return Number(fila?.n ?? 0);
  }

  async eventos(filtro: FiltroReporte): Promise<Eventos> {
    if (filtro.cursos?.length === 0) return { registrados: 0, aprobados: 0, certificados: 0 };
    const [registrados, aprobados, certificados] = await Promise.all([
      this.registrados(filtro),
      this.aprobados(filtro),
      this.certificados(filtro),
    ]);
    return { registrados, aprobados, certificados };
  }

  /** Accounts created in the range; for a scope, those assigned to one of its courses. */
  private async registrados({ instantes, cursos, llamante }: FiltroReporte): Promise<number> {
    let q = this.db
      .selectFrom('usuarios')
      .where('usuarios.creado_en', '>=', instantes.desde)
      .where('usuarios.creado_en', '<', instantes.hasta);
    if (llamante) q = q.where('usuarios.id', '!=', llamante);
    if (cursos) {
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('usuario_cursos')
            .select('usuario_cursos.usuario_id')
            .whereRef('usuario_cursos.usuario_id', '=', 'usuarios.id')
            .where('usuario_cursos.curso_id', 'in', cursos),
        ),
      );
    }
    const fila = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(fila?.n ?? 0);
  }

  /** Learner–evaluation pairs graded 'A' (approved) in the range. */
  private async aprobados({ instantes, cursos }: FiltroReporte): Promise<number> {
    let q = this.db
      .selectFrom('calificaciones')
      .innerJoin('evaluaciones', 'evaluaciones.id', 'calificaciones.evaluacion_id')
      .select(['calificaciones.usuario_id', 'calificaciones.evaluacion_id'])
      .distinct()
      .where('calificaciones.codigo', '=', CODIGO_APROBADA)
      .where('calificaciones.creado_en', '>=', instantes.desde)
      .where('calificaciones.creado_en', '<', instantes.hasta);
    if (cursos) q = q.where('evaluaciones.curso_id', 'in', cursos);
    const fila = await this.db
      .selectFrom(q.as('pares'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(fila?.n ?? 0);
  }

  /** Certificates issued in the range and still valid. */
  private async certificados({ instantes, cursos }: FiltroReporte): Promise<number> {
    let q = this.db
      .selectFrom('certificados')
      .where('emitido_en', '>=', instantes.desde)
      .where('emitido_en', '<', instantes.hasta)
      .where('revocado_en', 'is', null);
    if (cursos) q = q.where('curso_id', 'in', cursos);
    const fila = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(fila?.n ?? 0);
  }
}
