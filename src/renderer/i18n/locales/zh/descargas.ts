import type { Traducciones } from '../es';

export const descargas: Traducciones['descargas'] = {
  descargar: '下载',
  descargarCurso: '下载课程',
  // Chinese has no plural forms: i18next only asks for "_other"; both keys must exist.
  descargarCursoHecho_one: '已开始下载 {{count}} 个课时。',
  descargarCursoHecho_other: '已开始下载 {{count}} 个课时。',
  cursoDescargado: '本课程的所有课时均已下载。',
  descargada: '已下载 · {{tamano}}',
  progreso: '{{porcentaje}} % · {{velocidad}}',
  progresoSinTotal: '{{descargado}} · {{velocidad}}',
  pausada: '已暂停 · {{porcentaje}} %',
  quitar: '移除',
  cancelar: '取消',
  reintentar: '重试',
  reanudar: '继续',
  barra: '{{nombre}} 的下载进度',
  errores: {
    iniciar: '无法开始下载',
    quitar: '无法移除该下载',
    fallo: '下载失败',
  },
  lista: {
    abrir: '下载',
    titulo: '已下载到这台电脑的课时',
    vacia: '没有已下载的课时。',
    total: '已用空间：{{tamano}}',
    cerrar: '关闭',
    leccion: '课时',
    estado: '状态',
    tamano: '大小',
    acciones: '操作',
  },
};
