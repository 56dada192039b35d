import type { MunicipioDatos } from '@shared/api';
import { municipioDatosSchema } from '@shared/api';
import { z } from 'zod';
import archivo from '../../../../resources/data/municipios.json';

/** Spec 5: the municipality list comes from a static data file, with Cartagena added if missing. */
const CARTAGENA: MunicipioDatos = {
  nombre: 'Cartagena',
  departamento: 'Bolívar',
  instituciones: [{ nombrePunto: 'Biblioteca Pública Municipal de Cartagena' }],
};

function cargar(): MunicipioDatos[] {
  // The file ships with the app; a malformed edit must fail at start, not at signup.
  const municipios = z.array(municipioDatosSchema).parse(archivo.municipios);
  const tieneCartagena = municipios.some((m) => /^cartagena\b/i.test(m.nombre));
  return tieneCartagena ? municipios : [...municipios, CARTAGENA];
}

const MUNICIPIOS: readonly MunicipioDatos[] = cargar();

export function listarMunicipios(): readonly MunicipioDatos[] {
  return MUNICIPIOS;
}

/** True when the institution belongs to the municipality in the data file. */
export function municipioEInstitucionValidos(municipio: string, institucion: string): boolean {
  const m = MUNICIPIOS.find((x) => x.nombre === municipio);
  return m !== undefined && m.instituciones.some((i) => i.nombrePunto === institucion);
}
