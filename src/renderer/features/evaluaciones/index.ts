/**
 * Front door of the evaluaciones feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { EvaluacionFormPage } from './pages/EvaluacionFormPage';
export { EvaluacionesPage } from './pages/EvaluacionesPage';
export { RendirEvaluacionPage } from './pages/RendirEvaluacionPage';
export { useListarEvaluacionesQuery } from './api';
