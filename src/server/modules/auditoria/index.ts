/** Front door of the audit log; `AuditoriaRepository` is the only writer of `auditoria`. */
export { AuditoriaRepository } from './repository';
export type { AccionAuditoria, EntradaAuditoria } from './repository';
