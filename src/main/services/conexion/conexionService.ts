import type { Conexion } from '@shared/bridge';
import { escribirAjustes, leerAjustes, type AjustesConexion } from './ajustesConexion';
import {
  normalizarUrlCentro,
  probarCentro,
  type FetchLike,
  type ResultadoPrueba,
} from './probarCentro';

/** The timer functions the periodic check uses; tests pass their own to drive time. */
export interface Reloj {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const RELOJ_REAL: Reloj = {
  setInterval: (fn, ms) => {
    const handle = setInterval(fn, ms);
    // A pending check must not keep the process (or a test runner) alive.
    handle.unref();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

export interface OpcionesConexionService {
  /** `<userData>/conexion.json`. */
  rutaAjustes: string;
  /**
   * Called after a saved change of mode or URL (not when the same settings are saved again),
   * once `guardar` has answered: the Electron glue starts the right server and reloads the
   * window on it.
   */
  alCambiar?: (conexion: Conexion) => void | Promise<void>;
  fetch?: FetchLike;
  /** Time limit of one /health check (5 s). */
  timeoutMs?: number;
  /** How often the centre is checked while in centre mode (15 s). */
  intervaloMs?: number;
  reloj?: Reloj;
  /** Where a failing `alCambiar` is reported (console.error in the app). */
  registrar?: (mensaje: string) => void;
}

/**
 * The desktop app's connection setting (issue 7, Connection): local mode (the embedded
 * server, the default) or a centre server by URL, remembered in conexion.json. In centre
 * mode it also knows whether the centre answered /health lately, checking it every 15 s
 * while `iniciar()` is in effect.
 */
export class ConexionService {
  private ajustes: AjustesConexion;
  /** Answer of the last /health check of the current centre; null before the first. */
  private enLinea: boolean | null = null;
  private comprobacion: Promise<boolean> | null = null;
  private vigilancia: unknown = null;
  private iniciado = false;
  private readonly reloj: Reloj;

  constructor(private readonly opciones: OpcionesConexionService) {
    this.ajustes = leerAjustes(opciones.rutaAjustes);
    this.reloj = opciones.reloj ?? RELOJ_REAL;
  }

  /** The settings in effect: the glue starts the embedded server or the centre shell by them. */
  ajustesActuales(): AjustesConexion {
    return this.ajustes;
  }

  /** Starts the periodic check (centre mode only; it follows later changes of mode). */
  iniciar(): void {
    this.iniciado = true;
    this.reprogramar();
  }

  detener(): void {
    this.iniciado = false;
    this.reprogramar();
  }

  async get(): Promise<Conexion> {
    const ajustes = this.ajustes;
    // The embedded server lives in this very process: if it were down, nothing would show.
    if (ajustes.modo === 'local') return { modo: 'local', urlCentro: null, enLinea: true };
    const enLinea = this.enLinea ?? (await this.comprobar());
    return { modo: 'centro', urlCentro: ajustes.urlCentro, enLinea };
  }

  /** Checks the current centre's /health now (one check at a time) and remembers the answer. */
  comprobar(): Promise<boolean> {
    const ajustes = this.ajustes;
    if (ajustes.modo === 'local') return Promise.resolve(true);
    this.comprobacion ??= this.probar(ajustes.urlCentro)
      .then(({ ok }) => {
        // Settings changed meanwhile: this answer is about a server no longer in use.
        if (this.ajustes === ajustes) this.enLinea = ok;
        return ok;
      })
      .finally(() => {
        this.comprobacion = null;
      });
    return this.comprobacion;
  }

  probar(urlCentro: string): Promise<ResultadoPrueba> {
    return probarCentro(urlCentro, {
      fetch: this.opciones.fetch,
      timeoutMs: this.opciones.timeoutMs,
    });
  }

  /**
   * Saves a mode. A centre is checked first and refused (the promise rejects with the
   * Spanish reason) when it does not answer as a platform server: saving an unreachable
   * address would leave the app unusable at its next start.
   */
  async guardar(
    args: { modo: 'local' } | { modo: 'centro'; urlCentro: string },
  ): Promise<Conexion> {
    let nuevos: AjustesConexion;
    if (args.modo === 'centro') {
      const urlCentro = normalizarUrlCentro(args.urlCentro);
      const prueba = await this.probar(urlCentro);
      if (!prueba.ok) throw new Error(prueba.mensaje);
      nuevos = { modo: 'centro', urlCentro };
    } else {
      nuevos = { modo: 'local' };
    }
    const cambio = !mismosAjustes(this.ajustes, nuevos);
    escribirAjustes(this.opciones.rutaAjustes, nuevos);
    this.ajustes = nuevos;
    this.enLinea = nuevos.modo === 'centro' ? true : null;
    this.reprogramar();
    const conexion = await this.get();
    if (cambio) this.avisarCambio(conexion);
    return conexion;
  }

  private reprogramar(): void {
    if (this.vigilancia !== null) this.reloj.clearInterval(this.vigilancia);
    this.vigilancia = null;
    if (!this.iniciado || this.ajustes.modo !== 'centro') return;
    this.vigilancia = this.reloj.setInterval(
      () => void this.comprobar(),
      this.opciones.intervaloMs ?? 15_000,
    );
  }

  /**
   * After the answer has gone back: the callback restarts servers and reloads the window,
   * which would otherwise race the reply to the page that asked.
   */
  private avisarCambio(conexion: Conexion): void {
    const { alCambiar, registrar = console.error } = this.opciones;
    if (!alCambiar) return;
    setTimeout(() => {
      Promise.resolve()
        .then(() => alCambiar(conexion))
        .catch((error: unknown) =>
          registrar(
            `No se pudo aplicar el cambio de conexión: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }, 0);
  }
}

function mismosAjustes(a: AjustesConexion, b: AjustesConexion): boolean {
  if (a.modo === 'local' || b.modo === 'local') return a.modo === b.modo;
  return a.urlCentro === b.urlCentro;
}
