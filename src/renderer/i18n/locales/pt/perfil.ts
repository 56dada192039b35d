import type { Traducciones } from '../es';

export const perfil: Traducciones['perfil'] = {
  cambiarPassword: 'Alterar senha',
  campos: {
    email: 'E-mail',
    nombre: 'Nome',
    apellidos: 'Sobrenome',
    telefono: 'Celular',
    current: 'Senha atual',
    password: 'Nova senha',
    confirmPassword: 'Confirmar nova senha',
  },
  errores: {
    actualInvalida: 'Senha atual inválida',
    guardar: 'Os dados não foram salvos',
  },
  foto: {
    alt: 'Foto de perfil',
    elegir: 'Enviar foto',
    ayuda: 'JPEG ou PNG, no máximo 1 MB.',
    subiendo: 'Enviando… {{porcentaje}}%',
    exito: 'Foto atualizada',
    error: 'Erro ao enviar o arquivo',
    errores: {
      tipo: 'A foto deve ser uma imagem JPEG ou PNG.',
      tamano: 'A foto não pode ter mais de 1 MB.',
    },
  },
  profile: {
    actualizar: 'Atualizar dados',
    cambiarPassword: 'Alterar senha',
  },
};
