import type { Traducciones } from '../es';

export const validacion: Traducciones['validacion'] = {
  requerido: 'Este campo é obrigatório',
  usuarioRequerido: 'Por favor, informe seu nome de usuário.',
  passwordRequerido: 'Por favor, informe sua senha.',
  email: 'Por favor, informe seu e-mail.',
  numerico: 'Somente números são permitidos',
  passwordCorta: 'A senha deve ter pelo menos 8 caracteres',
  passwordsNoCoinciden: 'Erro: as senhas não coincidem',
  nuevoPasswordNoCoincide: 'A nova senha não coincide',
  perfilPasswordsNoCoinciden: 'Os campos de nova senha não coincidem',
  passwordIgualActual: 'A nova senha deve ser diferente da atual',
  todosObligatorios: 'Todos os campos são obrigatórios',
  seleccionarCurso: 'Você precisa selecionar um curso',
  rolNombreMax: 'O nome deve ter menos de 20 caracteres',
  aceptarPoliticas: 'Você precisa aceitar a política de privacidade e os termos',
  caracteresControl: 'Caracteres de controle não são permitidos.',
};
