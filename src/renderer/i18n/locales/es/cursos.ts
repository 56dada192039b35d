export const cursos = {
  lista: {
    saludo: 'Hola, {{nombre}}',
    vacio: 'Todavía no hay cursos disponibles.',
  },
};
