import type { Traducciones } from '../es';

export const kiosko: Traducciones['kiosko'] = {
  cambiarUsuario: '切换用户',
  cuentaRegresiva: {
    titulo: '您还在吗？',
    mensaje: '您的会话将在 {{segundos}} 秒后关闭',
    explicacion: '在这台共用电脑上，一段时间无操作后会话会自动关闭，以免下一位使用者看到您的数据。',
    seguir: '继续使用',
  },
  cerrando: '正在退出登录…',
};
