import type { Traducciones } from '../es';

export const offline: Traducciones['offline'] = {
  necesitaServidor: 'Sem conexão: esta tela precisa do servidor.',
  sinConexion: 'Sem conexão',
  sinConexionDetalle: 'Mostrando os dados salvos neste computador.',
  pendientes_one: '{{count}} alteração pendente',
  pendientes_other: '{{count}} alterações pendentes',
  sincronizando: 'Sincronizando…',
  ultimaSincronizacion: 'Última sincronização: {{fecha}}',
  sincronizar: 'Sincronizar agora',
  rechazados: {
    boton_one: '{{count}} alteração rejeitada',
    boton_other: '{{count}} alterações rejeitadas',
    titulo: 'Alterações rejeitadas pelo servidor',
    explicacion:
      'O servidor não aceitou estas alterações feitas sem conexão. Elas ficam aqui para que você saiba o que não foi salvo.',
    cerrar: 'Fechar',
    tipos: {
      progreso: 'Progresso de uma lição',
      calificacion: 'Opinião sobre uma lição',
      respuestaForo: 'Resposta no fórum',
    },
  },
};
