import type { GriffelStyle } from '@fluentui/react-components';

/**
 * A whole card that is one button (course, lesson, library, evaluation and map cards): the
 * native button's look removed so the card's own content shows, laid out as a column.
 * Spread into a `makeStyles` entry, then add the card's own gap and padding.
 */
export const botonTarjeta: GriffelStyle = {
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textAlign: 'start',
  margin: 0,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
};

/**
 * The focus ring of a card button, drawn inside its rounded border in the card's text colour:
 * that colour is chosen to read on the card (4.5:1, docs/accesibilidad.md), so the ring shows
 * on every card colour, where a black ring would vanish on the dark blue one.
 */
export function focoTarjeta(desplazamiento: string): GriffelStyle {
  return {
    ':focus-visible': {
      outline: '3px solid currentColor',
      outlineOffset: desplazamiento,
    },
  };
}
