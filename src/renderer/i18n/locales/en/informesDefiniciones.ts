import type { Traducciones } from '../es';

export const informesDefiniciones: Traducciones['informesDefiniciones'] = {
  titulo: 'Saved ranges',
  nombre: 'Range name',
  guardar: 'Save range',
  guardado: 'Range saved',
  cargar: 'Load',
  cargarNombre: 'Load the range {{nombre}}',
  eliminar: 'Delete',
  eliminarNombre: 'Delete the range {{nombre}}',
  eliminado: 'Range deleted',
  rango: '{{desde}} to {{hasta}}',
  vacio: 'No saved ranges yet.',
  errorGuardar: 'The range could not be saved',
  errorEliminar: 'The range could not be deleted',
  errorCargar: 'The saved ranges could not be loaded',
};
