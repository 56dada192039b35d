/**
 * Front door of the cursos feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { useListarCursosQuery, usePaginaCursosQuery } from './api';
export { CursoDetallePage } from './pages/CursoDetallePage';
export { CursosPage } from './pages/CursosPage';
export { MultimediasCursoPage } from './pages/MultimediasCursoPage';
export { CURSOS_EN_MENU, resumenMenu } from './tarjetas';
