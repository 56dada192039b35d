import type { Traducciones } from '../es';

export const conexion: Traducciones['conexion'] = {
  titulo: 'Conexão',
  enlaceLogin: 'Configurar a conexão',
  volver: 'Voltar',
  web: {
    explicacion:
      'No navegador, o aplicativo sempre usa o servidor a partir do qual a página foi aberta: {{origen}}. Para mudá-lo, abra o endereço de outro servidor.',
  },
  form: {
    modo: 'Onde está a plataforma?',
    local: 'Neste computador (local)',
    localDetalle: 'Os dados ficam salvos neste computador. Não precisa de rede.',
    centro: 'Servidor do centro',
    centroDetalle: 'Todos os computadores do centro compartilham usuários, cursos e progresso.',
    url: 'Endereço do servidor',
    urlAyuda: 'Por exemplo: http://192.168.1.10:8080',
    urlVacia: 'Digite o endereço do servidor.',
    urlInvalida: 'O endereço deve começar com http:// ou https://.',
    probar: 'Testar conexão',
    probando: 'Testando…',
    guardar: 'Salvar',
    guardando: 'Salvando…',
    pruebaNecesaria: 'Teste a conexão antes de salvar.',
    guardado: 'Conexão salva. O aplicativo será recarregado com o novo servidor.',
    sinCambios: 'Conexão salva.',
  },
  indicador: {
    etiqueta: 'Conexão: {{modo}}, {{estado}}',
    local: 'Local',
    centro: 'Centro',
    enLinea: 'On-line',
    sinConexion: 'Sem conexão',
  },
};
