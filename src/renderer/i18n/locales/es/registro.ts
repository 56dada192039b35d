export const registro = {
  titulo: 'REGISTRO',
  registrarme: 'Registrarme',
  campos: {
    nombre: 'Nombre',
    apellidos: 'Apellidos',
    email: 'Email',
    tipoIdentificacion: 'Tipo de identificación',
    identificacion: 'Número de identificación',
    telefono: 'Teléfono',
    tipoRegistro: 'Tipo de registro',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
  },
  curso: {
    campo: 'Curso',
    elegir: 'Seleccionar curso',
    dialogo: 'Selecciona un curso',
    ninguno: 'Ningún curso seleccionado',
    anteriores: 'Cursos anteriores',
    siguientes: 'Cursos siguientes',
  },
  aceptaPoliticas: {
    texto: 'Acepto la',
    enlace: 'política de privacidad',
  },
  aceptaTerminos: {
    texto: 'Acepto los',
    enlace: 'términos y condiciones',
  },
  errores: {
    soporte: 'Contacte a soporte tecnico',
    estado: 'Error {{status}}',
    duplicado: 'Ya existe una cuenta con esos datos: {{mensaje}}',
  },
  verificar: {
    verificando: 'Verificando tu email…',
    exito: 'Tu email {{email}} quedó verificado. Ya puedes ingresar.',
  },
  terminos: {
    uso: 'Esta plataforma ofrece cursos de formación digital gratuitos del programa municipal. Al registrarte aceptas usarla solo con fines de aprendizaje.',
    cuenta:
      'Tu cuenta es personal. Mantén tu contraseña en secreto y avisa al administrador de tu centro si sospechas que alguien más la usa.',
    contenido:
      'Los cursos, lecciones y materiales pertenecen a sus autores y al programa; puedes usarlos para tu formación, no redistribuirlos.',
    conducta:
      'En los foros y comentarios trata a los demás con respeto. El administrador puede retirar contenidos inapropiados o desactivar cuentas que incumplan estas normas.',
    privacidadTitulo: 'Política de privacidad',
    datos:
      'Guardamos los datos que nos das al registrarte (nombre, email, identificación, teléfono, municipio e institución) y tu avance en los cursos.',
    finalidad:
      'Los usamos para darte acceso a los cursos, emitir tus certificados y elaborar estadísticas del programa. No los vendemos ni los cedemos a terceros.',
    derechos:
      'Puedes consultar y corregir tus datos en tu perfil, y pedir al administrador de tu centro que elimine tu cuenta.',
  },
};
