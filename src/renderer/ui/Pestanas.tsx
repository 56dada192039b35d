import { TabList, type TabListProps } from '@fluentui/react-components';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

const PESTANA = '[role="tab"]:not([disabled]):not([aria-disabled="true"])';

/** Which tab the key moves to, from the one at `actual` of `total`; null if no move key. */
export function pestanaDestino(
  tecla: string,
  actual: number,
  total: number,
  vertical: boolean,
): number | null {
  if (total === 0) return null;
  if (tecla === 'Home') return 0;
  if (tecla === 'End') return total - 1;
  if (tecla === (vertical ? 'ArrowDown' : 'ArrowRight')) return (actual + 1) % total;
  if (tecla === (vertical ? 'ArrowUp' : 'ArrowLeft')) return (actual - 1 + total) % total;
  return null;
}

/**
 * Fluent's TabList with the WAI-ARIA tabs keyboard done here: one tab stop (the selected
 * tab), arrows and Home/End move between tabs. Fluent does it with tabster's arrow-key
 * "Mover", which keeps two `aria-hidden` focus sentinels in every tab list that are always
 * tabbable (axe `aria-hidden-focus`, Fluent issue 25133); without the Mover there are none
 * (docs/accesibilidad.md).
 */
export function Pestanas(props: TabListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { onKeyDown } = props;
  useLayoutEffect(() => {
    const lista = ref.current;
    if (!lista) return undefined;
    // Fluent's tabs learn their selection from a context store, in a render after this one:
    // the tab stop follows the `aria-selected` attribute itself.
    const unaParada = () => {
      const pestanas = [...lista.querySelectorAll<HTMLElement>('[role="tab"]')];
      const elegida =
        pestanas.find((p) => p.getAttribute('aria-selected') === 'true') ?? pestanas[0];
      for (const p of pestanas) p.tabIndex = p === elegida ? 0 : -1;
    };
    unaParada();
    const observador = new MutationObserver(unaParada);
    observador.observe(lista, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-selected'],
    });
    return () => observador.disconnect();
  }, []);
  const alPulsar = (e: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    const pestanas = [...e.currentTarget.querySelectorAll<HTMLElement>(PESTANA)];
    const actual = pestanas.findIndex((p) => p === e.target);
    if (actual < 0) return;
    const destino = pestanaDestino(e.key, actual, pestanas.length, props.vertical ?? false);
    if (destino === null) return;
    e.preventDefault();
    pestanas[destino]?.focus();
    // As Fluent's own: Enter or Space selects, unless selection follows focus.
    if (props.selectTabOnFocus) pestanas[destino]?.click();
  };
  // Props come after Fluent's focus attributes: an empty tabster attribute drops the Mover.
  return <TabList {...props} ref={ref} data-tabster="{}" onKeyDown={alPulsar} />;
}
