import { useSyncExternalStore } from 'react';

/**
 * 'Texto grande' and 'Alto contraste' (issue 16): how the whole app is drawn. Like the
 * language, which i18next keeps outside Redux, they live in a small store of their own read
 * by the theme provider, which sits above the Redux-dependent parts of the tree; anonymous
 * screens keep them in localStorage, a signed-in user's copy comes from the server.
 */
export interface AjustesVisuales {
  textoGrande: boolean;
  altoContraste: boolean;
}

export const AJUSTES_NORMALES: AjustesVisuales = { textoGrande: false, altoContraste: false };

/** Where the anonymous screens keep the choice between visits. */
export const CLAVE_AJUSTES = 'contenido-formativo.ajustesVisuales';

function leerGuardados(): AjustesVisuales {
  try {
    const valor: unknown = JSON.parse(globalThis.localStorage?.getItem(CLAVE_AJUSTES) ?? 'null');
    if (typeof valor !== 'object' || valor === null) return AJUSTES_NORMALES;
    const { textoGrande, altoContraste } = valor as Partial<AjustesVisuales>;
    return { textoGrande: textoGrande === true, altoContraste: altoContraste === true };
  } catch {
    // Storage blocked or a damaged value: the normal display is always readable.
    return AJUSTES_NORMALES;
  }
}

let actuales = leerGuardados();
const oyentes = new Set<() => void>();

export function ajustesVisuales(): AjustesVisuales {
  return actuales;
}

/** Applies and remembers new settings; components reading them redraw. */
export function cambiarAjustesVisuales(cambio: Partial<AjustesVisuales>): void {
  const siguientes = { ...actuales, ...cambio };
  if (
    siguientes.textoGrande === actuales.textoGrande &&
    siguientes.altoContraste === actuales.altoContraste
  ) {
    return;
  }
  actuales = siguientes;
  try {
    globalThis.localStorage?.setItem(CLAVE_AJUSTES, JSON.stringify(actuales));
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
  oyentes.forEach((avisar) => avisar());
}

function suscribir(avisar: () => void): () => void {
  oyentes.add(avisar);
  return () => oyentes.delete(avisar);
}

export function useAjustesVisuales(): AjustesVisuales {
  return useSyncExternalStore(suscribir, ajustesVisuales, ajustesVisuales);
}
