/** Front door of the certificates module; it owns `certificados` and `secuencias`. */
export { certificadosHandlers } from './handlers';
export { emitirPdf } from './archivo';
export { urlBasePublica } from './urlPublica';
export { bloquearUsuario, emitirSiCorresponde } from './repositoryEmision';
export type { CertificadoEmitido, EvaluacionAprobada } from './repositoryEmision';
