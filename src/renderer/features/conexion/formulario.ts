import type { Conexion } from '@shared/bridge';

/**
 * The settings screen's rules, apart from React so they are tested as plain functions:
 * which address is acceptable, and when 'Guardar' may be pressed.
 */

export type Modo = Conexion['modo'];

/** The outcome of 'Probar conexión' for one address. */
export interface PruebaHecha {
  url: string;
  ok: boolean;
  mensaje: string;
}

export interface ValoresConexion {
  modo: Modo;
  url: string;
}

/** The address as main stores it (no query, fragment or trailing slash), or null if unusable. */
export function normalizarUrl(texto: string): string | null {
  let url: URL;
  try {
    url = new URL(texto.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** i18n key of what is wrong with the address, or null when it can be tested. */
export function errorUrl(
  texto: string,
): 'conexion.form.urlVacia' | 'conexion.form.urlInvalida' | null {
  if (texto.trim() === '') return 'conexion.form.urlVacia';
  return normalizarUrl(texto) === null ? 'conexion.form.urlInvalida' : null;
}

/**
 * A centre is saved only right after a successful test of that very address (main checks
 * again anyway): editing the field after a test asks for a new one.
 */
export function puedeGuardar(valores: ValoresConexion, prueba: PruebaHecha | null): boolean {
  if (valores.modo === 'local') return true;
  const url = normalizarUrl(valores.url);
  return url !== null && prueba !== null && prueba.ok && prueba.url === url;
}

/** The test result still applies to what the field shows (else it is hidden). */
export function pruebaVigente(
  valores: ValoresConexion,
  prueba: PruebaHecha | null,
): PruebaHecha | null {
  if (valores.modo !== 'centro' || prueba === null) return null;
  return prueba.url === normalizarUrl(valores.url) ? prueba : null;
}

/** The form's starting values from what main reports; the field stays empty in local mode. */
export function valoresIniciales(
  conexion: Pick<Conexion, 'modo' | 'urlCentro'> | null,
): ValoresConexion {
  if (conexion?.modo === 'centro' && conexion.urlCentro) {
    return { modo: 'centro', url: conexion.urlCentro };
  }
  return { modo: 'local', url: '' };
}

/** What the frame's badge says: i18n keys for the mode and the online state. */
export function etiquetasIndicador(estado: { modo: Modo | null; enLinea: boolean }) {
  if (estado.modo === null) return null;
  return {
    modo: estado.modo === 'local' ? 'conexion.indicador.local' : 'conexion.indicador.centro',
    estado: estado.enLinea ? 'conexion.indicador.enLinea' : 'conexion.indicador.sinConexion',
  } as const;
}
