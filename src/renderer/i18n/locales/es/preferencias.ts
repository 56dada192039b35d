/** The user's preferences: interface language and the large text / high contrast display. */
export const preferencias = {
  idioma: {
    // The accessible name starts with the visible text (the language's own name), WCAG 2.5.3.
    boton: '{{idioma}} — idioma',
    titulo: 'Idioma de la interfaz',
  },
  accesibilidad: {
    boton: 'Texto grande y alto contraste',
    textoGrande: 'Texto grande',
    altoContraste: 'Alto contraste',
  },
  /** The corner with both menus on screens without the toolbar (login, signup…). */
  publicas: 'Idioma y visualización',
  guardar: {
    error: 'No se pudieron guardar tus preferencias',
  },
};
