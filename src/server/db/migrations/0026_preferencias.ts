import type { MigrationDb, NumberedMigration } from './types';

/**
 * Issue 16: each user's interface preferences, kept on the server so they follow the user
 * to any PC (and a shared kiosk PC can go back to Spanish for the next one). NULL means
 * "never chosen": existing users keep whatever their screen shows until they pick.
 * The language is stored as its code (es, en, fr, pt, zh); the route validates it.
 */
export const migration0026: NumberedMigration = {
  name: '0026_preferencias',
  async up(db: MigrationDb) {
    await db.schema.alterTable('usuarios').addColumn('idioma', 'text').execute();
    await db.schema.alterTable('usuarios').addColumn('texto_grande', 'integer').execute();
    await db.schema.alterTable('usuarios').addColumn('alto_contraste', 'integer').execute();
  },
};
