/**
 * Front door of the wiki feature (issue 16, docs/wiki.md): the help pages for the router,
 * and the list of help pages a lesson's page shows.
 */
export { EnlacesWikiLeccion } from './components/EnlacesWikiLeccion';
export { EditorWikiPage } from './pages/EditorWikiPage';
export { HistorialWikiPage } from './pages/HistorialWikiPage';
export { PaginaWikiPage } from './pages/PaginaWikiPage';
export { WikiPage } from './pages/WikiPage';
