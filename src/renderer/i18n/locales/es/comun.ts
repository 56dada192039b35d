export const comun = {
  app: {
    nombre: 'CONTENIDO FORMATIVO',
    titulo: 'Contenido Formativo',
  },
  cargando: 'Cargando…',
  cerrarSesion: 'Cerrar sesión',
  volverAlInicio: 'Volver al inicio',
  volver: 'Volver',
  cerrar: 'Cerrar',
  entendido: 'Entendido',
  cancelar: 'Cancelar',
  guardar: 'Guardar',
  continuar: 'Continuar',
  si: 'Si',
  no: 'No',
  guardadoConExito: 'Guardado con Exito',
  contador: '{{n}}/{{max}}',
  archivo: {
    ninguno: 'Ningún archivo seleccionado',
  },
  subida: {
    progreso: 'Subiendo… {{porcentaje}}%',
  },
  etiquetas: {
    ayuda: 'Escribe y pulsa Enter para agregar.',
    quitar: 'Quitar {{etiqueta}}',
  },
  paginacion: {
    porPagina: 'Filas por página',
    total: 'Total: {{total}}',
    anterior: 'Página anterior',
    siguiente: 'Página siguiente',
    pagina: 'Página {{pagina}} de {{paginas}}',
  },
};
