import type { Traducciones } from '../es';

/** The bell and the notifications panel (issue 15). */
export const notificaciones: Traducciones['notificaciones'] = {
  // Chinese has no plural forms: i18next only asks for "_other"; both keys must exist.
  campanaConNoLeidas_one: '通知（{{count}} 条未读）',
  campanaConNoLeidas_other: '通知（{{count}} 条未读）',
  noLeidas_one: '{{count}} 条未读',
  noLeidas_other: '{{count}} 条未读',
  noLeida: '未读',
  marcarTodas: '全部标为已读',
  verMas: '查看更多',
  errorCargar: '无法加载通知',
  reintentar: '重试',
  tipos: {
    cursoAsignado: '您已被分配课程“{{curso}}”。',
    cursoDesbloqueado: '课程“{{curso}}”已解锁：现在可以开始学习了。',
    nuevaLeccion: '课程“{{curso}}”中有新课时“{{leccion}}”。',
    respuestaTema: '{{autor}} 回复了主题“{{tema}}”。',
    aprobado: '您以 {{puntaje}} 分通过了“{{evaluacion}}”。',
    noAprobado: '您在“{{evaluacion}}”中的本次作答得分为 {{puntaje}} 分：尚未通过。',
    certificadoEmitido: '您的课程“{{curso}}”证书已准备好。',
    solicitudDesbloqueo: '{{solicitante}} 申请访问课程“{{curso}}”。',
    importacion: {
      completado: '用户导入已完成：新增 {{creados}} 个，更新 {{actualizados}} 个。',
      cancelado: '用户导入已取消；未保存任何用户。',
      fallido: '用户导入失败；未保存任何用户。',
    },
  },
};
