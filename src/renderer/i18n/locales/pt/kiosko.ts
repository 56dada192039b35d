import type { Traducciones } from '../es';

export const kiosko: Traducciones['kiosko'] = {
  cambiarUsuario: 'Trocar de usuário',
  cuentaRegresiva: {
    titulo: 'Você ainda está aí?',
    mensaje: 'Sua sessão será encerrada em {{segundos}} s',
    explicacion:
      'Neste computador compartilhado, a sessão é encerrada após um tempo sem atividade, para que a próxima pessoa não veja os seus dados.',
    seguir: 'Continuar aqui',
  },
  cerrando: 'Encerrando a sessão…',
};
