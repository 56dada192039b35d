import type { Traducciones } from '../es';

export const auth: Traducciones['auth'] = {
  login: {
    titulo: 'CONTENIDO FORMATIVO',
    usuario: 'Usuário ou e-mail',
    password: 'Senha',
    recordarme: 'Lembrar de mim',
    ingresar: 'Entrar',
    restablecer: 'Redefinir minha senha',
    registrarme: 'Cadastre-se',
    error: 'Não foi possível entrar',
  },
  validacion: {
    usuarioRequerido: 'Por favor, informe seu nome de usuário.',
    passwordRequerido: 'Por favor, informe sua senha.',
  },
  emailNoVerificado: {
    titulo: 'Falta pouco!',
  },
  restablecer: {
    titulo: 'Redefinir minha senha',
    accion: 'Redefinir',
    email: 'E-mail',
    identificacion: 'Número de identificação',
    password: 'Nova senha',
    confirmPassword: 'Confirmar nova senha',
    codigo: 'Código de redefinição',
    enviarCodigo: 'Enviar código',
    continuar: 'Continuar',
    tengoCodigo: 'Já tenho um código',
    volver: 'Voltar',
    avisoCorreo:
      'Digite seu e-mail e seu número de identificação: enviaremos um código de 6 dígitos que expira em 15 minutos.',
    avisoTutor:
      'Esta plataforma não envia e-mails: peça ao tutor do seu centro um código de redefinição e digite-o na próxima etapa.',
    codigoEnviado:
      'Se os dados corresponderem a uma conta, enviamos um código para o seu e-mail. Se ele não chegar, peça-o ao tutor do seu centro.',
    codigoTutor: 'Digite o código que o tutor do seu centro entregou a você.',
    exito: 'Senha redefinida. Você já pode entrar.',
    error: 'Não foi possível redefinir a senha',
    errorSolicitud: 'Não foi possível solicitar o código',
  },
  cambiarPassword: {
    titulo: 'Alterar senha',
    accion: 'Alterar senha',
    actual: 'Senha atual',
    nueva: 'Nova senha',
    repetir: 'Repetir nova senha',
    exito: 'Senha atualizada',
    error: 'Não foi possível atualizar a senha',
  },
  cambioObligatorio: {
    titulo: 'Altere sua senha',
    explicacion:
      'O administrador atribuiu a você uma senha temporária. Para continuar, digite-a e escolha uma senha própria.',
    reglas: 'A nova senha deve ter pelo menos {{minimo}} caracteres e ser diferente da temporária.',
  },
  sesion: {
    terminada: 'Sua sessão terminou',
  },
  logout: {
    exito: 'Você saiu com sucesso',
  },
};
