/** Row types: notifications (issue 15). */

export interface NotificacionesTable {
  id: string;
  usuario_id: string;
  /** One of TIPOS_NOTIFICACION (shared/domain/notificaciones.ts). */
  tipo: string;
  /** JSON of the sentence's parameters and its `enlace`. */
  datos: string;
  creado_en: string;
  leida_en: string | null;
}

export interface NotificacionesTablas {
  notificaciones: NotificacionesTable;
}
