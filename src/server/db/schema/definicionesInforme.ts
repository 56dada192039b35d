/** Row types: saved report definitions (0023). */

export interface DefinicionesInformeTable {
  id: string;
  usuario_id: string;
  nombre: string;
  /** Trimmed, lower-cased name: unique per user. */
  nombre_normalizado: string;
  /** YYYY-MM-DD. */
  desde: string;
  hasta: string;
  creado_en: string;
  actualizado_en: string;
}

/** This domain's tables, by name. */
export interface DefinicionesInformeTablas {
  definiciones_informe: DefinicionesInformeTable;
}
