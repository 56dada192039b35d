import type { TFunction } from 'i18next';
import {
  TIPOS_IDENTIFICACION,
  TIPOS_REGISTRO,
  type TipoIdentificacion,
  type TipoRegistro,
} from '@shared/domain/usuarios';

/**
 * The one label of a document type or registration type, wherever it shows (forms, the
 * users table, details). The stored value is the data list's code ('Cedula ciudadanía');
 * users read the locale's label ('Cédula de ciudadanía'). Issue 16: the table printed the
 * code while the forms printed the label. A value outside the list (old imports) shows as
 * stored rather than disappearing.
 */
export function etiquetaTipoIdentificacion(t: TFunction, tipo: string | null | undefined): string {
  if (!tipo) return '';
  return (TIPOS_IDENTIFICACION as readonly string[]).includes(tipo)
    ? t(`datos.tiposIdentificacion.${tipo as TipoIdentificacion}`)
    : tipo;
}

export function etiquetaTipoRegistro(t: TFunction, tipo: string | null | undefined): string {
  if (!tipo) return '';
  return (TIPOS_REGISTRO as readonly string[]).includes(tipo)
    ? t(`datos.tiposRegistro.${tipo as TipoRegistro}`)
    : tipo;
}
