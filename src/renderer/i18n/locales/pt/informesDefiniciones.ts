import type { Traducciones } from '../es';

export const informesDefiniciones: Traducciones['informesDefiniciones'] = {
  titulo: 'Períodos salvos',
  nombre: 'Nome do período',
  guardar: 'Salvar período',
  guardado: 'Período salvo',
  cargar: 'Carregar',
  cargarNombre: 'Carregar o período {{nombre}}',
  eliminar: 'Excluir',
  eliminarNombre: 'Excluir o período {{nombre}}',
  eliminado: 'Período excluído',
  rango: '{{desde}} a {{hasta}}',
  vacio: 'Ainda não há períodos salvos.',
  errorGuardar: 'Não foi possível salvar o período',
  errorEliminar: 'Não foi possível excluir o período',
  errorCargar: 'Não foi possível carregar os períodos salvos',
};
