import { useModalAttributes } from '@fluentui/react-components';
import { useEffect } from 'react';

/**
 * Keyboard focus is never left on `<body>` (docs/accesibilidad.md, "El foco nunca se pierde").
 *
 * Focus falls back to `<body>` when a page opens, when the control that had it is removed (the
 * login button once the session starts, a row that was deleted) and when a dialog closes whose
 * opener is a plain button rather than a Fluent `DialogTrigger`. A keyboard user then starts
 * again from the top of the page, and Fluent's focus manager (tabster) makes its two focus
 * sentinels at the ends of `<body>` tabbable while focus is outside the app — `aria-hidden`
 * elements in the tab order, which is axe's `aria-hidden-focus`. Putting focus back where the
 * user was (the dialog's opener) or on the page's heading fixes both.
 */

const DIALOGO_ABIERTO = '[role="dialog"], [role="alertdialog"]';
/** Surfaces that close and hand focus back: their opener is where focus returns. */
const SUPERFICIE = `${DIALOGO_ABIERTO}, [role="menu"], [role="listbox"]`;

/** Shown on the page. (Not `aria-hidden`: a closing dialog un-hides the page a moment later.) */
function visible(el: Element): boolean {
  return el.isConnected && el.getClientRects().length > 0;
}

/** The page's one h1 (or its main region), made focusable by script only. */
function encabezado(doc: Document): HTMLElement | null {
  const destino =
    doc.querySelector<HTMLElement>('main h1') ??
    doc.querySelector<HTMLElement>('h1') ??
    doc.querySelector<HTMLElement>('main');
  if (destino && !destino.hasAttribute('tabindex')) destino.setAttribute('tabindex', '-1');
  return destino && visible(destino) ? destino : null;
}

export function vigilarFoco(doc: Document): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  /** The last focused element outside any dialog: where focus returns when a dialog closes. */
  let fuera: HTMLElement | null = null;
  /** The last focused element anywhere. */
  let ultimo: HTMLElement | null = null;
  let programado = false;

  const perdido = () => {
    const activo = doc.activeElement;
    if (activo && activo !== doc.body) return false;
    // Nothing focused yet (the page just opened), or what was focused is gone.
    return ultimo === null || !ultimo.isConnected;
  };

  let esperas = 0;
  const reparar = () => {
    programado = false;
    if (!perdido() || doc.querySelector(DIALOGO_ABIERTO)) return;
    // Tabster marks <body> as its root a moment after start. A focus that lands before it is
    // missed, and its sentinels stay tabbable until focus moves again: wait for it (1 s at most).
    if (!doc.body.hasAttribute('data-tabster') && esperas < 20) {
      esperas += 1;
      win.setTimeout(programar, 50);
      return;
    }
    const destino = fuera && fuera !== ultimo && visible(fuera) ? fuera : encabezado(doc);
    destino?.focus({ preventScroll: destino !== fuera });
  };

  const programar = () => {
    if (programado) return;
    programado = true;
    // After the render that removed the element, so the new page's heading exists.
    win.requestAnimationFrame(reparar);
  };

  const alEnfocar = (e: FocusEvent) => {
    // Fluent's focus sentinels pass focus on at once: they are never where the user was.
    if (!(e.target instanceof win.HTMLElement) || e.target.hasAttribute('data-tabster-dummy'))
      return;
    ultimo = e.target;
    if (!e.target.closest(SUPERFICIE)) fuera = e.target;
  };

  const observador = new win.MutationObserver(() => {
    if (perdido()) programar();
  });
  observador.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', alEnfocar);
  programar();
  return () => {
    observador.disconnect();
    doc.removeEventListener('focusin', alEnfocar);
  };
}

/**
 * Mounted once at the top of the app (App.tsx), inside Fluent's provider.
 *
 * It also starts Fluent's modal focus manager before any page is shown. Tabster adds its body
 * sentinels when the first dialog mounts and creates them tabbable even if focus is already in
 * the page (it only updates them when focus enters or leaves); started first, they are there
 * before focus arrives and turn untabbable as it does.
 */
export function useFocoNuncaPerdido(): void {
  useModalAttributes();
  useEffect(() => vigilarFoco(document), []);
}
