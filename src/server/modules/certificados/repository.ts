import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import type { CertificadosTable, Database } from '../../db/schema';
import { escaparLike } from '../usuarios';

/** Issued certificates (table `certificados`, migration 0006). */
export class CertificadosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async porId(id: string): Promise<CertificadosTable | null> {
    return (
      (await this.db
        .selectFrom('certificados')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()) ?? null
    );
  }

  async porCodigo(codigo: string): Promise<CertificadosTable | null> {
    return (
      (await this.db
        .selectFrom('certificados')
        .selectAll()
        .where('codigo_verificacion', '=', codigo)
        .executeTakeFirst()) ?? null
    );
  }

  /** The user's certificates, most recent first. */
  delUsuario(usuarioId: string): Promise<CertificadosTable[]> {
    return this.db
      .selectFrom('certificados')
      .selectAll()
      .where('usuario_id', '=', usuarioId)
      .orderBy('emitido_en', 'desc')
      .orderBy('numero', 'desc')
      .execute();
  }

  /**
   * One page, most recent first. The text matches the number, the code, or the holder's
   * current name, email or identification (case-insensitive, see usuarios/repositoryListado.ts).
   */
  async listar(
    pagina: number,
    tamano: number,
    texto: string | undefined,
    /** Only this holder's (callers who may not see other users). */
    usuarioId?: string,
    /** Scope "mis cursos" (docs/alcance.md): these courses' certificates, plus the caller's. */
    alcance?: { cursos: readonly string[]; propio: string },
  ): Promise<{ filas: CertificadosTable[]; total: number }> {
    const termino = texto?.trim().toLowerCase();
    const patron = termino ? `%${escaparLike(termino)}%` : null;
    const base = this.db
      .selectFrom('certificados')
      .innerJoin('usuarios', 'usuarios.id', 'certificados.usuario_id')
      .$if(usuarioId !== undefined, (q) => q.where('certificados.usuario_id', '=', usuarioId ?? ''))
      .$if(alcance !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb('certificados.usuario_id', '=', alcance?.propio ?? ''),
            eb('certificados.curso_id', 'in', alcance?.cursos.length ? alcance.cursos : ['']),
          ]),
        ),
      )
      .$if(patron !== null, (q) =>
        q.where(
          sql<SqlBool>`lower(${sql.ref('usuarios.nombre')} || ' ' || ${sql.ref('usuarios.apellidos')} || ' ' || ${sql.ref('usuarios.email_normalizado')} || ' ' || coalesce(${sql.ref('usuarios.identificacion')}, '') || ' ' || ${sql.ref('certificados.codigo_verificacion')} || ' ' || cast(${sql.ref('certificados.numero')} as text)) like ${patron} escape '\\'`,
        ),
      );
    const [filas, total] = await Promise.all([
      base
        .selectAll('certificados')
        .orderBy('certificados.emitido_en', 'desc')
        .orderBy('certificados.numero', 'desc')
        .limit(tamano)
        .offset((pagina - 1) * tamano)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { filas, total: Number(total.n) };
  }

  /** Revokes a certificate that is still valid; false when it was already revoked. */
  async revocar(id: string, motivo: string): Promise<boolean> {
    const r = await this.db
      .updateTable('certificados')
      .set({ revocado_en: new Date().toISOString(), motivo_revocacion: motivo })
      .where('id', '=', id)
      .where('revocado_en', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}
