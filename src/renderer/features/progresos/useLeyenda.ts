import { useEffect, useState } from 'react';
import { SIN_SUBTITULOS } from './useSubtitulos';

/**
 * The text of the chosen caption track's cues showing now ('' when none), for the player to
 * draw itself.
 *
 * The chosen track is put in mode `hidden`, not `showing`: its cues load and `cuechange`
 * fires, but the browser draws nothing. The browser draws cues at the bottom edge of the
 * video, which is where the platform's control bar sits; while the bar is shown (paused,
 * pointer moving, keyboard focus in the player) it covered them. The player instead stacks
 * the text above the bar (`LeyendaSubtitulos`), as custom players such as Plyr do. The other
 * tracks are `disabled`.
 */
export function useLeyenda(video: HTMLVideoElement | null, actual: string, pistas: number) {
  // Kept with the track it was read from, so a change of track never shows the old text.
  const [leida, setLeida] = useState({ de: SIN_SUBTITULOS, texto: '' });
  useEffect(() => {
    if (!video) return;
    const lista = Array.from(video.textTracks);
    for (const pista of lista) {
      pista.mode = actual !== SIN_SUBTITULOS && pista.language === actual ? 'hidden' : 'disabled';
    }
    const elegida = lista.find((p) => p.mode === 'hidden');
    if (!elegida) return;
    let vigente = true;
    const leer = () => {
      if (vigente) setLeida({ de: actual, texto: textoDeCues(elegida.activeCues) });
    };
    // Paused on a cue, nothing changes when the track is chosen again: read what is active.
    queueMicrotask(leer);
    elegida.addEventListener('cuechange', leer);
    return () => {
      vigente = false;
      elegida.removeEventListener('cuechange', leer);
    };
    // `pistas` changes when the <track>s arrive (their TextTracks follow them in order).
  }, [video, actual, pistas]);
  return leida.de === actual ? leida.texto : '';
}

/**
 * The plain text of the active cues, one per line. `getCueAsHTML` parses WebVTT's markup
 * (`<v Ana>`, `<i>`, `&amp;`) into DOM nodes without running anything; only its text is
 * kept, with the cue's own line breaks.
 */
export function textoDeCues(cues: TextTrackCueList | null): string {
  if (!cues) return '';
  return Array.from(cues, (c) => ('getCueAsHTML' in c ? textoDeCue(c as VTTCue) : ''))
    .filter((t) => t.length > 0)
    .join('\n');
}

function textoDeCue(cue: VTTCue): string {
  return (cue.getCueAsHTML().textContent ?? '').trim();
}
