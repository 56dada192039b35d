import type { Traducciones } from '../es';

export const roles: Traducciones['roles'] = {
  nombre: '名称',
  lista: '角色',
  // Chinese has no plural forms: i18next only asks for "_other"; both keys must exist.
  usuariosDelRol_one: '{{count}} 个用户',
  usuariosDelRol_other: '{{count}} 个用户',
  omitirOrden: '可以不按顺序打开课时',
  sinSeleccion: '没有角色。',
  alcance: {
    titulo: '范围',
    ayuda:
      '选择“仅我的课程”时，拥有此角色的人只能看到其被分配课程中学员的用户信息、进度、成绩、证书和导出数据。',
    todos: '所有用户',
    misCursos: '仅我的课程',
  },
  nuevo: {
    boton: '新建角色',
    titulo: '新建角色',
    exito: '角色已创建',
  },
  editar: {
    titulo: '编辑角色',
    de: '编辑角色 {{nombre}}',
  },
  eliminar: {
    titulo: '删除角色',
    de: '删除角色 {{nombre}}',
    pregunta: '警告：此操作无法撤销。是否继续？',
    exito: '角色已删除',
  },
  errores: {
    crear: '角色未创建',
    guardar: '角色未保存',
    eliminar: '角色未删除',
  },
  permisos: {
    titulo: '角色权限列表：{{nombre}}',
    tabla: '角色权限',
    vista: '页面',
    casilla: '{{operacion}}{{vista}}',
  },
  operaciones: {
    consultar: '查看',
    crear: '创建',
    editar: '编辑',
    desactivar: '停用',
    eliminar: '删除',
  },
  vistas: {
    cursos: '课程',
    multimedias: '多媒体',
    usuarios: '用户',
    roles: '角色',
    comentarios: '评论',
    evaluaciones: '测评',
    calificaciones: '成绩',
    informes: '报告与监测',
    wiki: '帮助维基',
  },
};
