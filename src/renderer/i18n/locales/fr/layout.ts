import type { Traducciones } from '../es';

export const layout: Traducciones['layout'] = {
  barra: {
    menuLateral: 'Afficher ou masquer le menu latéral',
    migas: 'Fil d’Ariane',
    accesos: 'Raccourcis',
    pantallaCompleta: 'Plein écran',
    notificaciones: 'Notifications',
    cambiarPassword: 'Changer mon mot de passe',
  },
  accesos: {
    mapas: 'Cartes',
    informes: 'Rapports',
    cursos: 'Cours',
    biblioteca: 'Bibliothèque',
    evaluaciones: 'Évaluations',
    usuarios: 'Utilisateurs',
    roles: 'Rôles',
    trabajos: 'Tâches',
  },
  resultados: {
    titulo: 'Résultats',
    evaluaciones: 'Évaluations',
    calificaciones: 'Notes',
    certificado: 'Mon certificat',
    certificadosEmitidos: 'Certificats délivrés',
  },
  // Each language is listed by its own name, whatever the interface language.
  miPerfil: {
    titulo: 'Mon profil',
    datos: 'Mettre à jour mes données',
    cambiarPassword: 'Changer le mot de passe',
  },
  menu: {
    titulo: 'Menu principal',
    rol: 'Rôle : {{rol}}',
    misCursos: 'Mes cours',
    todosLosCursos: 'Tous les cours',
    verTodos: 'Voir les {{total}} cours',
    sinCursos: 'Aucun cours ne vous est attribué.',
    configuracion: 'Paramètres',
    progresoGeneral: 'Progression générale : {{porcentaje}}%',
    progresoGeneralEtiqueta: 'Progression générale',
  },
  notificaciones: {
    titulo: 'Notifications',
    vacio: 'Vous n’avez aucune notification.',
  },
};
