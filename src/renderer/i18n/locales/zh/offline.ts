import type { Traducciones } from '../es';

export const offline: Traducciones['offline'] = {
  necesitaServidor: '离线：此页面需要连接服务器。',
  sinConexion: '离线',
  sinConexionDetalle: '当前显示的是保存在这台电脑上的数据。',
  // Chinese has no plural forms: i18next only asks for "_other"; both keys must exist.
  pendientes_one: '{{count}} 项更改待同步',
  pendientes_other: '{{count}} 项更改待同步',
  sincronizando: '正在同步…',
  ultimaSincronizacion: '上次同步：{{fecha}}',
  sincronizar: '立即同步',
  rechazados: {
    boton_one: '{{count}} 项更改被拒绝',
    boton_other: '{{count}} 项更改被拒绝',
    titulo: '被服务器拒绝的更改',
    explicacion: '服务器未接受这些在离线时所做的更改。它们保留在这里，以便您了解哪些内容没有保存。',
    cerrar: '关闭',
    tipos: {
      progreso: '课时进度',
      calificacion: '课时评分',
      respuestaForo: '讨论区回复',
    },
  },
};
