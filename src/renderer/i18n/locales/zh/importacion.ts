import type { Traducciones } from '../es';

/** Users import (issue 8): the wizard, the history and the printable credentials. */
export const importacion: Traducciones['importacion'] = {
  titulo: '导入用户',
  elegir: {
    explicacion:
      '请选择一个 CSV 文件，每行一个用户。系统会先进行完整的模拟导入：在您确认之前不会保存任何内容。',
    reemplazarCursos: '替换已分配的课程',
    avisoReemplazar: '注意：文件中已存在的用户，其已分配的课程将被替换为文件中的课程。',
    boton: '选择文件',
    plantilla: '下载模板',
    subiendo: '正在上传并校验… {{porcentaje}} %',
    errorLectura: '无法读取该文件。',
  },
  conteos: {
    nuevo: '新增',
    actualizado: '已更新',
    sinCambios: '无变化',
    error: '错误',
  },
  estadosFila: {
    nuevo: '新增',
    actualizado: '已更新',
    sinCambios: '无变化',
    error: '错误',
  },
  estadosLote: {
    validado: '已校验',
    en_curso: '进行中',
    completado: '已完成',
    cancelado: '已取消',
    fallido: '失败',
    deshecho: '已撤销',
  },
  vista: {
    // Chinese has no plural forms: i18next only asks for "_other"; both keys must exist.
    archivo_one: '文件：{{archivo}}（{{count}} 行）',
    archivo_other: '文件：{{archivo}}（{{count}} 行）',
    conteos: '模拟导入结果',
    reemplazando: '文件中已存在的用户，其已分配的课程将被替换。',
    desconocidas: '以下列无法识别，将被忽略：{{columnas}}',
    // The column and its value are named as they are written in the CSV file.
    tipoRegistroPredeterminado:
      '未填写“Tipo de registro”（注册类型）的新用户：{{n}} 个。他们将以“Estudiante”（学生）身份创建。',
    informeErrores: '下载错误报告',
    modo: '您要导入什么？',
    importar: '导入',
    validarDeNuevo: '重新校验',
    otroArchivo: '选择其他文件',
  },
  modos: {
    soloNuevos: '仅创建新用户',
    nuevosYActualizar: '创建新用户并更新已有用户',
  },
  filas: {
    titulo: '文件中的行',
    filtro: '显示',
    todos: '所有行',
    fila: '行',
    email: '电子邮箱',
    nombre: '姓名',
    estado: '状态',
    detalle: '原因或更改',
    cambios: '更改：{{campos}}',
    vacio: '没有可显示的行。',
  },
  progreso: {
    iniciando: '正在启动…',
    hash: '正在准备密码…',
    escritura: '正在保存用户…',
    cuenta: '{{procesadas}} / {{aplicar}}',
    cancelar: '取消导入',
    cerrar: '您可以关闭此窗口：导入会继续进行，结果将保存在历史记录中。',
  },
  resultado: {
    completado: '导入完成：新建 {{creados}} 个，更新 {{actualizados}} 个',
    cancelado: '导入已取消：未保存任何更改。',
    fallido: '导入失败：{{error}}',
    deshecho_one: '导入已撤销：已删除 {{count}} 个用户。',
    deshecho_other: '导入已撤销：已删除 {{count}} 个用户。',
    credenciales_one:
      '{{count}} 个用户获得了系统生成的初始密码。请以安全的方式交给他们：首次登录时必须修改密码。',
    credenciales_other:
      '{{count}} 个用户获得了系统生成的初始密码。请以安全的方式交给他们：首次登录时必须修改密码。',
  },
  credenciales: {
    descargar: '下载登录凭据',
    imprimir: '打印登录凭据',
    titulo: '初始登录凭据',
    botonImprimir: '打印',
    volver: '返回用户列表',
    aviso: '已生成初始密码。每位用户首次登录时都必须修改自己的密码。',
    email: '电子邮箱',
    nombre: '姓名',
    password: '密码',
    vacio: '没有待发放的登录凭据：所有用户都已修改了密码。',
  },
  historial: {
    titulo: '导入历史',
    fecha: '日期',
    por: '导入人',
    archivo: '文件',
    estado: '状态',
    conteos: '结果',
    acciones: '操作',
    vacio: '暂无导入记录。',
    aplicado: '新建 {{creados}} 个，更新 {{actualizados}} 个',
    deshechos_one: '已撤销 {{count}} 个',
    deshechos_other: '已撤销 {{count}} 个',
    simulado:
      '新增 {{nuevo}} 个，更新 {{actualizado}} 个，无变化 {{sinCambios}} 个，错误 {{error}} 个',
  },
  deshacer: {
    boton: '撤销',
    titulo: '撤销导入',
    explicacion:
      '只会删除由本次导入创建且从未登录过的用户；已登录过的用户会被保留。已更新的用户不会被还原。',
    resultado: '导入已撤销',
    eliminados_one: '已删除 {{count}} 个用户。',
    eliminados_other: '已删除 {{count}} 个用户。',
    conservados_one: '已保留 {{count}} 个用户：',
    conservados_other: '已保留 {{count}} 个用户：',
    error: '未能撤销导入',
  },
  descarga: {
    error: '无法下载该文件',
  },
};
