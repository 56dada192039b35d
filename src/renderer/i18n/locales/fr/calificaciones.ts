import type { Traducciones } from '../es';

/** Grades screen (spec 2, Grades list; spec 8). */
export const calificaciones: Traducciones['calificaciones'] = {
  titulo: 'Notes',
  saludo: 'Bonjour, {{nombre}}',
  vacio: 'Aucune note pour l’instant.',
  columnas: {
    indice: 'N°',
    estudiante: 'Apprenant',
    titulo: 'Titre',
    timestamp: 'Date',
    puntajeEstudiante: 'Score de l’apprenant',
    puntajeRequerido: 'Score requis',
    codigo: 'Code',
    calificacionTexto: 'Note',
  },
  filtros: {
    estudiante: 'Apprenant',
    estudiantePlaceholder: 'Saisissez un nom, un e-mail ou un numéro d’identification',
    curso: 'Cours',
    todosLosCursos: 'Tous les cours',
  },
  errores: {
    cargar: 'Erreur lors du chargement des notes',
  },
};
