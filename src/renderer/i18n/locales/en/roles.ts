import type { Traducciones } from '../es';

export const roles: Traducciones['roles'] = {
  nombre: 'Name',
  lista: 'Roles',
  usuariosDelRol_one: '{{count}} user',
  usuariosDelRol_other: '{{count}} users',
  omitirOrden: 'May open lessons out of order',
  sinSeleccion: 'There are no roles.',
  alcance: {
    titulo: 'Scope',
    ayuda:
      'With “Only my courses”, people with this role see users, progress, grades, certificates and exports only for the learners of the courses assigned to them.',
    todos: 'All users',
    misCursos: 'Only my courses',
  },
  nuevo: {
    boton: 'New role',
    titulo: 'New role',
    exito: 'Role created',
  },
  editar: {
    titulo: 'Edit role',
    de: 'Edit role {{nombre}}',
  },
  eliminar: {
    titulo: 'Delete role',
    de: 'Delete role {{nombre}}',
    pregunta: 'Warning: this action cannot be undone. Do you want to continue?',
    exito: 'Role deleted',
  },
  errores: {
    crear: 'The role was not created',
    guardar: 'The role was not saved',
    eliminar: 'The role was not deleted',
  },
  permisos: {
    titulo: 'Permissions of role: {{nombre}}',
    tabla: 'Role permissions',
    vista: 'View',
    casilla: '{{operacion}} {{vista}}',
  },
  operaciones: {
    consultar: 'View',
    crear: 'Create',
    editar: 'Edit',
    desactivar: 'Deactivate',
    eliminar: 'Delete',
  },
  vistas: {
    cursos: 'Courses',
    multimedias: 'Multimedia',
    usuarios: 'Users',
    roles: 'Roles',
    comentarios: 'Comments',
    evaluaciones: 'Evaluations',
    calificaciones: 'Grades',
    informes: 'Reports and monitoring',
    wiki: 'Help wiki',
  },
};
