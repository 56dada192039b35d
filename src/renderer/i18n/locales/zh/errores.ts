import type { Traducciones } from '../es';

export const errores: Traducciones['errores'] = {
  '401': {
    titulo: '未经授权的访问',
    descripcion: '您没有查看此页面的权限。',
  },
  '404': {
    titulo: '找不到页面',
    descripcion: '您要查找的页面不存在或已被移动。',
  },
  '500': {
    titulo: '发生了意外错误',
    descripcion: '显示此页面时出现问题，请稍后重试。',
  },
  red: {
    sinConexion: '无法连接到服务器。请检查网络连接后重试。',
    respuestaInvalida: '服务器返回了意外错误（HTTP {{status}}）。',
    cancelada: '请求已取消。',
  },
};
