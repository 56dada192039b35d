import type { Retroalimentacion } from '@shared/api';

type PreguntaRetro = Retroalimentacion['preguntas'][number];
type RespuestaRetro = PreguntaRetro['respuestas'][number];

/**
 * How the feedback dialog marks an answer (spec 2: correct highlighted, a wrongly selected
 * one marked differently). Each mark has its own colour, icon and text, never colour alone.
 * Without the key (the evaluation's policy hides it for now) a ticked answer is only
 * 'elegida': the question says right or wrong, no answer is called correct.
 */
export type MarcaRespuesta =
  /** Correct and ticked. */
  | 'acertada'
  /** Correct, not ticked. */
  | 'correcta'
  /** Ticked but wrong. */
  | 'equivocada'
  /** Ticked; the key is not shown. */
  | 'elegida'
  | 'ninguna';

/** Correct by its own flag or by the question's correctLabel (the spec's field). */
export function esRespuestaCorrecta(r: RespuestaRetro, correctLabel: number | null): boolean {
  return r.isCorrecta === true || (correctLabel !== null && r.label === correctLabel);
}

export function marcaRespuesta(
  r: RespuestaRetro,
  correctLabel: number | null,
  conClave = true,
): MarcaRespuesta {
  if (!conClave) return r.fueSeleccionada ? 'elegida' : 'ninguna';
  const correcta = esRespuestaCorrecta(r, correctLabel);
  if (correcta) return r.fueSeleccionada ? 'acertada' : 'correcta';
  return r.fueSeleccionada ? 'equivocada' : 'ninguna';
}

/** The questions in order, each answer with its mark. */
export function preguntasRetroalimentacion(retro: Retroalimentacion) {
  return [...retro.preguntas]
    .sort((a, b) => a.indice - b.indice)
    .map((p) => ({
      ...p,
      respuestas: [...p.respuestas]
        .sort((a, b) => a.label - b.label)
        .map((r) => ({
          ...r,
          marca: marcaRespuesta(r, p.correctLabel ?? null, retro.respuestasVisibles),
        })),
    }));
}
