import type { Kysely } from 'kysely';

/**
 * What a migration receives. It is untyped on purpose: a migration runs against the schema
 * as it was at its own version, not against today's `Database` types, and must keep
 * compiling unchanged after the schema moves on.
 */
export type MigrationDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- see above

export interface NumberedMigration {
  /** `NNNN_name`: the key stored in the migrations table; never renamed once landed. */
  name: string;
  up(db: MigrationDb): Promise<void>;
}
