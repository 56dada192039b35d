/**
 * Front door of the datos feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { useCursosRegistroQuery } from './api';
export { MunicipioInstitucion } from './components/MunicipioInstitucion';
export { ubicacionACustomData } from './municipios';
export { etiquetaTipoIdentificacion, etiquetaTipoRegistro } from './etiquetas';
