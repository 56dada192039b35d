/**
 * Front door of the notificaciones feature (issue 15): the toolbar's bell and the content
 * of the right-hand panel the layout opens.
 */
export { CampanaNotificaciones } from './components/CampanaNotificaciones';
export { ListaNotificaciones } from './components/ListaNotificaciones';
