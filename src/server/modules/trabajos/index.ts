/**
 * Front door of the background jobs' admin view (issue 17, docs/trabajos.md). It owns no
 * table: it reads the queue of this instance (`services.trabajos`) — pg-boss's tables on
 * PostgreSQL, the runner's `trabajos` table on SQLite — through its interface.
 */
export { trabajosHandlers } from './handlers';
export { detalleDe, fallidoParaAdmin } from './presentacion';
