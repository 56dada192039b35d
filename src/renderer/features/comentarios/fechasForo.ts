import { formatearFecha } from '@shared/dates';

/*
 * Apart from foro.ts, which the feature's api.ts needs at startup: the forum's dates bring
 * date-fns, which the login page must not download (issue 18, docs/rendimiento-cliente.md).
 */

/** Date of a topic in the list: DD/MM/YY. */
export const fechaLista = (timestamp: string): string => formatearFecha(timestamp, 'fecha');
/** Date and time of a topic or reply in the detail: DD/MM/YY HH:mm:ss. */
export const fechaDetalle = (timestamp: string): string => formatearFecha(timestamp, 'fechaHora');
