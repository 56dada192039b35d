import { randomUUID } from 'node:crypto';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ComentariosTable, Database } from '../../db/schema';

/** A comment row with its author's name (null when the account is gone: 'Desconocido'). */
export interface FilaComentario extends ComentariosTable {
  autor_nombre: string | null;
  autor_apellidos: string | null;
}

/** What a new topic or reply stores; text is kept exactly as received (plain text). */
export interface NuevoComentario {
  multimediaId: string;
  usuarioId: string;
  parentId: string | null;
  titulo: string | null;
  texto: string;
  pinned: boolean;
  /** The author's own id for this write (a UUID), when the client sent one. */
  idCliente?: string | undefined;
}

type Base = SelectQueryBuilder<Database, 'comentarios', object>;

function conAutor(q: Base) {
  return q
    .leftJoin('usuarios', 'usuarios.id', 'comentarios.usuario_id')
    .selectAll('comentarios')
    .select(['usuarios.nombre as autor_nombre', 'usuarios.apellidos as autor_apellidos']);
}

/** Topics and replies of the lesson forums (table `comentarios`, views in `comentario_vistas`). */
export class ComentariosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async porId(id: string): Promise<FilaComentario | null> {
    const fila = await conAutor(this.db.selectFrom('comentarios'))
      .where('comentarios.id', '=', id)
      .executeTakeFirst();
    return fila ?? null;
  }

  /**
   * The topics of a lesson, pinned first, then newest. The id breaks ties of equal
   * timestamps so the order never changes between two reads.
   */
  async temasDe(multimediaId: string): Promise<FilaComentario[]> {
    return conAutor(this.db.selectFrom('comentarios'))
      .where('comentarios.multimedia_id', '=', multimediaId)
      .where('comentarios.parent_id', 'is', null)
      .orderBy('comentarios.pinned', 'desc')
      .orderBy('comentarios.creado_en', 'desc')
      .orderBy('comentarios.id', 'asc')
      .execute();
  }

  /** The replies of these topics, oldest first (the order of a conversation). */
  async respuestasDe(temaIds: readonly string[]): Promise<FilaComentario[]> {
    if (temaIds.length === 0) return [];
    return conAutor(this.db.selectFrom('comentarios'))
      .where('comentarios.parent_id', 'in', [...temaIds])
      .orderBy('comentarios.creado_en', 'asc')
      .orderBy('comentarios.id', 'asc')
      .execute();
  }

  /**
   * Stores a new topic or reply and answers its row. With a client id the write happens
   * once per author: a resend finds the row already made (`nuevo: false`) and changes
   * nothing. INSERT … ON CONFLICT DO NOTHING on the unique (usuario_id, id_cliente) index
   * makes concurrent duplicates safe: on PostgreSQL the second waits on the key and then
   * inserts nothing; SQLite runs one write at a time.
   */
  async insertar(c: NuevoComentario): Promise<{ fila: FilaComentario; nuevo: boolean }> {
    const id = randomUUID();
    const ahora = new Date().toISOString();
    const valores = {
      id,
      multimedia_id: c.multimediaId,
      usuario_id: c.usuarioId,
      parent_id: c.parentId,
      titulo: c.titulo,
      texto: c.texto,
      pinned: c.pinned ? 1 : 0,
      vistas: 0,
      creado_en: ahora,
      actualizado_en: ahora,
      id_cliente: c.idCliente ?? null,
    } as const;
    let nuevo = true;
    if (c.idCliente === undefined) {
      await this.db.insertInto('comentarios').values(valores).execute();
    } else {
      const r = await this.db
        .insertInto('comentarios')
        .values(valores)
        .onConflict((oc) => oc.columns(['usuario_id', 'id_cliente']).doNothing())
        .executeTakeFirst();
      nuevo = Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    const fila = nuevo ? await this.porId(id) : await this.porCliente(c.usuarioId, c.idCliente);
    if (!fila) throw new Error('comentarios: la fila recién asegurada no existe');
    return { fila, nuevo };
  }

  /** The author's comment made with this client id, if any. */
  async porCliente(
    usuarioId: string,
    idCliente: string | undefined,
  ): Promise<FilaComentario | null> {
    if (idCliente === undefined) return null;
    const fila = await conAutor(this.db.selectFrom('comentarios'))
      .where('comentarios.usuario_id', '=', usuarioId)
      .where('comentarios.id_cliente', '=', idCliente)
      .executeTakeFirst();
    return fila ?? null;
  }

  async actualizarTexto(id: string, texto: string, titulo: string | undefined): Promise<void> {
    await this.db
      .updateTable('comentarios')
      .set({
        texto,
        ...(titulo === undefined ? {} : { titulo }),
        actualizado_en: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  async fijar(id: string, pinned: boolean): Promise<void> {
    await this.db
      .updateTable('comentarios')
      .set({ pinned: pinned ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Counts a reader's view once: the (topic, reader) row is the proof it was counted, so
   * a reopening or a retried request adds nothing. Both writes share a transaction, so
   * the counter never drifts from the rows.
   */
  async registrarVista(id: string, usuarioId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('comentario_vistas')
        .values({ comentario_id: id, usuario_id: usuarioId, fecha: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['comentario_id', 'usuario_id']).doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await trx
        .updateTable('comentarios')
        .set((eb) => ({ vistas: eb('vistas', '+', 1) }))
        .where('id', '=', id)
        .execute();
      return true;
    });
  }

  /** Replies and counted views go with a topic through ON DELETE CASCADE. */
  async borrar(id: string): Promise<void> {
    await this.db.deleteFrom('comentarios').where('id', '=', id).execute();
  }
}
