import type { Subtitulo } from '@shared/api';
import { useEffect, useState } from 'react';

/** One caption track ready for a <track>: its file as a blob: URL. */
export interface Pista {
  idioma: string;
  etiqueta: string;
  url: string;
}

/** 'no' (off) or a track's language; what the learner chose lasts for the browser session. */
export const CLAVE_ELECCION = 'subtitulos.eleccion';
export const SIN_SUBTITULOS = 'no';

/**
 * The caption files of a lesson, fetched once per opening and handed to the <track>s as
 * blob: URLs: the same way works for the server's signed URL, for the desktop's
 * `leccion://<id>/subtitulos/<idioma>` of a downloaded lesson and for any origin the
 * renderer runs on (a <track> would need CORS and a crossorigin video otherwise).
 * `fuente(s)` gives the URL each caption is read from. A file that fails is left out.
 */
export function usePistas(
  subtitulos: readonly Subtitulo[],
  fuente: (s: Subtitulo) => string,
): { pistas: Pista[]; fallidas: number } {
  const [estado, setEstado] = useState<{ pistas: Pista[]; fallidas: number }>({
    pistas: [],
    fallidas: 0,
  });
  // The list of an opening does not change: the sources are read when the viewer mounts.
  const [urls] = useState(() =>
    subtitulos.map((s) => ({ idioma: s.idioma, etiqueta: s.etiqueta, src: fuente(s) })),
  );
  useEffect(() => {
    let vigente = true;
    const creadas: string[] = [];
    void Promise.all(
      urls.map(async (s) => {
        try {
          const r = await fetch(s.src);
          if (!r.ok) return null;
          const url = URL.createObjectURL(new Blob([await r.arrayBuffer()], { type: 'text/vtt' }));
          creadas.push(url);
          return { idioma: s.idioma, etiqueta: s.etiqueta, url };
        } catch {
          return null;
        }
      }),
    ).then((leidas) => {
      if (!vigente) return;
      const pistas = leidas.filter((p): p is Pista => p !== null);
      setEstado({ pistas, fallidas: leidas.length - pistas.length });
    });
    return () => {
      vigente = false;
      for (const u of creadas) URL.revokeObjectURL(u);
    };
  }, [urls]);
  return estado;
}

function leerEleccion(): string | null {
  try {
    return sessionStorage.getItem(CLAVE_ELECCION);
  } catch {
    return null;
  }
}

/**
 * The track shown: the session's choice when this lesson has it (or 'off'), else the
 * interface language when a track exists in it, else off.
 */
export function eleccionInicial(
  pistas: readonly Pista[],
  idiomaInterfaz: string,
  guardada: string | null,
): string {
  const hay = (idioma: string) => pistas.some((p) => p.idioma === idioma);
  if (guardada === SIN_SUBTITULOS || (guardada !== null && hay(guardada))) return guardada;
  const base = idiomaInterfaz.split('-')[0] ?? idiomaInterfaz;
  const propia = pistas.find((p) => p.idioma === idiomaInterfaz || p.idioma.split('-')[0] === base);
  return propia?.idioma ?? SIN_SUBTITULOS;
}

/** The CC choice of the player, remembered in sessionStorage for the next lessons. */
export function useEleccionSubtitulos(pistas: readonly Pista[], idiomaInterfaz: string) {
  const [elegida, setElegida] = useState<string | null>(null);
  const actual = elegida ?? eleccionInicial(pistas, idiomaInterfaz, leerEleccion());
  const elegir = (idioma: string) => {
    setElegida(idioma);
    try {
      sessionStorage.setItem(CLAVE_ELECCION, idioma);
    } catch {
      // Private mode without storage: the choice lasts for this lesson only.
    }
  };
  return { actual, elegir };
}
