import { mkdirSync, renameSync, rmSync } from 'node:fs';
import type { z } from 'zod';
import type { Descarga, iniciarDescargaSchema } from '@shared/bridge';
import { alCargar, foto, MENSAJE_CORTE, resolverUrl, verificar } from './entradas';
import { ID_SEGURO, IndiceDescargas, rutaFinal, rutaParcial, type Entrada } from './indice';
import { espacioLibrePorDefecto, faltaEspacio, MB, Progreso, tamanoSync } from './progreso';
import { archivoSubtituloEn, borrarSubtitulosDe, traerSubtitulos } from './subtitulos';
import type { Activa, ArchivoLeccion, ArchivoSubtitulo, OpcionesDescargas } from './tipos';
import { ErrorDescarga, transferir } from './transferencia';

export type IniciarDescarga = z.output<typeof iniciarDescargaSchema>;
export type { ArchivoLeccion, OpcionesDescargas } from './tipos';

/** Abort reason when the app closes: those downloads continue at the next start. */
const CIERRE = 'cierre';

/**
 * Lesson downloads of this PC: transfers run in the background (the renderer polls
 * `listar`), resume with HTTP Range after a cut or a restart, and a file counts as
 * downloaded only after its size and SHA-256 were checked. Plain Node: no Electron.
 */
export class DescargasService {
  private readonly carpeta: string;
  private readonly indice: IndiceDescargas;
  private readonly fetch: typeof fetch;
  private readonly espacioLibre: (dir: string) => Promise<number>;
  private readonly margen: number;
  private readonly reloj: () => Date;
  private readonly baseUrl: () => string;
  private readonly entradas = new Map<string, Entrada>();
  private readonly activas = new Map<string, Activa>();

  constructor(o: OpcionesDescargas) {
    this.carpeta = o.carpeta;
    this.indice = new IndiceDescargas(o.carpeta);
    this.fetch = o.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.espacioLibre = o.espacioLibre ?? espacioLibrePorDefecto;
    this.margen = o.margenBytes ?? 500 * MB;
    this.reloj = o.reloj ?? (() => new Date());
    const base = o.baseUrl;
    this.baseUrl = typeof base === 'function' ? base : () => base;
    for (const e of this.indice.leer()) this.entradas.set(e.multimediaId, alCargar(e, o.carpeta));
  }

  async listar(): Promise<Descarga[]> {
    return [...this.entradas.values()].map((e) => this.foto(e));
  }

  /** Starts or continues a download and answers at once; progress shows in `listar`. */
  async iniciar(args: IniciarDescarga): Promise<Descarga> {
    const id = args.multimediaId;
    if (!ID_SEGURO.test(id)) throw new Error('El identificador de la lección no es válido.');
    const url = resolverUrl(args.url, this.baseUrl());
    const previa = this.entradas.get(id);
    if (this.activas.has(id) && previa) return this.foto(previa);
    const esperado = args.sha256 ?? null;
    const total = args.total ?? null;
    // Another hash or size than the one the kept bytes belong to: the file changed on the server.
    const hashPrevio = previa?.sha256 ?? previa?.sha256Esperado ?? null;
    const cambio =
      previa !== undefined &&
      ((esperado !== null && hashPrevio !== null && esperado !== hashPrevio) ||
        (total !== null && previa.total !== null && total !== previa.total));
    if (previa?.estado === 'completa' && !cambio) {
      const { nombre, cursoId } = args;
      const subs = await this.traerSubtitulos(id, args.subtitulos ?? previa.subtitulos);
      return this.foto(this.guardar({ ...previa, ...subs, nombre, cursoId }));
    }
    if (cambio) this.borrarArchivos(id);
    mkdirSync(this.carpeta, { recursive: true });
    const entrada = this.guardar({
      multimediaId: id,
      nombre: args.nombre,
      cursoId: args.cursoId,
      url: args.url,
      total: total ?? (cambio ? null : (previa?.total ?? null)),
      sha256Esperado: esperado ?? (cambio ? null : (previa?.sha256Esperado ?? null)),
      sha256: null,
      tipo: cambio ? null : (previa?.tipo ?? null),
      estado: 'en-curso',
      error: null,
      reanudar: true,
      actualizadoEn: this.ahora(),
      subtitulos: args.subtitulos ?? [],
      subtitulosListos: [],
    });
    if (entrada.total !== null) {
      const restantes = Math.max(0, entrada.total - this.bytesEnDisco(id));
      const falta = await this.faltaEspacio(id, restantes);
      if (falta !== null) {
        return this.foto(
          this.guardar({ ...entrada, estado: 'error', error: falta, reanudar: false }),
        );
      }
    }
    // Another call for the same lesson may have started (or removed) it during the await.
    const ahora = this.entradas.get(id);
    if (this.activas.has(id) || ahora === undefined) return this.foto(ahora ?? entrada);
    this.lanzar(id, url);
    return this.foto(entrada);
  }

  /** Stops the transfer and keeps the `.part` as 'pausada': `iniciar` continues from it. */
  async cancelar(id: string): Promise<null> {
    const activa = this.activas.get(id);
    if (activa) {
      activa.controlador.abort();
      await activa.tarea;
    }
    const e = this.entradas.get(id);
    if (e?.reanudar) this.guardar({ ...e, reanudar: false });
    return null;
  }

  /** Removes the lesson's files and its entry (also mid-download). */
  async eliminar(id: string): Promise<null> {
    const activa = this.activas.get(id);
    if (activa) {
      activa.controlador.abort();
      await activa.tarea;
    }
    if (ID_SEGURO.test(id)) this.borrarArchivos(id);
    if (this.entradas.delete(id)) this.indice.escribir([...this.entradas.values()]);
    return null;
  }

  /** At start: continues what a closed app or a cut connection left half done. */
  reanudarPendientes(): number {
    let n = 0;
    for (const e of this.entradas.values()) {
      if (!e.reanudar || e.estado === 'completa' || this.activas.has(e.multimediaId)) continue;
      let url: string;
      try {
        url = resolverUrl(e.url, this.baseUrl());
      } catch {
        continue;
      }
      this.guardar({ ...e, estado: 'en-curso', error: null, actualizadoEn: this.ahora() });
      this.lanzar(e.multimediaId, url);
      n++;
    }
    return n;
  }

  /** At quit: stops every transfer so that the next start continues them. */
  async detener(): Promise<void> {
    const activas = [...this.activas.values()];
    for (const a of activas) a.controlador.abort(CIERRE);
    await Promise.all(activas.map((a) => a.tarea));
  }

  /** The verified file behind `leccion://<id>`, or null (not downloaded or not complete). */
  async archivoLeccion(id: string): Promise<ArchivoLeccion | null> {
    const e = this.completa(id);
    if (!e) return null;
    const ruta = rutaFinal(this.carpeta, e.multimediaId);
    const tamano = tamanoSync(ruta);
    if (tamano === null) return null;
    return { ruta, tamano, tipo: e.tipo ?? 'application/octet-stream' };
  }

  /** The kept caption of a downloaded lesson, behind `leccion://<id>/subtitulos/<idioma>`. */
  async archivoSubtitulo(id: string, idioma: string): Promise<ArchivoSubtitulo | null> {
    const e = this.completa(id);
    return e ? archivoSubtituloEn(this.carpeta, e.multimediaId, idioma, e.subtitulosListos) : null;
  }

  /** Chromium lower-cases the host of standard schemes: ids are matched without case. */
  private completa(id: string): Entrada | null {
    const e =
      this.entradas.get(id) ??
      [...this.entradas.values()].find((x) => x.multimediaId.toLowerCase() === id.toLowerCase());
    return e?.estado === 'completa' ? e : null;
  }

  /** Fetches a lesson's captions afresh (issue 16): small files, never fatal to the lesson. */
  private traerSubtitulos(id: string, lista: Entrada['subtitulos'], signal?: AbortSignal) {
    const o = { carpeta: this.carpeta, baseUrl: this.baseUrl(), fetch: this.fetch, signal };
    return traerSubtitulos({ ...o, id, subtitulos: lista });
  }

  private lanzar(id: string, url: string): void {
    const activa: Activa = {
      controlador: new AbortController(),
      tarea: Promise.resolve(),
      progreso: new Progreso(this.bytesEnDisco(id)),
    };
    this.activas.set(id, activa);
    activa.tarea = this.ejecutar(id, url, activa).finally(() => this.activas.delete(id));
  }

  /** Never rejects: every outcome ends as an entry state the learner can read. */
  private async ejecutar(id: string, url: string, activa: Activa): Promise<void> {
    const parcial = rutaParcial(this.carpeta, id);
    const signal = activa.controlador.signal;
    const actual = (): Entrada | undefined => this.entradas.get(id);
    try {
      const r = await transferir({
        url,
        parcial,
        totalConocido: actual()?.total ?? null,
        fetch: this.fetch,
        signal,
        alConocerTotal: async (total, desde, tipo) => {
          const e = actual();
          if (!e) return;
          if (total !== null && e.total !== null && total !== e.total) {
            throw new ErrorDescarga(
              'El tamaño de la lección en el servidor no coincide con el esperado; vuelve a descargarla.',
              'integridad',
            );
          }
          this.guardar({ ...e, total: total ?? e.total, tipo: tipo ?? e.tipo });
          const falta = total === null ? null : await this.faltaEspacio(id, total - desde);
          if (falta !== null) throw new ErrorDescarga(falta, 'espacio');
        },
        alAvanzar: (bytes) => activa.progreso.avanzar(bytes, this.reloj().getTime()),
      });
      const e = actual();
      if (!e) return;
      verificar(r, e);
      renameSync(parcial, rutaFinal(this.carpeta, id));
      this.terminar(id, {
        ...(await this.traerSubtitulos(id, e.subtitulos, signal)),
        estado: 'completa',
        total: r.bytes,
        sha256: r.sha256,
        tipo: r.tipo ?? e.tipo,
        reanudar: false,
      });
    } catch (error) {
      if (signal.aborted) {
        this.terminar(id, { estado: 'pausada', reanudar: signal.reason === CIERRE });
      } else if (error instanceof ErrorDescarga) {
        if (error.tipo === 'integridad') rmSync(parcial, { force: true });
        this.terminar(id, {
          estado: 'error',
          error: error.message,
          reanudar: error.tipo === 'corte',
        });
      } else {
        // fetch's TypeError ('fetch failed', 'terminated'), a reset socket: the bytes so far
        // are sound, only the connection is gone.
        this.terminar(id, { estado: 'error', error: MENSAJE_CORTE, reanudar: true });
      }
    }
  }

  private terminar(id: string, cambios: Partial<Entrada>): void {
    const e = this.entradas.get(id);
    if (e) this.guardar({ ...e, error: null, ...cambios, actualizadoEn: this.ahora() });
  }

  /** Other transfers running now take their remaining bytes from the same disk too. */
  private async faltaEspacio(id: string, restantes: number): Promise<string | null> {
    let otras = 0;
    for (const [otro, a] of this.activas) {
      const total = this.entradas.get(otro)?.total ?? null;
      if (otro !== id && total !== null) otras += Math.max(0, total - a.progreso.bytes);
    }
    return faltaEspacio(await this.espacioLibre(this.carpeta), restantes + otras, this.margen);
  }

  private bytesEnDisco(id: string): number {
    const e = this.entradas.get(id);
    const ruta =
      e?.estado === 'completa' ? rutaFinal(this.carpeta, id) : rutaParcial(this.carpeta, id);
    return tamanoSync(ruta) ?? 0;
  }

  private borrarArchivos(id: string): void {
    try {
      rmSync(rutaParcial(this.carpeta, id), { force: true });
      rmSync(rutaFinal(this.carpeta, id), { force: true });
      borrarSubtitulosDe(this.carpeta, id);
    } catch {
      throw new Error('No se pudo borrar el archivo de la lección: ciérrala e inténtalo de nuevo.');
    }
  }

  private guardar(e: Entrada): Entrada {
    this.entradas.set(e.multimediaId, e);
    this.indice.escribir([...this.entradas.values()]);
    return e;
  }

  private foto(e: Entrada): Descarga {
    const progreso = this.activas.get(e.multimediaId)?.progreso;
    return foto(
      e,
      progreso?.bytes ?? this.bytesEnDisco(e.multimediaId),
      progreso?.velocidad() ?? 0,
    );
  }

  private ahora(): string {
    return this.reloj().toISOString();
  }
}
