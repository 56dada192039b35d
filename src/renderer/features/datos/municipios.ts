import type { MunicipioDatos } from '@shared/api';

/** What the municipality/institution pair holds in a form: the two names ('' = none). */
export interface Ubicacion {
  municipio: string;
  institucion: string;
}

export const UBICACION_VACIA: Ubicacion = { municipio: '', institucion: '' };

/** Spec 5: the institutions offered are those of the chosen municipality. */
export function institucionesDe(
  municipios: readonly MunicipioDatos[] | undefined,
  municipio: string,
): string[] {
  const elegido = municipios?.find((m) => m.nombre === municipio);
  return elegido ? elegido.instituciones.map((i) => i.nombrePunto) : [];
}

/** Spec 5: changing the municipality clears the institution (it belonged to the old one). */
export function cambiarMunicipio(actual: Ubicacion, municipio: string): Ubicacion {
  if (municipio === actual.municipio) return actual;
  return { municipio, institucion: '' };
}

/** The shape the API stores (customData.municipio / customData.institucion). */
export function ubicacionACustomData(ubicacion: Ubicacion): {
  municipio: { nombre: string };
  institucion: { nombrePunto: string };
} {
  return {
    municipio: { nombre: ubicacion.municipio },
    institucion: { nombrePunto: ubicacion.institucion },
  };
}
