import type { MigrationDb, NumberedMigration } from './types';

/**
 * Issued certificates (spec 3: User.certificaciones) with the gap-free number sequence
 * they draw from, and revoked session tokens.
 */
export const migration0006: NumberedMigration = {
  name: '0006_certificados_sesiones',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('secuencias')
      .addColumn('nombre', 'text', (c) => c.primaryKey())
      .addColumn('valor', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('certificados')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('numero', 'integer', (c) => c.notNull().unique())
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('restrict'),
      )
      .addColumn('curso_id', 'text', (c) => c.notNull())
      .addColumn('evaluacion_id', 'text', (c) => c.notNull())
      .addColumn('codigo_verificacion', 'text', (c) => c.notNull().unique())
      .addColumn('datos', 'text', (c) => c.notNull())
      .addColumn('sha256_pdf', 'text')
      .addColumn('emitido_en', 'text', (c) => c.notNull())
      .addColumn('revocado_en', 'text')
      .addColumn('motivo_revocacion', 'text')
      // One certificate per learner and course, issued on the first approval.
      .addUniqueConstraint('certificados_usuario_curso_uq', ['usuario_id', 'curso_id'])
      .execute();

    await db.schema
      .createTable('tokens_revocados')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('expira_en', 'text', (c) => c.notNull())
      .execute();
  },
};
