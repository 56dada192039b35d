export const perfil = {
  cambiarPassword: 'Cambiar contraseña',
  campos: {
    email: 'Email',
    nombre: 'Nombre',
    apellidos: 'Apellidos',
    telefono: 'Teléfono celular',
    current: 'Contraseña actual',
    password: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
  },
  errores: {
    actualInvalida: 'Contraseña actual invalida',
    guardar: 'No se guardaron los datos',
  },
  foto: {
    alt: 'Foto de perfil',
    elegir: 'Subir foto',
    ayuda: 'JPEG o PNG, máximo 1 MB.',
    subiendo: 'Subiendo… {{porcentaje}}%',
    exito: 'Foto actualizada',
    error: 'Error subiendo el archivo',
    errores: {
      tipo: 'La foto debe ser una imagen JPEG o PNG.',
      tamano: 'La foto no puede pesar más de 1 MB.',
    },
  },
  profile: {
    actualizar: 'Actualizar Datos',
    cambiarPassword: 'Cambiar Contraseña',
  },
};
