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
/**
 * `ended` after at least this share of the duration really played completes the lesson
 * (docs/progreso-cliente.md): above what a slow machine leaves unreported, below what a
 * learner skipping a tenth of the lesson would need.
 */
export const UMBRAL_FIN = 0.9;
/** After a report the server stored lower (its real-time bound), send it again this soon. */
export const REINTENTO_ACOTADO_MS = { minimo: 2000, maximo: 10_000 } as const;
/** At most this many such re-sends per opening (a lesson left open does not poll forever). */
export const REINTENTOS_ACOTADO = 30;
/** Progress is reported at most this often while playing (and on pause, end and close). */
export const INTERVALO_REPORTE_MS = 10_000;
/** PDF pages are drawn at this scale. */
export const ESCALA_PDF = 1.5;
