import type { EstadoOffline } from '@shared/bridge';
import { formatearFecha } from '@shared/dates';

/** What the frame shows of the connection and the outbox (issue 7, visible sync state). */
export interface VistaSincronizacion {
  /** Nothing at all on the web, nor on desktop before anything is known. */
  visible: boolean;
  sinConexion: boolean;
  pendientes: number;
  sincronizando: boolean;
  /** 'DD/MM/YY HH:mm:ss' (the shared date helper), or null before the first sync. */
  ultima: string | null;
  rechazados: {
    id: string;
    tipo: EstadoOffline['rechazados'][number]['tipo'];
    motivo: string;
    fecha: string;
  }[];
}

export function vistaSincronizacion(
  escritorio: boolean,
  sinConexion: boolean,
  estado: EstadoOffline | null,
): VistaSincronizacion {
  const ultima = formatearFecha(estado?.ultimaSincronizacion ?? null);
  return {
    visible: escritorio && (sinConexion || estado !== null),
    sinConexion,
    pendientes: estado?.pendientes ?? 0,
    sincronizando: estado?.sincronizando ?? false,
    ultima: ultima === '' ? null : ultima,
    rechazados: (estado?.rechazados ?? []).map((r) => ({
      id: r.id,
      tipo: r.tipo,
      motivo: r.motivo,
      fecha: formatearFecha(r.creadoEn),
    })),
  };
}
