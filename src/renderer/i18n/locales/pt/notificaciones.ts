import type { Traducciones } from '../es';

/** The bell and the notifications panel (issue 15). */
export const notificaciones: Traducciones['notificaciones'] = {
  campanaConNoLeidas_one: 'Notificações ({{count}} não lida)',
  campanaConNoLeidas_other: 'Notificações ({{count}} não lidas)',
  noLeidas_one: '{{count}} não lida',
  noLeidas_other: '{{count}} não lidas',
  noLeida: 'não lida',
  marcarTodas: 'Marcar todas como lidas',
  verMas: 'Ver mais',
  errorCargar: 'Não foi possível carregar as notificações',
  reintentar: 'Tentar novamente',
  tipos: {
    cursoAsignado: 'O curso “{{curso}}” foi atribuído a você.',
    cursoDesbloqueado: 'O curso “{{curso}}” foi desbloqueado: você já pode começá-lo.',
    nuevaLeccion: 'Nova lição “{{leccion}}” no curso “{{curso}}”.',
    respuestaTema: '{{autor}} respondeu no tópico “{{tema}}”.',
    aprobado: 'Você foi aprovado em “{{evaluacion}}” com {{puntaje}} pontos.',
    noAprobado:
      'Sua tentativa em “{{evaluacion}}” obteve {{puntaje}} pontos: você ainda não foi aprovado.',
    certificadoEmitido: 'Seu certificado do curso “{{curso}}” está pronto.',
    solicitudDesbloqueo: '{{solicitante}} pediu acesso ao curso “{{curso}}”.',
    importacion: {
      completado:
        'A importação de usuários terminou: {{creados}} novos, {{actualizados}} atualizados.',
      cancelado: 'A importação de usuários foi cancelada; nenhum usuário foi salvo.',
      fallido: 'A importação de usuários falhou; nenhum usuário foi salvo.',
    },
  },
};
