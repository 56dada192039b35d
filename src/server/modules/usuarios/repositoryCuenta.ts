import type { Kysely } from 'kysely';
import { Plantilla } from '../../db/plantilla';
import type { Database } from '../../db/schema';
import type { CursosYCertificados } from './cuenta';

// What every session refresh (auth/token) sends back: templates (db/plantilla.ts).
const cursosDe = new Plantilla((db, v: { usuario: string }) =>
  db
    .selectFrom('usuario_cursos')
    .select('curso_id')
    .where('usuario_id', '=', v.usuario)
    .orderBy('asignado_en'),
);
const certificadosDe = new Plantilla((db, v: { usuario: string }) =>
  db
    .selectFrom('certificados')
    .select(['emitido_en', 'numero'])
    .where('usuario_id', '=', v.usuario)
    .where('revocado_en', 'is', null)
    .orderBy('emitido_en'),
);

/** An account's courses and valid certificates, frozen (CacheCuentas shares them). */
export async function leerCursosYCertificados(
  db: Kysely<Database>,
  usuarioId: string,
): Promise<CursosYCertificados> {
  const [cursos, certificados] = await Promise.all([
    cursosDe.filas(db, { usuario: usuarioId }),
    certificadosDe.filas(db, { usuario: usuarioId }),
  ]);
  // Frozen: every request that finds them in the cache shares them.
  return Object.freeze({
    cursos: Object.freeze(cursos.map((c) => c.curso_id)),
    certificados: Object.freeze(
      certificados.map((c) => Object.freeze({ fecha: c.emitido_en, numero_certificado: c.numero })),
    ),
  });
}
