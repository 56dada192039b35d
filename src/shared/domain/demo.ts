/**
 * What `--demo` (`npm start -- --demo`, `npm run seed:demo`, SEMBRAR_DEMO=1) creates, by the
 * codes and address that identify it. Shared so the server seeds exactly what the admins'
 * demo page (`/seed-module/seed-page`) looks for and explains how to remove.
 */
export const DEMO = {
  cursoCodigo: 'DEMO-01',
  evaluacionCodigo: 'EVAL-DEMO-01',
  aprendizEmail: 'aprendiz@demo.local',
} as const;
