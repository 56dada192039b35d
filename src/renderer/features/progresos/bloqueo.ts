import type { Multimedia } from '@shared/api';

/** The two texts of a locked lesson (card, toast), as i18n keys and values. */
export interface MensajeBloqueo {
  titulo: { clave: 'reproductor.bloqueo.titulo' };
  detalle: {
    clave: 'reproductor.bloqueo.detalle';
    valores: { nombre: string; porcentaje: number };
  };
}

export function mensajeBloqueo(bloqueo: Multimedia['bloqueo']): MensajeBloqueo | null {
  if (!bloqueo) return null;
  const porcentaje = Math.floor(Math.max(0, Math.min(100, bloqueo.anterior.porcentaje)));
  return {
    titulo: { clave: 'reproductor.bloqueo.titulo' },
    detalle: {
      clave: 'reproductor.bloqueo.detalle',
      valores: { nombre: bloqueo.anterior.nombre, porcentaje },
    },
  };
}
