import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

/** A box's content range in the file (ISO/IEC 14496-12: size, type, then content). */
interface Caja {
  inicio: number;
  fin: number;
}

/** More boxes than any real file has at one level: a loop guard against damaged files. */
const MAX_CAJAS = 10_000;

/**
 * Finds the first box of a type among the boxes between `desde` and `hasta`, reading only
 * box headers (the media data box is skipped, never read).
 */
async function buscarCaja(
  fh: FileHandle,
  desde: number,
  hasta: number,
  tipo: string,
): Promise<Caja | null> {
  const cabecera = Buffer.alloc(16);
  let pos = desde;
  for (let i = 0; i < MAX_CAJAS && pos + 8 <= hasta; i++) {
    const { bytesRead } = await fh.read(cabecera, 0, 16, pos);
    if (bytesRead < 8) return null;
    let tamano = cabecera.readUInt32BE(0);
    let largo = 8;
    if (tamano === 1) {
      if (bytesRead < 16) return null;
      tamano = Number(cabecera.readBigUInt64BE(8));
      largo = 16;
    } else if (tamano === 0) {
      tamano = hasta - pos; // the box runs to the end of its parent
    }
    if (tamano < largo || pos + tamano > hasta) return null;
    if (cabecera.toString('latin1', 4, 8) === tipo)
      return { inicio: pos + largo, fin: pos + tamano };
    pos += tamano;
  }
  return null;
}

/**
 * The presentation duration of an MP4 from its movie header (moov/mvhd: duration over
 * timescale), in seconds; null when the file has no readable header. music-metadata
 * reports the duration of an MP4's audio track only, so a video without sound needs this.
 */
export async function duracionMp4(ruta: string): Promise<number | null> {
  const fh = await open(ruta, 'r');
  try {
    const { size } = await fh.stat();
    const moov = await buscarCaja(fh, 0, size, 'moov');
    const mvhd = moov && (await buscarCaja(fh, moov.inicio, moov.fin, 'mvhd'));
    if (!mvhd) return null;
    const datos = Buffer.alloc(32);
    const { bytesRead } = await fh.read(datos, 0, 32, mvhd.inicio);
    const version = datos[0];
    // Version 1 has 64-bit times: creation(8), modification(8), timescale(4), duration(8).
    if (version === 1 && bytesRead >= 32) {
      const escala = datos.readUInt32BE(20);
      const duracion = Number(datos.readBigUInt64BE(24));
      return escala > 0 && duracion > 0 ? duracion / escala : null;
    }
    // Version 0: creation(4), modification(4), timescale(4), duration(4); all ones = unknown.
    if (version === 0 && bytesRead >= 20) {
      const escala = datos.readUInt32BE(12);
      const duracion = datos.readUInt32BE(16);
      return escala > 0 && duracion > 0 && duracion !== 0xffffffff ? duracion / escala : null;
    }
    return null;
  } finally {
    await fh.close();
  }
}
