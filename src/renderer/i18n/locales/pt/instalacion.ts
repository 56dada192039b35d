import type { Traducciones } from '../es';

/** First start of a local installation: the administration account (docs/desktop.md). */
export const instalacion: Traducciones['instalacion'] = {
  titulo: 'Bem-vindo: crie a conta de administração',
  explicacion:
    'Este é o primeiro início desta instalação. A conta que você criar aqui administrará a plataforma neste computador: guarde bem a senha.',
  comprobando: 'Verificando a instalação…',
  campos: {
    email: 'E-mail',
    nombre: 'Nome',
    apellidos: 'Sobrenome',
    password: 'Senha',
    confirmPassword: 'Confirmar senha',
  },
  crear: 'Criar conta e entrar',
  exito: 'Conta de administração criada',
  error: 'Não foi possível criar a conta',
  irAlLogin: 'Ir para o login',
};
