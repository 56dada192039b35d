import type { Traducciones } from '../es';

export const mapas: Traducciones['mapas'] = {
  busqueda: '搜索课程',
  estado: '状态',
  estados: {
    todos: '全部',
    activos: '已启用',
    inactivos: '未启用',
  },
  activo: '已启用',
  inactivo: '未启用',
  ultimaRevision: '最近学习：{{fecha}}',
  sinActividad: '最近学习：无活动',
  // Chinese has no plural forms: i18next only asks for "_other"; both keys must exist.
  aprendices_one: '{{count}} 名学员',
  aprendices_other: '{{count}} 名学员',
  completado: '已完成：{{porcentaje}} %',
  completados: '{{aprendices}} 名学员中有 {{completados}} 名已学完本课程',
  abrir: '打开课程 {{nombre}}',
  descargar: '下载 CSV',
  vacio: '没有可显示的课程。',
  error: '无法加载地图',
  ayudaRevision: '“最近学习”是指学员最后一次在该课程中记录学习进度的时间。',
};
