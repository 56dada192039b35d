/** Front door of the lesson forums; it owns `comentarios` and `comentario_vistas`. */
export { comentariosHandlers, MENSAJES_COMENTARIO } from './handlers';
