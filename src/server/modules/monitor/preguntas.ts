import type { PreguntaDificil } from '@shared/api/monitor';

/**
 * The questions most often answered wrong (Kolibri's "difficult questions"), from the
 * frozen feedback every graded attempt stores (intentos_evaluacion.respuestas). A question
 * is known by its evaluation and its text: attempts keep the text they were asked, the
 * draw renumbers questions and an edited evaluation gets new ids, so neither the number
 * nor the id would add up across attempts.
 */

export const MAX_PREGUNTAS_DIFICILES = 10;

interface Conteo {
  evaluacion: string;
  descripcion: string;
  presentada: number;
  falladas: number;
}

function preguntasDe(respuestas: string): { descripcion: string; correcta: boolean }[] {
  try {
    const datos = JSON.parse(respuestas) as { preguntas?: unknown };
    if (!Array.isArray(datos.preguntas)) return [];
    return datos.preguntas.flatMap((p: unknown) => {
      const q = p as { descripcion?: unknown; correcta?: unknown };
      return typeof q.descripcion === 'string'
        ? [{ descripcion: q.descripcion, correcta: q.correcta === true }]
        : [];
    });
  } catch {
    return [];
  }
}

/**
 * `intentos`: the course's graded attempts; only those of `aprendices` count (staff who try
 * an evaluation out are not the class). Questions never failed are left out; the rest by
 * share of failures, then by number of failures.
 */
export function preguntasDificiles(
  intentos: readonly {
    evaluacion_id: string;
    evaluacion: string;
    usuario_id: string;
    respuestas: string;
  }[],
  aprendices: ReadonlySet<string>,
  maximo = MAX_PREGUNTAS_DIFICILES,
): PreguntaDificil[] {
  const conteos = new Map<string, Conteo>();
  for (const intento of intentos) {
    if (!aprendices.has(intento.usuario_id)) continue;
    for (const p of preguntasDe(intento.respuestas)) {
      const clave = `${intento.evaluacion_id}\u0000${p.descripcion}`;
      let c = conteos.get(clave);
      if (!c) {
        c = {
          evaluacion: intento.evaluacion,
          descripcion: p.descripcion,
          presentada: 0,
          falladas: 0,
        };
        conteos.set(clave, c);
      }
      c.presentada += 1;
      if (!p.correcta) c.falladas += 1;
    }
  }
  return [...conteos.values()]
    .filter((c) => c.falladas > 0)
    .map((c) => ({ ...c, porcentajeFallo: Math.round((c.falladas * 100) / c.presentada) }))
    .sort(
      (a, b) =>
        b.porcentajeFallo - a.porcentajeFallo ||
        b.falladas - a.falladas ||
        a.descripcion.localeCompare(b.descripcion),
    )
    .slice(0, maximo);
}
