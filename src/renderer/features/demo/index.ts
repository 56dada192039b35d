/**
 * Front door of the demo feature (the admins' page about the demo content that
 * `src/server/demo` seeds): the router imports only this file.
 */
export { DemoPage } from './pages/DemoPage';
