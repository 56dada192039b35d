import type { Traducciones } from '../es';

export const comun: Traducciones['comun'] = {
  app: {
    nombre: 'CONTENIDO FORMATIVO',
    titulo: 'Contenido Formativo',
  },
  cargando: '加载中…',
  cerrarSesion: '退出登录',
  volverAlInicio: '返回首页',
  volver: '返回',
  cerrar: '关闭',
  entendido: '知道了',
  cancelar: '取消',
  guardar: '保存',
  continuar: '继续',
  si: '是',
  no: '否',
  guardadoConExito: '保存成功',
  contador: '{{n}}/{{max}}',
  archivo: {
    ninguno: '未选择文件',
  },
  subida: {
    progreso: '正在上传… {{porcentaje}}%',
  },
  etiquetas: {
    ayuda: '输入后按 Enter 键添加。',
    quitar: '移除 {{etiqueta}}',
  },
  paginacion: {
    porPagina: '每页行数',
    total: '共 {{total}} 条',
    anterior: '上一页',
    siguiente: '下一页',
    pagina: '第 {{pagina}} 页，共 {{paginas}} 页',
  },
};
