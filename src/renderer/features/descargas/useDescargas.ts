import type { Descarga } from '@shared/bridge';
import { useSyncExternalStore } from 'react';
import { esEscritorio, getPlatform } from '../../platform';
import { almacenDe, type AlmacenDescargas, type InstantaneaDescargas } from './almacen';
import { urlLocalDe, urlSubtituloLocal } from './vista';

/**
 * Inside the desktop app only. Guarded for `window` too: components are also rendered to
 * static HTML in Node tests, where there is no window and so no desktop.
 */
export function enEscritorio(): boolean {
  return typeof window !== 'undefined' && esEscritorio();
}

/** The web's answer: nothing downloaded, and nothing to wait for. */
const WEB: InstantaneaDescargas = { lista: [], leida: true };
const nada = () => () => undefined;
const web = () => WEB;

/**
 * The downloads of this PC, kept current while the component is mounted (polled every
 * 500 ms while one runs). On the web: an empty list and no store, so nothing is shown.
 */
export function useDescargas(): {
  lista: readonly Descarga[];
  leida: boolean;
  almacen: AlmacenDescargas | null;
} {
  const almacen = enEscritorio() ? almacenDe(getPlatform().descargas) : null;
  const { lista, leida } = useSyncExternalStore(
    almacen?.subscribe ?? nada,
    almacen?.getSnapshot ?? web,
    web,
  );
  return { lista, leida, almacen };
}

/**
 * The player's source for a lesson: its `leccion://` URL when it is downloaded (plays from
 * disk, online or not), else null. `leida` is false until the list was read once, so the
 * player can wait for it instead of starting the stream and switching mid-playback.
 */
export function useUrlLocal(multimediaId: string): {
  urlLocal: string | null;
  leida: boolean;
  /** `leccion://<id>/subtitulos/<idioma>` when that caption was kept with the download. */
  urlSubtitulo(idioma: string): string | null;
} {
  const { lista, leida } = useDescargas();
  return {
    urlLocal: urlLocalDe(lista, multimediaId),
    leida,
    urlSubtitulo: (idioma) => urlSubtituloLocal(lista, multimediaId, idioma),
  };
}
