import { espanolCompleto } from '../../src/renderer/i18n';

/**
 * The app loads the login path's Spanish first and the rest with the first lazy screen
 * (issue 18, src/renderer/i18n/espanolInicial.ts). Tests render screens directly, without
 * `perezosa`, so every namespace is loaded before each file runs.
 */
await espanolCompleto();
