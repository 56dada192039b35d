import type { Traducciones } from '../es';

export const registro: Traducciones['registro'] = {
  titulo: 'SIGN UP',
  registrarme: 'Sign me up',
  campos: {
    nombre: 'First name',
    apellidos: 'Last name',
    email: 'Email',
    tipoIdentificacion: 'ID type',
    identificacion: 'Identification number',
    telefono: 'Phone',
    tipoRegistro: 'Registration type',
    password: 'Password',
    confirmPassword: 'Confirm password',
  },
  curso: {
    campo: 'Course',
    elegir: 'Choose course',
    dialogo: 'Choose a course',
    ninguno: 'No course selected',
    anteriores: 'Previous courses',
    siguientes: 'Next courses',
  },
  aceptaPoliticas: {
    texto: 'I accept the',
    enlace: 'privacy policy',
  },
  aceptaTerminos: {
    texto: 'I accept the',
    enlace: 'terms and conditions',
  },
  errores: {
    soporte: 'Contact technical support',
    estado: 'Error {{status}}',
    duplicado: 'An account with these details already exists: {{mensaje}}',
  },
  verificar: {
    verificando: 'Verifying your email…',
    exito: 'Your email {{email}} is verified. You can sign in now.',
  },
  terminos: {
    uso: 'This platform offers free digital-skills courses of the municipal programme. By signing up you agree to use it for learning only.',
    cuenta:
      'Your account is personal. Keep your password secret and tell your centre administrator if you suspect someone else uses it.',
    contenido:
      'Courses, lessons and materials belong to their authors and the programme; you may use them for your learning, not redistribute them.',
    conducta:
      'Treat others with respect in forums and comments. The administrator may remove inappropriate content or deactivate accounts that break these rules.',
    privacidadTitulo: 'Privacy policy',
    datos:
      'We keep the details you give when signing up (name, email, identification, phone, municipality and institution) and your progress in the courses.',
    finalidad:
      'We use them to give you access to the courses, issue your certificates and compile programme statistics. We do not sell them or hand them to third parties.',
    derechos:
      'You can see and correct your details in your profile, and ask your centre administrator to delete your account.',
  },
};
