/** Front door of the own-profile module (twin of the renderer's `features/perfil`). */
export { perfilHandlers, carpetaFotos, MENSAJES_FOTO } from './handlers';
export { preferenciasHandlers } from './handlersPreferencias';
