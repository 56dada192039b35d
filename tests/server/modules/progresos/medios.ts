import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { jsPDF } from 'jspdf';

/**
 * Real lesson files for the progress bounds, longer than the demo's 10 s (whose bound the
 * tolerance alone nearly covers): made at test time with Debian's ffmpeg and jsPDF, so the
 * server reads real headers, never a size.
 */
const ejecutar = promisify(execFile);

export const RECURSOS_DEMO = join(process.cwd(), 'resources', 'demo');

export async function archivoDemo(nombre: string): Promise<Buffer> {
  return readFile(join(RECURSOS_DEMO, nombre));
}

let carpeta: Promise<string> | null = null;
function carpetaTemporal(): Promise<string> {
  carpeta ??= mkdtemp(join(tmpdir(), 'cf-medios-'));
  return carpeta;
}

async function ffmpeg(salida: string, args: string[]): Promise<Buffer> {
  const ruta = join(await carpetaTemporal(), salida);
  await ejecutar('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, ruta]);
  return readFile(ruta);
}

/** An MP3 of `segundos` seconds (a tone; constant bitrate, with a Xing header). */
export function mp3(segundos: number): Promise<Buffer> {
  return ffmpeg(`tono-${segundos}.mp3`, [
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${segundos}`,
    '-b:a',
    '32k',
  ]);
}

/** A small MP4 (H.264, 64×64, 2 fps) of `segundos` seconds. */
export function mp4(segundos: number): Promise<Buffer> {
  return ffmpeg(`color-${segundos}.mp4`, [
    '-f',
    'lavfi',
    '-i',
    `color=c=blue:s=64x64:r=2:d=${segundos}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
  ]);
}

/** A PDF of `paginas` pages, each saying its number. */
export function pdf(paginas: number): Buffer {
  const doc = new jsPDF();
  for (let i = 1; i <= paginas; i++) {
    if (i > 1) doc.addPage();
    doc.text(`Página ${i}`, 20, 20);
  }
  return Buffer.from(doc.output('arraybuffer'));
}
