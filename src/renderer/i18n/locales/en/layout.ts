import type { Traducciones } from '../es';

export const layout: Traducciones['layout'] = {
  barra: {
    menuLateral: 'Show or hide the side menu',
    migas: 'Breadcrumbs',
    accesos: 'Shortcuts',
    pantallaCompleta: 'Full screen',
    notificaciones: 'Notifications',
    cambiarPassword: 'Change my password',
  },
  accesos: {
    mapas: 'Maps',
    informes: 'Reports',
    cursos: 'Courses',
    biblioteca: 'Library',
    evaluaciones: 'Evaluations',
    usuarios: 'Users',
    roles: 'Roles',
    trabajos: 'Jobs',
  },
  resultados: {
    titulo: 'Results',
    evaluaciones: 'Evaluations',
    calificaciones: 'Grades',
    certificado: 'My certificate',
    certificadosEmitidos: 'Issued certificates',
  },
  miPerfil: {
    titulo: 'My profile',
    datos: 'Update details',
    cambiarPassword: 'Change password',
  },
  menu: {
    titulo: 'Main menu',
    rol: 'Role: {{rol}}',
    misCursos: 'My courses',
    todosLosCursos: 'All courses',
    verTodos: 'See all {{total}} courses',
    sinCursos: 'You have no assigned courses.',
    configuracion: 'Settings',
    progresoGeneral: 'Overall progress: {{porcentaje}}%',
    progresoGeneralEtiqueta: 'Overall progress',
  },
  notificaciones: {
    titulo: 'Notifications',
    vacio: 'You have no notifications.',
  },
};
