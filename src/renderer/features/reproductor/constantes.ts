/** Player constants (spec 9). */
export const VELOCIDADES = [0.5, 1, 1.5, 2] as const;
/** Volume slider step. */
export const PASO_VOLUMEN = 0.05;
/** Video controls hide after this long without pointer movement. */
export const OCULTAR_CONTROLES_MS = 2000;
/** ArrowLeft / ArrowRight seek this share of the duration. */
export const SALTO_TECLADO = 0.05;
/** Two consecutive positions further apart than this are a seek, not playback. */
export const SALTO_MAXIMO_S = 1.5;
/** Progress is reported at most this often while playing (and on pause, end and close). */
export const INTERVALO_REPORTE_MS = 10_000;
/** PDF pages are drawn at this scale. */
export const ESCALA_PDF = 1.5;
