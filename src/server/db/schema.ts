/**
 * Row types of the database, as Kysely sees them. Both dialects store the same shapes:
 * flags are integers 0/1 (SQLite has no boolean and better-sqlite3 cannot bind one),
 * dates are ISO-8601 text, JSON is text. Repositories map rows to API entities.
 */
import type { AprendizajeTablas } from './schema/aprendizaje';
import type { CursosTablas } from './schema/cursos';
import type { DefinicionesInformeTablas } from './schema/definicionesInforme';
import type { EvaluacionesTablas } from './schema/evaluaciones';
import type { IdentidadTablas } from './schema/identidad';
import type { ImportacionTablas } from './schema/importacion';
import type { InformesTablas } from './schema/informes';
import type { NotificacionesTablas } from './schema/notificaciones';
import type { WikiTablas } from './schema/wiki';
import type { SubtitulosTablas } from './schema/subtitulos';
import type { TrabajosTablas } from './schema/trabajos';

export type { Flag } from './schema/flag';
export type * from './schema/aprendizaje';
export type * from './schema/cursos';
export type * from './schema/definicionesInforme';
export type * from './schema/evaluaciones';
export type * from './schema/identidad';
export type * from './schema/importacion';
export type * from './schema/informes';
export type * from './schema/notificaciones';
export type * from './schema/wiki';
export type * from './schema/subtitulos';
export type * from './schema/trabajos';

/** Every table, by name: one file of row types per domain under `schema/`. */
export interface Database
  extends
    IdentidadTablas,
    CursosTablas,
    DefinicionesInformeTablas,
    AprendizajeTablas,
    EvaluacionesTablas,
    ImportacionTablas,
    InformesTablas,
    NotificacionesTablas,
    WikiTablas,
    SubtitulosTablas,
    TrabajosTablas {}
