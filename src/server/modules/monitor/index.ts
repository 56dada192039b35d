/**
 * Front door of the monitor panel (issue 15, docs/monitor.md). It owns no table: it reads
 * courses, assignments, progress, grades and certificates for one course at a time.
 */
export { monitorHandlers } from './handlers';
