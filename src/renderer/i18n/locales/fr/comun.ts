import type { Traducciones } from '../es';

export const comun: Traducciones['comun'] = {
  // The product name stays as the spec writes it, in every language.
  app: {
    nombre: 'CONTENIDO FORMATIVO',
    titulo: 'Contenido Formativo',
  },
  cargando: 'Chargement…',
  cerrarSesion: 'Se déconnecter',
  volverAlInicio: 'Retour à l’accueil',
  volver: 'Retour',
  cerrar: 'Fermer',
  entendido: 'J’ai compris',
  cancelar: 'Annuler',
  guardar: 'Enregistrer',
  continuar: 'Continuer',
  si: 'Oui',
  no: 'Non',
  guardadoConExito: 'Enregistré avec succès',
  contador: '{{n}}/{{max}}',
  archivo: {
    ninguno: 'Aucun fichier sélectionné',
  },
  subida: {
    progreso: 'Téléversement… {{porcentaje}}%',
  },
  etiquetas: {
    ayuda: 'Saisissez un mot et appuyez sur Entrée pour l’ajouter.',
    quitar: 'Retirer {{etiqueta}}',
  },
  paginacion: {
    porPagina: 'Lignes par page',
    total: 'Total : {{total}}',
    anterior: 'Page précédente',
    siguiente: 'Page suivante',
    pagina: 'Page {{pagina}} sur {{paginas}}',
  },
};
