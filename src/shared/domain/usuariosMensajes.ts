/**
 * Messages of the users module's refusals, shared with its tests and with the import's row
 * rules (here so the import does not import the users module for its words).
 */
export const MENSAJES_USUARIOS = {
  noEncontrado: 'Usuario no encontrado.',
  rolInexistente: 'El rol seleccionado no existe.',
  asignarAdministrador: 'El rol ADMINISTRADOR no se puede asignar desde aquí.',
  cambiarRolAdministrador: 'El rol de un ADMINISTRADOR no se puede cambiar.',
  cambiarRolPropio: 'No puedes cambiar tu propio rol.',
  soloAdministrador: 'Solo un ADMINISTRADOR puede modificar a otro ADMINISTRADOR.',
  documentoEnUso: 'Ya existe un usuario con ese documento.',
  municipioInexistente: 'El municipio no existe.',
  institucionInvalida: 'La institución no pertenece al municipio seleccionado.',
  eliminarPropio: 'No puedes eliminar tu propio usuario.',
  desactivarPropio: 'No puedes desactivar tu propio usuario.',
  ultimoAdministradorEliminar: 'No se puede eliminar el último ADMINISTRADOR activo.',
  ultimoAdministradorDesactivar: 'No se puede desactivar el último ADMINISTRADOR activo.',
  conCertificados:
    'El usuario tiene certificados emitidos y no se puede eliminar. Puedes desactivarlo en su lugar.',
} as const;
