import type { Traducciones } from '../es';

export const preferencias: Traducciones['preferencias'] = {
  idioma: {
    boton: '{{idioma}} — langue',
    titulo: "Langue de l'interface",
  },
  accesibilidad: {
    boton: 'Grand texte et contraste élevé',
    textoGrande: 'Grand texte',
    altoContraste: 'Contraste élevé',
  },
  publicas: 'Langue et affichage',
  guardar: {
    error: "Impossible d'enregistrer vos préférences",
  },
};
