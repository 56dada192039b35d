import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { solicitudCursoSchema } from '@shared/api/cursos';
import type { Database, SolicitudesCursoTable } from '../../db/schema';

type SolicitudCurso = z.infer<typeof solicitudCursoSchema>;

/** Unlock requests (spec 4): stored, then approved by the job in jobs/desbloqueos.ts. */
export class SolicitudesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Requests with their user and course, as the API shows them. */
  private consulta() {
    return this.db
      .selectFrom('solicitudes_curso as s')
      .innerJoin('usuarios as u', 'u.id', 's.usuario_id')
      .innerJoin('cursos as c', 'c.id', 's.curso_id')
      .select([
        's.id',
        's.estado',
        's.creado_en',
        's.aprobar_en',
        'u.id as usuario_id',
        'u.nombre as usuario_nombre',
        'u.apellidos as usuario_apellidos',
        'u.email as usuario_email',
        'c.id as curso_id',
        'c.codigo as curso_codigo',
        'c.nombre as curso_nombre',
      ]);
  }

  async pendienteDe(usuarioId: string, cursoId: string): Promise<SolicitudCurso | null> {
    const fila = await this.consulta()
      .where('s.usuario_id', '=', usuarioId)
      .where('s.curso_id', '=', cursoId)
      .where('s.estado', '=', 'pendiente')
      .executeTakeFirst();
    return fila ? aSolicitud(fila) : null;
  }

  async ultimaDe(usuarioId: string, cursoId: string): Promise<SolicitudCurso | null> {
    const fila = await this.consulta()
      .where('s.usuario_id', '=', usuarioId)
      .where('s.curso_id', '=', cursoId)
      .orderBy('s.creado_en', 'desc')
      .executeTakeFirst();
    return fila ? aSolicitud(fila) : null;
  }

  /** Pending requests; with `cursos` (scope "mis cursos", docs/alcance.md) only for those. */
  async pendientes(cursos: readonly string[] | null = null): Promise<SolicitudCurso[]> {
    const filas = await this.consulta()
      .where('s.estado', '=', 'pendiente')
      .$if(cursos !== null, (q) => q.where('s.curso_id', 'in', cursos?.length ? cursos : ['']))
      .orderBy('s.creado_en')
      .orderBy('s.id')
      .execute();
    return filas.map(aSolicitud);
  }

  async insertar(row: SolicitudesCursoTable): Promise<void> {
    await this.db.insertInto('solicitudes_curso').values(row).execute();
  }

  porId(id: string) {
    return this.db
      .selectFrom('solicitudes_curso')
      .select(['id', 'usuario_id', 'curso_id', 'estado', 'aprobar_en'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Every pending request, due or not (their jobs are queued again at start). */
  pendientesParaEncolar() {
    return this.db
      .selectFrom('solicitudes_curso')
      .select(['id', 'aprobar_en'])
      .where('estado', '=', 'pendiente')
      .orderBy('aprobar_en')
      .execute();
  }

  /**
   * The claim of a due request: on PostgreSQL a concurrent instance blocks on the row lock,
   * then sees estado != 'pendiente' and changes nothing. True for the one that approved it.
   */
  async reclamar(id: string, ahora: string): Promise<boolean> {
    const claim = await this.db
      .updateTable('solicitudes_curso')
      .set({ estado: 'aprobada', procesado_en: ahora })
      .where('id', '=', id)
      .where('estado', '=', 'pendiente')
      .executeTakeFirst();
    return Number(claim.numUpdatedRows) === 1;
  }
}

interface FilaSolicitud {
  id: string;
  estado: string;
  creado_en: string;
  aprobar_en: string;
  usuario_id: string;
  usuario_nombre: string;
  usuario_apellidos: string;
  usuario_email: string;
  curso_id: string;
  curso_codigo: string;
  curso_nombre: string;
}

function aSolicitud(f: FilaSolicitud): SolicitudCurso {
  return {
    _id: f.id,
    // Full name: an administrator scanning the list needs more than a first name.
    usuario: {
      _id: f.usuario_id,
      nombre: `${f.usuario_nombre} ${f.usuario_apellidos}`.trim(),
      email: f.usuario_email,
    },
    curso: { _id: f.curso_id, codigo: f.curso_codigo, nombre: f.curso_nombre },
    estado: f.estado === 'aprobada' ? 'aprobada' : 'pendiente',
    creadaEn: f.creado_en,
    aprobarEn: f.aprobar_en,
  };
}
