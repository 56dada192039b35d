import type { Traducciones } from '../es';

export const perfil: Traducciones['perfil'] = {
  cambiarPassword: 'Change password',
  campos: {
    email: 'Email',
    nombre: 'First name',
    apellidos: 'Last name',
    telefono: 'Mobile phone',
    current: 'Current password',
    password: 'New password',
    confirmPassword: 'Confirm new password',
  },
  errores: {
    actualInvalida: 'Invalid current password',
    guardar: 'The details were not saved',
  },
  foto: {
    alt: 'Profile photo',
    elegir: 'Upload photo',
    ayuda: 'JPEG or PNG, 1 MB at most.',
    subiendo: 'Uploading… {{porcentaje}}%',
    exito: 'Photo updated',
    error: 'Could not upload the file',
    errores: {
      tipo: 'The photo must be a JPEG or PNG image.',
      tamano: 'The photo cannot be larger than 1 MB.',
    },
  },
  profile: {
    actualizar: 'Update details',
    cambiarPassword: 'Change password',
  },
};
