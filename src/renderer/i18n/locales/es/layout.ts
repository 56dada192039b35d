export const layout = {
  barra: {
    menuLateral: 'Mostrar u ocultar el menú lateral',
    migas: 'Ruta de navegación',
    accesos: 'Accesos directos',
    idioma: 'Idioma',
    pantallaCompleta: 'Pantalla completa',
    notificaciones: 'Notificaciones',
    cambiarPassword: 'Cambiar mi contraseña',
  },
  accesos: {
    cursos: 'Cursos',
    biblioteca: 'Biblioteca',
    evaluaciones: 'Evaluaciones',
    usuarios: 'Usuarios',
    roles: 'Roles',
  },
  idiomas: {
    es: 'Español',
    en: 'English',
  },
  miPerfil: {
    titulo: 'Mi perfil',
    datos: 'Actualizar Datos',
    cambiarPassword: 'Cambiar Password',
    cerrarSesion: 'Cerrar Sesión',
  },
  menu: {
    titulo: 'Menú principal',
    rol: 'Rol: {{rol}}',
    misCursos: 'Mis cursos',
    todosLosCursos: 'Todos los cursos',
    sinCursos: 'No tienes cursos asignados.',
    configuracion: 'Configuración',
    progresoGeneral: 'Progreso general: {{porcentaje}}%',
    progresoGeneralEtiqueta: 'Progreso general',
    salir: 'Salir',
  },
  notificaciones: {
    titulo: 'Notificaciones',
    vacio: 'No tienes notificaciones.',
  },
};
