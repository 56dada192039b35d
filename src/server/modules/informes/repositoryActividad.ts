import type { Kysely } from 'kysely';
import { MENSAJES_INFORME, diaColombia, segundosDeAvance } from '@shared/domain/informes';
import { esSyllabus } from '@shared/domain/multimedias';
import type { MedidaLeccion } from '@shared/domain/progreso';
import type { Database } from '../../db/schema';

/**
 * Keeps the report's daily roll-up (`actividad_diaria`, 0022) up to date from the write
 * paths of progress and views, inside their transactions: the roll-up never counts a
 * report that was rolled back, nor misses one that was committed. It reads the lesson,
 * its file and the learner's centre (tables owned elsewhere, read only) and writes only
 * its own table.
 */

/** A progress row before a report (null: the report created it) and the merged result. */
export interface AvanceProgreso {
  usuarioId: string;
  multimediaId: string;
  antes: { progreso: string; porcentaje: number; actualizadoEn: string } | null;
  despues: { progreso: string; porcentaje: number };
  /** The server's clock (services.reloj): the day counted and the real-time cap. */
  ahora: Date;
}

interface Incremento {
  segundos: number;
  vistas: number;
  lecciones_completadas: number;
  cursos_completados: number;
}

function texto(valor: unknown, defecto: string): string {
  const t = typeof valor === 'string' || typeof valor === 'number' ? String(valor).trim() : '';
  return t === '' ? defecto : t;
}

/** The learner's centre and municipality, read from customData as the backfill does. */
export function ubicacionDe(customData: string): { centro: string; municipio: string } {
  let datos: { institucion?: { nombrePunto?: unknown }; municipio?: { nombre?: unknown } } = {};
  try {
    datos = JSON.parse(customData) as typeof datos;
  } catch {
    // An unreadable customData counts under "Sin centro" rather than losing the activity.
  }
  return {
    centro: texto(datos?.institucion?.nombrePunto, MENSAJES_INFORME.sinCentro),
    municipio: texto(datos?.municipio?.nombre, MENSAJES_INFORME.sinMunicipio),
  };
}

async function sumar(
  trx: Kysely<Database>,
  clave: { dia: string; curso_id: string; centro: string; municipio: string },
  inc: Incremento,
): Promise<void> {
  if (!inc.segundos && !inc.vistas && !inc.lecciones_completadas && !inc.cursos_completados) {
    return;
  }
  await trx
    .insertInto('actividad_diaria')
    .values({ ...clave, ...inc })
    .onConflict((oc) =>
      oc.columns(['dia', 'curso_id', 'centro', 'municipio']).doUpdateSet((eb) => ({
        segundos: eb('actividad_diaria.segundos', '+', eb.ref('excluded.segundos')),
        vistas: eb('actividad_diaria.vistas', '+', eb.ref('excluded.vistas')),
        lecciones_completadas: eb(
          'actividad_diaria.lecciones_completadas',
          '+',
          eb.ref('excluded.lecciones_completadas'),
        ),
        cursos_completados: eb(
          'actividad_diaria.cursos_completados',
          '+',
          eb.ref('excluded.cursos_completados'),
        ),
      })),
    )
    .execute();
}

async function ubicacionDelUsuario(trx: Kysely<Database>, usuarioId: string) {
  const fila = await trx
    .selectFrom('usuarios')
    .select('custom_data')
    .where('id', '=', usuarioId)
    .executeTakeFirst();
  return ubicacionDe(fila?.custom_data ?? '{}');
}

/** Whether the learner has now completed every lesson of the course (syllabus aside). */
async function cursoCompleto(trx: Kysely<Database>, usuarioId: string, cursoId: string) {
  const lecciones = await trx
    .selectFrom('multimedias')
    .leftJoin('progresos', (j) =>
      j
        .onRef('progresos.multimedia_id', '=', 'multimedias.id')
        .on('progresos.usuario_id', '=', usuarioId),
    )
    .select(['multimedias.nombre', 'progresos.progreso'])
    .where('multimedias.curso_id', '=', cursoId)
    .execute();
  const propias = lecciones.filter((l) => !esSyllabus(l.nombre));
  return propias.length > 0 && propias.every((l) => l.progreso === 'completado');
}

/** The start of the real time this advance may have taken: the previous report or the opening. */
async function segundosReales(trx: Kysely<Database>, avance: AvanceProgreso) {
  const apertura = await trx
    .selectFrom('leccion_aperturas')
    .select('abierta_en')
    .where('usuario_id', '=', avance.usuarioId)
    .where('multimedia_id', '=', avance.multimediaId)
    .executeTakeFirst();
  const desde = [apertura?.abierta_en, avance.antes?.actualizadoEn]
    .map((f) => (f ? Date.parse(f) : Number.NaN))
    .filter((t) => !Number.isNaN(t));
  if (desde.length === 0) return null;
  return (avance.ahora.getTime() - Math.max(...desde)) / 1000;
}

/** Adds one progress advance to the roll-up (rule: segundosDeAvance, docs/informes.md). */
export async function registrarAvance(trx: Kysely<Database>, avance: AvanceProgreso) {
  const leccion = await trx
    .selectFrom('multimedias')
    .leftJoin('archivos', 'archivos.id', 'multimedias.archivo_id')
    .select([
      'multimedias.curso_id',
      'multimedias.nombre',
      'archivos.duracion_ms',
      'archivos.paginas',
    ])
    .where('multimedias.id', '=', avance.multimediaId)
    .executeTakeFirst();
  if (!leccion?.curso_id) return;
  const medida: MedidaLeccion =
    Number(leccion.duracion_ms) > 0
      ? { tipo: 'media', duracionSegundos: Number(leccion.duracion_ms) / 1000 }
      : Number(leccion.paginas) >= 1
        ? { tipo: 'pdf', paginas: Number(leccion.paginas) }
        : { tipo: 'minimo' };
  const reales = medida.tipo === 'media' ? null : await segundosReales(trx, avance);
  const antes = avance.antes?.porcentaje ?? 0;
  const completada =
    avance.despues.progreso === 'completado' && avance.antes?.progreso !== 'completado';
  const cursoHecho =
    completada &&
    !esSyllabus(leccion.nombre) &&
    (await cursoCompleto(trx, avance.usuarioId, leccion.curso_id));
  const clave = {
    dia: diaColombia(avance.ahora),
    curso_id: leccion.curso_id,
    ...(await ubicacionDelUsuario(trx, avance.usuarioId)),
  };
  await sumar(trx, clave, {
    segundos: segundosDeAvance(medida, antes, avance.despues.porcentaje, reales),
    vistas: 0,
    lecciones_completadas: completada ? 1 : 0,
    cursos_completados: cursoHecho ? 1 : 0,
  });
}

/** Adds one counted lesson view (a new multimedia_vistas row) to the roll-up. */
export async function registrarVista(
  trx: Kysely<Database>,
  multimediaId: string,
  usuarioId: string,
  fecha: Date,
) {
  const leccion = await trx
    .selectFrom('multimedias')
    .select('curso_id')
    .where('id', '=', multimediaId)
    .executeTakeFirst();
  if (!leccion?.curso_id) return;
  const clave = {
    dia: diaColombia(fecha),
    curso_id: leccion.curso_id,
    ...(await ubicacionDelUsuario(trx, usuarioId)),
  };
  await sumar(trx, clave, {
    segundos: 0,
    vistas: 1,
    lecciones_completadas: 0,
    cursos_completados: 0,
  });
}
