import type { Traducciones } from '../es';

export const layout: Traducciones['layout'] = {
  barra: {
    menuLateral: '显示或隐藏侧边菜单',
    migas: '导航路径',
    accesos: '快捷入口',
    pantallaCompleta: '全屏',
    notificaciones: '通知',
    cambiarPassword: '修改我的密码',
  },
  accesos: {
    mapas: '地图',
    informes: '报告',
    cursos: '课程',
    biblioteca: '资料库',
    evaluaciones: '测评',
    usuarios: '用户',
    roles: '角色',
    trabajos: '后台任务',
  },
  resultados: {
    titulo: '结果',
    evaluaciones: '测评',
    calificaciones: '成绩',
    certificado: '我的证书',
    certificadosEmitidos: '已颁发的证书',
  },
  // Each language is named in its own language, as in every locale.
  miPerfil: {
    titulo: '我的资料',
    datos: '更新资料',
    cambiarPassword: '修改密码',
  },
  menu: {
    titulo: '主菜单',
    rol: '角色：{{rol}}',
    misCursos: '我的课程',
    todosLosCursos: '全部课程',
    verTodos: '查看全部 {{total}} 门课程',
    sinCursos: '您还没有被分配课程。',
    configuracion: '设置',
    progresoGeneral: '总体进度：{{porcentaje}}%',
    progresoGeneralEtiqueta: '总体进度',
  },
  notificaciones: {
    titulo: '通知',
    vacio: '您没有通知。',
  },
};
