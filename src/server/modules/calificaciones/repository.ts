import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { CAMPOS_ORDEN_CALIFICACIONES, Calificacion } from '@shared/api/calificaciones';
import type { Database } from '../../db/schema';

export type CampoOrden = (typeof CAMPOS_ORDEN_CALIFICACIONES)[number];

export interface OpcionesListado {
  /** From 1. */
  pagina: number;
  tamano: number;
  orden: CampoOrden;
  direccion: 'asc' | 'desc';
  estudiante?: string;
  curso?: string;
  /**
   * A caller of scope "mis cursos" (docs/alcance.md): only grades of these courses, plus the
   * caller's own. Absent for everyone.
   */
  alcance?: { cursos: readonly string[]; propio: string };
}

/** The columns behind each sortable field; the learner sorts by name, then surname. */
const COLUMNAS: Record<CampoOrden, readonly string[]> = {
  timestamp: ['calificaciones.creado_en'],
  titulo: ['calificaciones.titulo'],
  puntajeEstudiante: ['calificaciones.puntaje_estudiante'],
  puntajeRequerido: ['calificaciones.puntaje_requerido'],
  codigo: ['calificaciones.codigo'],
  calificacionTexto: ['calificaciones.calificacion_texto'],
  estudiante: ['usuarios.nombre', 'usuarios.apellidos'],
};

function consulta(db: Kysely<Database>) {
  return db
    .selectFrom('calificaciones')
    .innerJoin('evaluaciones', 'evaluaciones.id', 'calificaciones.evaluacion_id')
    .innerJoin('cursos', 'cursos.id', 'evaluaciones.curso_id')
    .innerJoin('usuarios', 'usuarios.id', 'calificaciones.usuario_id');
}

function conCampos(q: ReturnType<typeof consulta>) {
  return q
    .selectAll('calificaciones')
    .select([
      'evaluaciones.codigo as evaluacion_codigo',
      'evaluaciones.nombre as evaluacion_nombre',
      'cursos.id as curso_id',
      'cursos.codigo as curso_codigo',
      'cursos.nombre as curso_nombre',
      'usuarios.nombre as usuario_nombre',
      'usuarios.apellidos as usuario_apellidos',
      'usuarios.email as usuario_email',
    ]);
}

type Fila = Awaited<ReturnType<ReturnType<typeof conCampos>['executeTakeFirstOrThrow']>>;

function aCalificacion(f: Fila): Calificacion {
  return {
    _id: f.id,
    titulo: f.titulo,
    timestamp: f.creado_en,
    puntajeEstudiante: Number(f.puntaje_estudiante),
    puntajeRequerido: Number(f.puntaje_requerido),
    codigo: f.codigo,
    calificacionTexto: f.calificacion_texto,
    evaluacion: { _id: f.evaluacion_id, codigo: f.evaluacion_codigo, nombre: f.evaluacion_nombre },
    curso: { _id: f.curso_id, codigo: f.curso_codigo, nombre: f.curso_nombre },
    estudiante: {
      _id: f.usuario_id,
      nombre: f.usuario_nombre,
      apellidos: f.usuario_apellidos,
      email: f.usuario_email,
    },
    intentoId: f.intento_id,
  };
}

/** Grade records with their evaluation, course and learner (spec 3, Grade record). */
export class CalificacionesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async porId(id: string): Promise<Calificacion | null> {
    const fila = await conCampos(consulta(this.db))
      .where('calificaciones.id', '=', id)
      .executeTakeFirst();
    return fila ? aCalificacion(fila) : null;
  }

  /** One page and the total, both in SQL; ties broken by id so pages never overlap. */
  async listar(o: OpcionesListado): Promise<{ data: Calificacion[]; total: number }> {
    let base = consulta(this.db);
    if (o.estudiante) base = base.where('calificaciones.usuario_id', '=', o.estudiante);
    if (o.curso) base = base.where('evaluaciones.curso_id', '=', o.curso);
    const { alcance } = o;
    if (alcance) {
      base = base.where((eb) =>
        eb.or([
          eb('calificaciones.usuario_id', '=', alcance.propio),
          ...(alcance.cursos.length > 0 ? [eb('evaluaciones.curso_id', 'in', alcance.cursos)] : []),
        ]),
      );
    }
    let pagina = conCampos(base);
    for (const columna of COLUMNAS[o.orden]) {
      pagina = pagina.orderBy(sql.ref(columna), o.direccion);
    }
    const [filas, total] = await Promise.all([
      pagina
        .orderBy('calificaciones.id', o.direccion)
        .limit(o.tamano)
        .offset((o.pagina - 1) * o.tamano)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { data: filas.map(aCalificacion), total: Number(total.n) };
  }
}
