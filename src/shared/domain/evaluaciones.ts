/**
 * Evaluation, grade and certificate rules of spec sections 4, 5 and 9, shared by server and
 * client. The server grades; the client only mirrors these rules for display.
 */

/** Pass mark (spec 9): a score of 80 or more approves. */
export const NOTA_APROBATORIA = 80;

export const LIMITES_EVALUACION = {
  codigoMax: 50,
  nombreMax: 50,
  descripcionMax: 500,
  preguntaMax: 500,
  respuestaMax: 500,
  preguntasMax: 100,
  respuestasMin: 2,
  respuestasMax: 10,
} as const;

export const MENSAJES_EVALUACION = {
  sinPreguntas: 'No hay preguntas para esta evaluación, agregue al menos 1',
  sinCorrecta: 'Las siguientes preguntas no tienen respuesta correcta:',
  pocasRespuestas: 'Cada pregunta necesita al menos 2 respuestas.',
  puntajeMinimo: 'El puntaje mínimo debe estar entre 0 y el número de preguntas.',
  codigoMax: 'El código debe tener menos de 50 caracteres',
  nombreMax: 'El título debe tener menos de 50 caracteres',
  descripcionMax: 'La descripción debe tener menos de 500 caracteres',
  preguntaMax: 'La pregunta debe tener menos de 500 caracteres',
  respuestaMax: 'La respuesta debe tener menos de 500 caracteres',
  guardando: 'Error Guardando evaluacion',
  cargando: 'Error cargando Evaluación',
  cargandoLista: 'Error cargando evaluaciones',
  noEncontrada: 'Evaluación no encontrada',
  inactiva: 'Esta evaluación no está disponible.',
  bloqueada: 'Debes completar el curso antes de acceder a esta evaluación.',
  respuestaAjena: 'Una de las respuestas enviadas no pertenece a su pregunta.',
  preguntaAjena: 'Una de las preguntas enviadas no pertenece a esta evaluación.',
  sinIntentos: 'Aún no has presentado esta evaluación.',
  conIntentos:
    'La evaluación ya tiene intentos registrados: desactívela en lugar de eliminarla para no perder calificaciones.',
  poolMayor: 'Las preguntas por intento no pueden ser más que las preguntas de la evaluación.',
  agotarSinLimite:
    'Para mostrar las respuestas al agotar los intentos, indique cuántos intentos se permiten.',
  intentosPermitidos: 'Los intentos permitidos deben ser un número entero entre 1 y 100.',
  esperaMinutos: 'La espera debe ser un número entero de minutos entre 0 y 10080 (una semana).',
  preguntasPorIntento: 'Las preguntas por intento deben ser un número entero mayor que 0.',
  mostrarRespuestas: 'Elija cuándo se muestran las respuestas correctas.',
  sinSorteo: 'Abre la evaluación antes de enviar un intento.',
  preguntaNoSorteada: 'Una de las preguntas enviadas no forma parte de este intento.',
} as const;

/**
 * When feedback shows the right answers to the learner (Moodle's review options): never,
 * once they approved, or once they used every allowed attempt. Before that, feedback says
 * which questions were right or wrong and what was chosen, never the right answer.
 */
export const MOSTRAR_RESPUESTAS = ['nunca', 'alAprobar', 'alAgotarIntentos'] as const;
export type MostrarRespuestas = (typeof MOSTRAR_RESPUESTAS)[number];

/** Attempt settings of a new evaluation (and of every evaluation before migration 0018). */
export const AJUSTES_INTENTOS_POR_DEFECTO = {
  mostrarRespuestas: 'alAprobar' as MostrarRespuestas,
  intentosPermitidos: null as number | null,
  esperaMinutos: 10,
  barajarPreguntas: true,
  barajarRespuestas: true,
  preguntasPorIntento: null as number | null,
};

export const LIMITES_INTENTOS = { intentosMax: 100, esperaMaxMinutos: 10_080 } as const;

/** Whether the learner's own feedback may carry the right answers now. */
export function respuestasVisibles(
  politica: MostrarRespuestas,
  estado: { aprobado: boolean; intentosUsados: number; intentosPermitidos: number | null },
): boolean {
  if (politica === 'alAprobar') return estado.aprobado;
  if (politica === 'alAgotarIntentos') {
    return estado.intentosPermitidos !== null && estado.intentosUsados >= estado.intentosPermitidos;
  }
  return false;
}

/** When the next attempt opens after one made at `ultimo` (ISO), or null when it is open. */
export function proximoIntentoEn(
  ultimo: string | null,
  esperaMinutos: number,
  ahora: Date,
): string | null {
  if (ultimo === null || esperaMinutos <= 0) return null;
  const abre = new Date(Date.parse(ultimo) + esperaMinutos * 60_000);
  return abre.getTime() > ahora.getTime() ? abre.toISOString() : null;
}

/** "9 minutos", "45 segundos": a wait as the refusal message says it. */
export function describirEspera(segundos: number): string {
  if (segundos < 60) return `${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}`;
  const minutos = Math.ceil(segundos / 60);
  return `${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}`;
}

export const MENSAJES_CERTIFICADO = {
  sinSesion: 'No se ha iniciado sesión.',
  sinAprobacion: 'Aún no has aprobado ninguna evaluación.',
  noEncontrado: 'No existe un certificado con ese código.',
  soloPc: 'La descarga del certificado solo está disponible en PC.',
  motivoRequerido: 'Escriba el motivo de la revocación (al menos 5 caracteres).',
  yaRevocado: 'Este certificado ya fue revocado.',
} as const;

/** What every certificate states (spec 2, Certificate page; spec 9). */
export const CERTIFICADO = {
  horas: 40,
  estrategia: 'MOMPOX INTELIGENTE DIGITAL Y CONECTADO',
  /** Landscape page width; the height follows the background image's proportion. */
  anchoMm: 297,
  archivo: 'certificado.pdf',
} as const;

/** Grade record codes and texts (spec 3, Grade record). */
export const CODIGO_APROBADA = 'A';
export const CODIGO_NO_APROBADA = 'NA';
export const TEXTO_APROBADA = 'Aprobada';
export const TEXTO_NO_APROBADA = 'No aprobada';

/** Score (spec 9): correct answers ÷ questions × 100, rounded down; 0 without questions. */
export function puntaje(correctas: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.floor((Math.max(0, Math.min(correctas, total)) * 100) / total);
}

export function esAprobado(puntos: number): boolean {
  return puntos >= NOTA_APROBATORIA;
}

export interface PreguntaConClave {
  id: string;
  respuestas: readonly { id: string; esCorrecta: boolean }[];
}

/**
 * A question is answered right when the selected answers are exactly its correct ones
 * (checkboxes: a correct answer plus a wrong one is wrong; nothing selected is wrong).
 */
export function preguntaCorrecta(pregunta: PreguntaConClave, seleccion: readonly string[]) {
  const elegidas = new Set(seleccion);
  if (elegidas.size === 0) return false;
  return pregunta.respuestas.every((r) => r.esCorrecta === elegidas.has(r.id));
}

export interface ResultadoCalificacion {
  correctas: number;
  total: number;
  puntaje: number;
  aprobado: boolean;
  /** Per question id: whether it was answered right. */
  porPregunta: Record<string, boolean>;
}

/**
 * Grades a submission. `seleccion` maps question id → selected answer ids; questions left
 * out count as wrong. The caller first checks that every id belongs where it claims.
 */
export function calificar(
  preguntas: readonly PreguntaConClave[],
  seleccion: Readonly<Record<string, readonly string[]>>,
): ResultadoCalificacion {
  const porPregunta: Record<string, boolean> = {};
  let correctas = 0;
  for (const p of preguntas) {
    const bien = preguntaCorrecta(p, seleccion[p.id] ?? []);
    porPregunta[p.id] = bien;
    if (bien) correctas += 1;
  }
  const puntos = puntaje(correctas, preguntas.length);
  return {
    correctas,
    total: preguntas.length,
    puntaje: puntos,
    aprobado: esAprobado(puntos),
    porPregunta,
  };
}

/**
 * What an evaluation card says (spec 2, Evaluations list): locked until the course is
 * complete; below 100 'Sin completar'; at 100 approved / not approved, or 'pendiente' when
 * the learner has not sent an attempt yet.
 */
export type EstadoEvaluacion =
  'bloqueada' | 'sinCompletar' | 'pendiente' | 'aprobada' | 'noAprobada';

export function estadoEvaluacion(e: {
  accesoBloqueado: boolean;
  progress: number;
  aprobado: boolean;
  fallido: boolean;
}): EstadoEvaluacion {
  if (e.aprobado) return 'aprobada';
  if (e.accesoBloqueado) return 'bloqueada';
  if (e.progress < 100) return 'sinCompletar';
  return e.fallido ? 'noAprobada' : 'pendiente';
}

/** Verification codes: 12 characters of Crockford base32 (no I, L, O, U), shown 4-4-4. */
export const ALFABETO_VERIFICACION = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const FORMATO_CODIGO_VERIFICACION =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Normalizes what a person typed (lower case, spaces, missing dashes) to the code form. */
export function normalizarCodigoVerificacion(texto: string): string {
  const limpio = texto
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (limpio.length !== 12) return limpio;
  return `${limpio.slice(0, 4)}-${limpio.slice(4, 8)}-${limpio.slice(8)}`;
}

/** The public verification page of a code (spec: reachable without login). */
export function rutaVerificacion(codigo: string): string {
  return `/verificar/${encodeURIComponent(codigo)}`;
}
