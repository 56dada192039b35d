import type { Traducciones } from '../es';

export const informesDefiniciones: Traducciones['informesDefiniciones'] = {
  titulo: '已保存的时间范围',
  nombre: '时间范围名称',
  guardar: '保存时间范围',
  guardado: '时间范围已保存',
  cargar: '载入',
  cargarNombre: '载入时间范围 {{nombre}}',
  eliminar: '删除',
  eliminarNombre: '删除时间范围 {{nombre}}',
  eliminado: '时间范围已删除',
  rango: '{{desde}} 至 {{hasta}}',
  vacio: '暂无已保存的时间范围。',
  errorGuardar: '无法保存该时间范围',
  errorEliminar: '无法删除该时间范围',
  errorCargar: '无法载入已保存的时间范围',
};
