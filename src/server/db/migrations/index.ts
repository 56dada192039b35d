import type { Migration, MigrationProvider } from 'kysely';
import { migration0001 } from './0001_roles_usuarios';
import { migration0002 } from './0002_cursos';
import { migration0003 } from './0003_multimedias';
import { migration0004 } from './0004_comentarios';
import { migration0005 } from './0005_evaluaciones';
import { migration0006 } from './0006_certificados';
import { migration0007 } from './0007_roles_iniciales';
import { migration0008 } from './0008_verificaciones_email';
import { migration0009 } from './0009_seguridad_acceso';
import { migration0010 } from './0010_cursos_unicos';
import { migration0011 } from './0011_multimedia_vistas';
import { migration0012 } from './0012_progreso_orden';
import { migration0013 } from './0013_comentario_vistas';
import { migration0014 } from './0014_evaluaciones_indices';
import { migration0015 } from './0015_comentario_cliente';
import { migration0016 } from './0016_importaciones';
import { migration0017 } from './0017_progreso_verificable';
import { migration0018 } from './0018_evaluaciones_intentos';
import { migration0019 } from './0019_codigos_restablecimiento';
import { migration0020 } from './0020_alcance_informes';
import { migration0021 } from './0021_monitor';
import { migration0022 } from './0022_informes_actividad';
import { migration0023 } from './0023_definiciones_informe';
import { migration0024 } from './0024_notificaciones';
import { migration0025 } from './0025_wiki_permisos';
import { migration0026 } from './0026_preferencias';
import { migration0027 } from './0027_wiki';
import { migration0028 } from './0028_subtitulos';
import { migration0029 } from './0029_importacion_tipo_registro';
import { migration0030 } from './0030_trabajos';
import { migration0031 } from './0031_limpieza';
import { migration0032 } from './0032_versiones';
import { migration0033 } from './0033_busqueda_usuarios';
import { migration0034 } from './0034_versiones_cuenta_adjuntos';
import { migration0035 } from './0035_versiones_subtitulos';
import type { NumberedMigration } from './types';

/**
 * Every migration, registered explicitly and in order. Landed migrations are never edited
 * or renumbered: a change of schema is a new file appended here.
 */
export const MIGRATIONS: readonly NumberedMigration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
  migration0010,
  migration0011,
  migration0012,
  migration0013,
  migration0014,
  migration0015,
  migration0016,
  migration0017,
  migration0018,
  migration0019,
  migration0020,
  migration0021,
  migration0022,
  migration0023,
  migration0024,
  migration0025,
  migration0026,
  migration0027,
  migration0028,
  migration0029,
  migration0030,
  migration0031,
  migration0032,
  migration0033,
  migration0034,
  migration0035,
];

/** Kysely's provider over the explicit list, optionally stopping at a given migration. */
export function migrationProvider(hasta?: string): MigrationProvider {
  return {
    getMigrations: () => {
      const result: Record<string, Migration> = {};
      for (const m of MIGRATIONS) {
        result[m.name] = { up: (db) => m.up(db) };
        if (m.name === hasta) break;
      }
      return Promise.resolve(result);
    },
  };
}
