import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** How many automatic backups the desktop keeps when nothing says otherwise: a week's. */
export const CONSERVAR_POR_DEFECTO = 7;
/** 0 turns automatic backups off; more than a year of daily archives is a mistake. */
export const CONSERVAR_MAXIMO = 365;

/** What `<userData>/respaldos.json` holds. */
export interface AjustesRespaldos {
  /** Automatic backups kept (the newest); 0: none are made. */
  conservar: number;
}

export function conservarValido(valor: unknown): valor is number {
  return Number.isInteger(valor) && (valor as number) >= 0 && (valor as number) <= CONSERVAR_MAXIMO;
}

/**
 * The settings, from a hand-editable JSON file like kiosko.json. Missing, unreadable or
 * out-of-range means the default: a typo must not silently stop the backups.
 */
export function leerAjustesRespaldos(
  ruta: string,
  aviso: (mensaje: string) => void = () => undefined,
): AjustesRespaldos {
  let datos: unknown;
  try {
    datos = JSON.parse(readFileSync(ruta, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      aviso(`${ruta} no se pudo leer: se conservan ${CONSERVAR_POR_DEFECTO} respaldos.`);
    }
    return { conservar: CONSERVAR_POR_DEFECTO };
  }
  const conservar = (datos as { conservar?: unknown } | null)?.conservar;
  if (conservar === undefined) return { conservar: CONSERVAR_POR_DEFECTO };
  if (!conservarValido(conservar)) {
    aviso(
      `${ruta}: «conservar» debe ser un entero entre 0 y ${CONSERVAR_MAXIMO}; se conservan ${CONSERVAR_POR_DEFECTO} respaldos.`,
    );
    return { conservar: CONSERVAR_POR_DEFECTO };
  }
  return { conservar };
}

/** Written aside and renamed over the old file: never half a settings file. */
export function escribirAjustesRespaldos(ruta: string, ajustes: AjustesRespaldos): void {
  if (!conservarValido(ajustes.conservar)) {
    throw new RangeError(`conservar debe ser un entero entre 0 y ${CONSERVAR_MAXIMO}`);
  }
  mkdirSync(dirname(ruta), { recursive: true });
  const temporal = `${ruta}.${randomUUID()}.tmp`;
  try {
    writeFileSync(temporal, `${JSON.stringify(ajustes, null, 2)}\n`);
    renameSync(temporal, ruta);
  } catch (error) {
    rmSync(temporal, { force: true });
    throw error;
  }
}
