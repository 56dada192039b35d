import { statSync } from 'node:fs';
import { statfs } from 'node:fs/promises';

export const MB = 1024 * 1024;
const VENTANA_VELOCIDAD_MS = 3000;

/** Recent (time, bytes) points of one transfer: the speed is measured over the last seconds. */
export class Progreso {
  bytes: number;
  private readonly muestras: { t: number; b: number }[] = [];

  constructor(bytes: number) {
    this.bytes = bytes;
  }

  avanzar(bytes: number, t: number): void {
    this.bytes = bytes;
    this.muestras.push({ t, b: bytes });
    while (this.muestras.length > 2 && t - (this.muestras[0]?.t ?? t) > VENTANA_VELOCIDAD_MS) {
      this.muestras.shift();
    }
  }

  /** Bytes per second over the window; 0 until two points exist. */
  velocidad(): number {
    const primera = this.muestras[0];
    const ultima = this.muestras.at(-1);
    if (!primera || !ultima || ultima.t <= primera.t) return 0;
    return Math.round(((ultima.b - primera.b) * 1000) / (ultima.t - primera.t));
  }
}

export async function espacioLibrePorDefecto(dir: string): Promise<number> {
  const info = await statfs(dir);
  return info.bavail * info.bsize;
}

/**
 * The Spanish refusal when downloading `necesarios` more bytes would leave less than the
 * safety margin free, or null when there is room.
 */
export function faltaEspacio(libre: number, necesarios: number, margen: number): string | null {
  if (libre - necesarios >= margen) return null;
  return (
    `No hay espacio suficiente en el disco: se necesitan ${Math.ceil(necesarios / MB)} MB ` +
    `libres además del margen de seguridad (${Math.round(margen / MB)} MB).`
  );
}

export function tamanoSync(ruta: string): number | null {
  try {
    const info = statSync(ruta);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}
