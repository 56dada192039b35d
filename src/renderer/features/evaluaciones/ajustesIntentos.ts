import type { Evaluacion } from '@shared/api';
import {
  AJUSTES_INTENTOS_POR_DEFECTO as D,
  type MostrarRespuestas,
} from '@shared/domain/evaluaciones';

/**
 * The attempt settings as the form holds them (docs/evaluaciones.md, «Attempt settings»).
 * Numbers are kept as typed: '' means «sin límite» / «todas» (null on the wire), and a
 * text that is not a whole number is sent as is so the shared schema words the error.
 */
export interface AjustesForm {
  mostrarRespuestas: MostrarRespuestas;
  intentosPermitidos: string;
  esperaMinutos: string;
  barajarPreguntas: boolean;
  barajarRespuestas: boolean;
  preguntasPorIntento: string;
}

const texto = (n: number | null): string => (n === null ? '' : String(n));

export const ajustesPorDefecto = (): AjustesForm => ({
  mostrarRespuestas: D.mostrarRespuestas,
  intentosPermitidos: texto(D.intentosPermitidos),
  esperaMinutos: texto(D.esperaMinutos),
  barajarPreguntas: D.barajarPreguntas,
  barajarRespuestas: D.barajarRespuestas,
  preguntasPorIntento: texto(D.preguntasPorIntento),
});

export function ajustesDe(e: Evaluacion): AjustesForm {
  return {
    mostrarRespuestas: e.mostrarRespuestas,
    intentosPermitidos: texto(e.intentosPermitidos),
    esperaMinutos: texto(e.esperaMinutos),
    barajarPreguntas: e.barajarPreguntas,
    barajarRespuestas: e.barajarRespuestas,
    preguntasPorIntento: texto(e.preguntasPorIntento),
  };
}

/** '' → null (no limit); else the number typed (NaN for text, which the schema refuses). */
function numeroONulo(valor: string): number | null {
  const limpio = valor.trim();
  return limpio === '' ? null : Number(limpio);
}

export function cuerpoAjustes(a: AjustesForm) {
  return {
    mostrarRespuestas: a.mostrarRespuestas,
    intentosPermitidos: numeroONulo(a.intentosPermitidos),
    // An empty wait is no wait.
    esperaMinutos: numeroONulo(a.esperaMinutos) ?? 0,
    barajarPreguntas: a.barajarPreguntas,
    barajarRespuestas: a.barajarRespuestas,
    preguntasPorIntento: numeroONulo(a.preguntasPorIntento),
  };
}

/** "Intentos: 1 de 3" / "Intentos: 1 (sin límite)": the take page's line (key and values). */
export function resumenIntentos(e: Pick<Evaluacion, 'intentos' | 'intentosPermitidos'>) {
  return e.intentosPermitidos === null
    ? { clave: 'evaluaciones.rendir.intentosIlimitados' as const, valores: { usados: e.intentos } }
    : {
        clave: 'evaluaciones.rendir.intentosUsados' as const,
        valores: { usados: e.intentos, permitidos: e.intentosPermitidos },
      };
}

/** Attempts used up: the take page offers no questions. */
export const intentosAgotados = (e: Pick<Evaluacion, 'intentos' | 'intentosPermitidos'>) =>
  e.intentosPermitidos !== null && e.intentos >= e.intentosPermitidos;
