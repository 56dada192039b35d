/**
 * Front door of the monitor feature (issue 15): the course page mounts its button, which
 * opens the full-screen monitor of the course.
 */
export { BotonMonitor } from './components/BotonMonitor';
export { MonitorDialog } from './components/MonitorDialog';
