export const roles = {
  nombre: 'Nombre',
  lista: 'Roles',
  usuariosDelRol_one: '{{count}} usuario',
  usuariosDelRol_other: '{{count}} usuarios',
  omitirOrden: 'Puede abrir las lecciones sin seguir el orden',
  sinSeleccion: 'No hay roles.',
  alcance: {
    titulo: 'Alcance',
    ayuda:
      'Con «Solo mis cursos», quien tenga este rol ve usuarios, progreso, calificaciones, certificados y exportaciones solo de los aprendices de los cursos que tiene asignados.',
    todos: 'Todos los usuarios',
    misCursos: 'Solo mis cursos',
  },
  nuevo: {
    boton: 'Nuevo rol',
    titulo: 'Nuevo rol',
    exito: 'Rol creado',
  },
  editar: {
    titulo: 'Editar rol',
    de: 'Editar rol {{nombre}}',
  },
  eliminar: {
    titulo: 'Eliminar rol',
    de: 'Eliminar rol {{nombre}}',
    pregunta: 'Advertencia: Esta accion es irreversible. ¿Desea continuar?',
    exito: 'Rol eliminado',
  },
  errores: {
    crear: 'No se creó el rol',
    guardar: 'No se guardó el rol',
    eliminar: 'No se eliminó el rol',
  },
  permisos: {
    titulo: 'Lista de permisos para Rol: {{nombre}}',
    tabla: 'Permisos del rol',
    vista: 'Vista',
    casilla: '{{operacion}} {{vista}}',
  },
  operaciones: {
    consultar: 'Consultar',
    crear: 'Crear',
    editar: 'Editar',
    desactivar: 'Desactivar',
    eliminar: 'Eliminar',
  },
  vistas: {
    cursos: 'Cursos',
    multimedias: 'Multimedias',
    usuarios: 'Usuarios',
    roles: 'Roles',
    comentarios: 'Comentarios',
    evaluaciones: 'Evaluaciones',
    calificaciones: 'Calificaciones',
    informes: 'Informes y monitoreo',
    wiki: 'Wiki de ayuda',
  },
};
