import type { Kysely } from 'kysely';
import { unoPorBase } from '../../cache/porBase';
import { Plantilla } from '../../db/plantilla';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';

/** Read on every progress report (progresos/limite.ts): a template (db/plantilla.ts). */
const primeraApertura = new Plantilla((db, v: { usuario: string; multimedia: string }) =>
  db
    .selectFrom('leccion_aperturas')
    .select('abierta_en')
    .where('usuario_id', '=', v.usuario)
    .where('multimedia_id', '=', v.multimedia),
);

/**
 * First openings already read, per database, by user and lesson. A first opening never
 * changes once recorded (the insert below never replaces one, nothing updates the table);
 * it goes only with its user or lesson, which then report nothing more. Spares the query on
 * every progress report (issue 18).
 */
const primerasDe = unoPorBase(() => new Map<string, Date>());
const MAXIMO_PRIMERAS = 50_000;

/**
 * The first time the server served each lesson to each user (`leccion_aperturas`, 0017):
 * where the real time that bounds progress starts. Only this repository writes the table.
 */
export class AperturasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records the opening unless one is already recorded: the first one wins, later ones
   * change nothing. INSERT … ON CONFLICT DO NOTHING makes concurrent first requests (the
   * lesson, its stream and a download at once) leave exactly one row on both dialects.
   */
  async registrar(usuarioId: string, multimediaId: string, fecha: Date): Promise<void> {
    await this.db
      .insertInto('leccion_aperturas')
      .values({
        usuario_id: usuarioId,
        multimedia_id: multimediaId,
        abierta_en: fecha.toISOString(),
      })
      .onConflict((oc) => oc.columns(['usuario_id', 'multimedia_id']).doNothing())
      .execute();
  }

  /** When the server first served the lesson to the user, or null if it never did. */
  async primera(usuarioId: string, multimediaId: string): Promise<Date | null> {
    const primeras = primerasDe(this.db);
    const clave = `${usuarioId} ${multimediaId}`;
    const conocida = primeras.get(clave);
    // A copy: a Date can be changed by whoever holds it.
    if (conocida) return new Date(conocida.getTime());
    const fila = await primeraApertura.primera(this.db, {
      usuario: usuarioId,
      multimedia: multimediaId,
    });
    if (!fila) return null;
    const t = Date.parse(fila.abierta_en);
    if (Number.isNaN(t)) return null;
    if (primeras.size >= MAXIMO_PRIMERAS) primeras.clear();
    primeras.set(clave, new Date(t));
    return new Date(t);
  }
}

/**
 * Records that the server served the lesson to the caller now (the first time counts): the
 * clock that bounds progress (progresos/limite.ts) starts here. It lives with the lessons
 * because serving them is what records it; progresos only reads it.
 */
export async function registrarApertura(
  services: Services,
  auth: AuthContext,
  multimediaId: string,
): Promise<void> {
  await new AperturasRepository(services.db).registrar(auth.row.id, multimediaId, services.reloj());
}
