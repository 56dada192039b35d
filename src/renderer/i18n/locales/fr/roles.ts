import type { Traducciones } from '../es';

export const roles: Traducciones['roles'] = {
  nombre: 'Nom',
  lista: 'Rôles',
  usuariosDelRol_one: '{{count}} utilisateur',
  usuariosDelRol_other: '{{count}} utilisateurs',
  omitirOrden: 'Peut ouvrir les leçons sans suivre l’ordre',
  sinSeleccion: 'Il n’y a aucun rôle.',
  alcance: {
    titulo: 'Portée',
    ayuda:
      'Avec « Mes cours uniquement », les personnes ayant ce rôle ne voient les utilisateurs, la progression, les notes, les certificats et les exports que pour les apprenants des cours qui leur sont attribués.',
    todos: 'Tous les utilisateurs',
    misCursos: 'Mes cours uniquement',
  },
  nuevo: {
    boton: 'Nouveau rôle',
    titulo: 'Nouveau rôle',
    exito: 'Rôle créé',
  },
  editar: {
    titulo: 'Modifier le rôle',
    de: 'Modifier le rôle {{nombre}}',
  },
  eliminar: {
    titulo: 'Supprimer le rôle',
    de: 'Supprimer le rôle {{nombre}}',
    pregunta: 'Attention : cette action est irréversible. Voulez-vous continuer ?',
    exito: 'Rôle supprimé',
  },
  errores: {
    crear: 'Le rôle n’a pas été créé',
    guardar: 'Le rôle n’a pas été enregistré',
    eliminar: 'Le rôle n’a pas été supprimé',
  },
  permisos: {
    titulo: 'Liste des autorisations du rôle : {{nombre}}',
    tabla: 'Autorisations du rôle',
    vista: 'Vue',
    casilla: '{{operacion}} {{vista}}',
  },
  operaciones: {
    consultar: 'Consulter',
    crear: 'Créer',
    editar: 'Modifier',
    desactivar: 'Désactiver',
    eliminar: 'Supprimer',
  },
  vistas: {
    cursos: 'Cours',
    multimedias: 'Multimédias',
    usuarios: 'Utilisateurs',
    roles: 'Rôles',
    comentarios: 'Commentaires',
    evaluaciones: 'Évaluations',
    calificaciones: 'Notes',
    informes: 'Rapports et suivi',
    wiki: 'Wiki d’aide',
  },
};
