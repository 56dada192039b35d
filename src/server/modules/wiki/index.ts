/**
 * Front door of the help wiki (issue 16, docs/wiki.md); it owns `wiki_paginas`,
 * `wiki_revisiones`, `wiki_enlaces` and `wiki_busqueda`.
 */
export { wikiHandlers } from './handlers';
