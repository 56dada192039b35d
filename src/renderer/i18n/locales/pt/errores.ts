import type { Traducciones } from '../es';

export const errores: Traducciones['errores'] = {
  '401': {
    titulo: 'Acesso não autorizado',
    descripcion: 'Você não tem permissão para ver esta página.',
  },
  '404': {
    titulo: 'Página não encontrada',
    descripcion: 'A página que você procura não existe ou foi movida.',
  },
  '500': {
    titulo: 'Ocorreu um erro inesperado',
    descripcion: 'Algo deu errado ao exibir esta tela. Tente novamente mais tarde.',
  },
  red: {
    sinConexion: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    respuestaInvalida: 'O servidor respondeu com um erro inesperado (HTTP {{status}}).',
    cancelada: 'A solicitação foi cancelada.',
  },
};
