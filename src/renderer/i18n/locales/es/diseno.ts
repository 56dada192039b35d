/** The signed-in frame on narrow screens (issue 16): the toolbar's overflow menu. */
export const diseno = {
  barra: {
    // The "⋯" button that holds what the toolbar cannot show on a phone or tablet.
    masOpciones: 'Más opciones',
  },
};
