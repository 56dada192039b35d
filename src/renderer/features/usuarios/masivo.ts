import type { FiltroUsuarios, ResultadoMasivo } from '@shared/api';
import type { TFunction } from 'i18next';

/** The state filter of the users list: everyone, only active or only inactive users. */
export const ESTADOS_FILTRO = ['todos', 'activos', 'inactivos'] as const;
export type EstadoFiltro = (typeof ESTADOS_FILTRO)[number];

/** The filter the list, the export and "all matching" share; empty parts are left out. */
export function filtroUsuarios(buscar: string, rol: string, estado: EstadoFiltro): FiltroUsuarios {
  const filtro: FiltroUsuarios = {};
  if (buscar !== '') filtro.buscar = buscar;
  if (rol !== '') filtro.rol = rol;
  if (estado !== 'todos') filtro.activo = estado === 'activos';
  return filtro;
}

/** What a bulk action answered, as the lines the admin reads. */
export interface TextoResultadoMasivo {
  /** 'Aplicado a N usuarios', 'N sin cambios', 'N rechazados'. */
  resumen: string[];
  /** 'email — motivo' for each listed refusal. */
  rechazados: string[];
  /** 'y N más' when the server listed only part of the refusals. */
  otros: string | null;
}

export function textoResultadoMasivo(r: ResultadoMasivo, t: TFunction): TextoResultadoMasivo {
  const resumen = [t('usuarios.masivo.resultado.aplicados', { count: r.aplicados })];
  if (r.sinCambios > 0)
    resumen.push(t('usuarios.masivo.resultado.sinCambios', { count: r.sinCambios }));
  if (r.totalRechazados > 0) {
    resumen.push(t('usuarios.masivo.resultado.rechazados', { count: r.totalRechazados }));
  }
  const faltan = r.totalRechazados - r.rechazados.length;
  return {
    resumen,
    rechazados: r.rechazados.map((x) => `${x.email} — ${x.motivo}`),
    otros: faltan > 0 ? t('usuarios.masivo.resultado.otros', { count: faltan }) : null,
  };
}
