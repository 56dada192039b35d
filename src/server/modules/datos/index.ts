/** Front door of the reference data module (municipalities and their institutions). */
export { datosHandlers } from './handlers';
export { listarMunicipios, municipioEInstitucionValidos } from './municipios';
