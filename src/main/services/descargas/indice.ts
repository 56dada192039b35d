import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * What the downloads folder remembers between runs: one entry per lesson file. Bytes on
 * disk are not stored here but read from the files at start, so the index never has to be
 * rewritten on every chunk and cannot disagree with the disk after a crash.
 */
export const entradaSchema = z.object({
  multimediaId: z.string(),
  nombre: z.string(),
  cursoId: z.string().nullable(),
  url: z.string(),
  total: z.number().int().min(0).nullable(),
  /** The hash the server announced (checked before completing), when it gave one. */
  sha256Esperado: z.string().nullable(),
  /** The hash of the verified file, once complete. */
  sha256: z.string().nullable(),
  /** The server's Content-Type, so the offline protocol answers with the same one. */
  tipo: z.string().nullable(),
  estado: z.enum(['en-curso', 'pausada', 'completa', 'error']),
  error: z.string().nullable(),
  /**
   * True when the transfer stopped without the learner asking (app closed, connection cut):
   * `reanudarPendientes` continues those at start, but not what the learner paused.
   */
  reanudar: z.boolean(),
  actualizadoEn: z.string(),
  /** Captions to keep with the lesson (issue 16), and the languages already on disk. */
  subtitulos: z.array(z.object({ idioma: z.string(), url: z.string() })).default([]),
  subtitulosListos: z.array(z.string()).default([]),
});
export type Entrada = z.infer<typeof entradaSchema>;

const archivoSchema = z.object({ v: z.literal(1), entradas: z.array(z.unknown()) });

/** Lesson ids become file names: only characters that cannot escape the folder. */
export const ID_SEGURO = /^[A-Za-z0-9_-]{1,64}$/;

export function rutaParcial(carpeta: string, id: string): string {
  return join(carpeta, `${id}.part`);
}

export function rutaFinal(carpeta: string, id: string): string {
  return join(carpeta, `${id}.leccion`);
}

export class IndiceDescargas {
  readonly ruta: string;

  constructor(private readonly carpeta: string) {
    this.ruta = join(carpeta, 'descargas.json');
  }

  /** A missing or unreadable index counts as empty; entries that do not parse are skipped. */
  leer(): Entrada[] {
    let texto: string;
    try {
      texto = readFileSync(this.ruta, 'utf8');
    } catch {
      return [];
    }
    try {
      const archivo = archivoSchema.safeParse(JSON.parse(texto));
      if (!archivo.success) return [];
      return archivo.data.entradas.flatMap((e) => {
        const entrada = entradaSchema.safeParse(e);
        return entrada.success && ID_SEGURO.test(entrada.data.multimediaId) ? [entrada.data] : [];
      });
    } catch {
      // Corrupted JSON: the files stay on disk; the learner downloads again rather than the
      // app refusing to start.
      return [];
    }
  }

  /** Temp file then rename: a crash mid-write leaves the old index or the new, never half. */
  escribir(entradas: readonly Entrada[]): void {
    mkdirSync(this.carpeta, { recursive: true });
    const temp = `${this.ruta}.${randomUUID()}.tmp`;
    try {
      writeFileSync(temp, `${JSON.stringify({ v: 1, entradas }, null, 2)}\n`);
      renameSync(temp, this.ruta);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  }
}
