/**
 * Front door of the multimedias feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export {
  useBorrarMultimediaMutation,
  useCalificarMultimediaMutation,
  useFiltrarMultimediasQuery,
  useMarcarVistoMutation,
  useObtenerMultimediaQuery,
  type ConsultaMultimedias,
} from './api';
export { FiltroPanel } from './components/FiltroPanel';
export { MultimediaFormDialog } from './components/MultimediaFormDialog';
export { TablaMultimedias } from './components/TablaMultimedias';
export {
  FILTRO_INICIAL,
  SIN_CURSO,
  alcanceDe,
  consultaDeFiltro,
  paginasDe,
  rangoDePagina,
  type FiltroMultimedias,
} from './filtro';
export { enlaceSeguro, tipoVisor, urlDescarga } from './visor';
