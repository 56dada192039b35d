import type { MigrationDb, NumberedMigration } from './types';

/** Roles, their permission matrix, and users (spec section 3: Role, User). */
export const migration0001: NumberedMigration = {
  name: '0001_roles_usuarios',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('roles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('nombre', 'text', (c) => c.notNull().unique())
      .addColumn('sistema', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('rol_permisos')
      .addColumn('rol_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addColumn('vista', 'text', (c) => c.notNull())
      .addColumn('consultar', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('crear', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('editar', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('desactivar', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('eliminar', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('rol_permisos_pk', ['rol_id', 'vista'])
      .execute();

    await db.schema
      .createTable('usuarios')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_normalizado', 'text', (c) => c.notNull().unique())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('apellidos', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tipo_identificacion', 'text')
      .addColumn('identificacion', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('rol_id', 'text', (c) => c.notNull().references('roles.id').onDelete('restrict'))
      .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('email_verificado', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('acepta_politicas', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('debe_cambiar_password', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('custom_data', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('foto', 'text')
      .addColumn('version_token', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('actualizado_en', 'text', (c) => c.notNull())
      .addColumn('ultimo_ingreso', 'text')
      .execute();

    // The users list is ordered by identificacion descending (spec 9) and must stay fast.
    await db.schema
      .createIndex('usuarios_identificacion_idx')
      .on('usuarios')
      .column('identificacion')
      .execute();
    await db.schema
      .createIndex('usuarios_documento_idx')
      .on('usuarios')
      .columns(['tipo_identificacion', 'identificacion'])
      .execute();
    await db.schema.createIndex('usuarios_rol_idx').on('usuarios').column('rol_id').execute();
  },
};
