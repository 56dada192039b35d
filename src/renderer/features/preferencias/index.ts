/**
 * Front door of the preferencias feature (issue 16): the interface language and the large
 * text / high contrast display, remembered per user on the server and in localStorage for
 * anonymous screens. Other features and app/ import only this file.
 */
export { useAjustesVisuales, type AjustesVisuales } from './ajustesVisuales';
export { BotonAccesibilidad } from './components/BotonAccesibilidad';
export { MenuIdioma } from './components/MenuIdioma';
export { PreferenciasPublicas } from './components/PreferenciasPublicas';
export { SincronizadorPreferencias } from './components/SincronizadorPreferencias';
export { useCambiarPreferencias } from './hooks';
export { temaDe } from './tema';
export { aplicarPreferencias, restablecerPreferencias } from './thunks';
