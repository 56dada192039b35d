import { unaPorServicios } from '../../cache/porServicios';
import { CachePorVersion } from '../../cache/porVersion';
import type { Services } from '../../services';
import { leccionPorIdParaAcceso } from './repositorySecuencia';
import type { LeccionParaAcceso } from './repositorySecuencia';

/** Lessons kept at most; past it the cache starts afresh. */
const MAXIMO_LECCIONES = 20_000;

/**
 * The lesson fields access checks need (course, stored file), kept per lesson while the
 * 'contenido' version holds (issue 18): every progress report and comment asked the
 * database for them. Any write to a lesson but its view count moves the version, on any
 * instance (db/pluginVersiones.ts). A lesson that does not exist is kept as null: creating
 * it moves the version too.
 */
const cacheLeccionesDe = unaPorServicios(
  (services) =>
    new CachePorVersion<string, LeccionParaAcceso | null>(
      services.versiones,
      'contenido',
      MAXIMO_LECCIONES,
    ),
);

/** The lesson fields access checks need, or undefined when it does not exist. */
export async function leccionParaAcceso(
  services: Services,
  multimediaId: string,
): Promise<LeccionParaAcceso | undefined> {
  const fila = await cacheLeccionesDe(services).obtener(multimediaId, async () => {
    const leida = await leccionPorIdParaAcceso(services.db, multimediaId);
    return leida ? Object.freeze(leida) : null;
  });
  return fila ?? undefined;
}
