import type { Traducciones } from '../es';

export const informesDefiniciones: Traducciones['informesDefiniciones'] = {
  titulo: 'Périodes enregistrées',
  nombre: 'Nom de la période',
  guardar: 'Enregistrer la période',
  guardado: 'Période enregistrée',
  cargar: 'Charger',
  cargarNombre: 'Charger la période {{nombre}}',
  eliminar: 'Supprimer',
  eliminarNombre: 'Supprimer la période {{nombre}}',
  eliminado: 'Période supprimée',
  rango: 'du {{desde}} au {{hasta}}',
  vacio: 'Aucune période enregistrée pour l’instant.',
  errorGuardar: 'La période n’a pas pu être enregistrée',
  errorEliminar: 'La période n’a pas pu être supprimée',
  errorCargar: 'Les périodes enregistrées n’ont pas pu être chargées',
};
