import type { es } from '../../i18n/locales/es';

/** A screen of spec 2 by its key in `pantallas` (breadcrumbs, shortcuts, the route table). */
export type Pantalla = keyof typeof es.pantallas;
