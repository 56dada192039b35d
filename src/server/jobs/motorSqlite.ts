import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { esperaAntesDe, mensajeDeError, POLITICAS } from './politicas';
import type { Politicas } from './politicas';
import { TrabajosRepository } from './repositoryTrabajos';
import type { FilaTrabajo } from './repositoryTrabajos';
import type {
  ColaTrabajos,
  ConteoTrabajos,
  DatosTrabajos,
  Manejadores,
  NombreTrabajo,
  OpcionesEnvio,
  Programa,
  TrabajoFallido,
} from './tipos';
import { esNombreTrabajo, NOMBRES_TRABAJO, TrabajoInterrumpido } from './tipos';

export interface OpcionesMotorSqlite {
  /** How often due jobs are looked for when nothing woke the runner. */
  intervaloMs?: number;
  now?: () => Date;
  /** Where failures are reported (a job failing is logged, the runner keeps going). */
  log?: { info(o: object, m: string): void; error(o: object, m: string): void };
  /** Retries per kind (default POLITICAS); a bench or test may shorten the waits. */
  politicas?: Politicas;
}

const ESTADOS = ['pendiente', 'activo', 'completado', 'fallido'] as const;

/** Minutes after start for a recurring job's first run. */
const PRIMERA_VEZ_MIN = 5;

/**
 * The job queue on SQLite: one process owns the database file, so one loop in it runs the
 * jobs, one at a time, from the `trabajos` table. Queued jobs survive a restart; a job a
 * crash left running is run again at start (handlers guard their effects with the ledger).
 */
export class MotorSqlite implements ColaTrabajos {
  readonly motor = 'sqlite';
  private readonly repo: TrabajosRepository;
  private manejadores: Manejadores | null = null;
  private temporizadores: NodeJS.Timeout[] = [];
  private enCurso: Promise<void> | null = null;
  private otraVuelta = false;
  private detenido = false;
  private readonly now: () => Date;
  private readonly politicas: Politicas;

  constructor(
    db: Kysely<Database>,
    private readonly opciones: OpcionesMotorSqlite = {},
  ) {
    this.repo = new TrabajosRepository(db);
    this.now = opciones.now ?? (() => new Date());
    this.politicas = opciones.politicas ?? POLITICAS;
  }

  async enviar<N extends NombreTrabajo>(
    nombre: N,
    datos: DatosTrabajos[N],
    opciones: OpcionesEnvio = {},
  ): Promise<void> {
    const repo = opciones.trx ? new TrabajosRepository(opciones.trx) : this.repo;
    const ahora = this.now();
    await repo.agregar({
      nombre,
      datos,
      maxIntentos: 1 + this.politicas[nombre].reintentos,
      ejecutarEn: opciones.despuesDe ?? ahora,
      clave: opciones.clave ?? null,
      ahora,
    });
    // Inside a transaction the row is not visible yet: the next tick finds it.
    if (!opciones.trx) this.despertar();
  }

  async iniciar(manejadores: Manejadores, programas: readonly Programa[]): Promise<void> {
    this.manejadores = manejadores;
    await this.repo.recuperarActivos(this.now());
    const tick = setInterval(() => this.despertar(), this.opciones.intervaloMs ?? 1000);
    tick.unref(); // never keeps the process alive by itself
    this.temporizadores.push(tick);
    for (const p of programas) {
      const programar = () => void this.enviar(p.nombre, {} as DatosTrabajos[typeof p.nombre]);
      const t = setInterval(programar, p.cadaMinutos * 60_000);
      t.unref();
      this.temporizadores.push(t);
      // Also a few minutes after start: a desktop is seldom open a whole hour. Not at once,
      // so start-up (and a test's freshly written data) is not raced by a sweep.
      const primera = setTimeout(programar, Math.min(p.cadaMinutos, PRIMERA_VEZ_MIN) * 60_000);
      primera.unref();
      this.temporizadores.push(primera);
    }
    this.despertar();
  }

  async detener(): Promise<void> {
    this.detenido = true;
    for (const t of this.temporizadores) clearTimeout(t); // clears intervals too
    this.temporizadores = [];
    await this.enCurso;
  }

  /** Runs due jobs until none is left; a call during a run asks for one more pass. */
  private despertar(): void {
    if (this.detenido || !this.manejadores) return;
    if (this.enCurso) {
      this.otraVuelta = true;
      return;
    }
    this.enCurso = this.vaciar().finally(() => {
      this.enCurso = null;
      if (this.otraVuelta && !this.detenido) {
        this.otraVuelta = false;
        this.despertar();
      }
    });
  }

  private async vaciar(): Promise<void> {
    try {
      for (;;) {
        if (this.detenido) return;
        const fila = await this.repo.tomarSiguiente(this.now());
        if (!fila) return;
        await this.ejecutar(fila);
      }
    } catch (error) {
      this.opciones.log?.error({ err: error }, 'la cola de trabajos no pudo leer la base');
    }
  }

  private async ejecutar(fila: FilaTrabajo): Promise<void> {
    const manejadores = this.manejadores;
    if (!manejadores || !esNombreTrabajo(fila.nombre)) {
      await this.repo.fallar(fila.id, `Trabajo desconocido: ${fila.nombre}`, null, this.now());
      return;
    }
    const ultimo = fila.intentos >= fila.max_intentos;
    try {
      const manejador = manejadores[fila.nombre] as (d: unknown, c: object) => Promise<void>;
      await manejador(JSON.parse(fila.datos), { id: fila.id, intento: fila.intentos, ultimo });
      await this.repo.completar(fila.id, this.now());
    } catch (error) {
      if (error instanceof TrabajoInterrumpido) {
        await this.devolver(fila);
        return;
      }
      const politica = this.politicas[fila.nombre];
      const reintentarEn = ultimo
        ? null
        : new Date(this.now().getTime() + esperaAntesDe(politica, fila.intentos) * 1000);
      await this.repo.fallar(fila.id, mensajeDeError(error), reintentarEn, this.now());
      this.opciones.log?.error(
        { err: error, trabajo: fila.nombre, id: fila.id, intento: fila.intentos, ultimo },
        ultimo ? 'trabajo fallido: sin más reintentos' : 'trabajo falló; se reintentará',
      );
    }
  }

  /** A job cut short by the shutdown runs again from the start, as a fresh one. */
  private async devolver(fila: FilaTrabajo): Promise<void> {
    await this.repo.completar(fila.id, this.now());
    const nombre = fila.nombre as NombreTrabajo;
    await this.repo.agregar({
      nombre,
      datos: JSON.parse(fila.datos) as unknown,
      maxIntentos: 1 + this.politicas[nombre].reintentos,
      ejecutarEn: this.now(),
      clave: null,
      ahora: this.now(),
    });
  }

  async fallidos(limite: number): Promise<TrabajoFallido[]> {
    const filas = await this.repo.fallidos(limite);
    return filas
      .filter((f) => esNombreTrabajo(f.nombre))
      .map((f) => ({
        id: f.id,
        nombre: f.nombre as NombreTrabajo,
        datos: JSON.parse(f.datos) as unknown,
        error: f.error ?? '',
        intentos: f.intentos,
        creadoEn: f.creado_en,
        fallidoEn: f.actualizado_en,
      }));
  }

  async reintentar(id: string): Promise<boolean> {
    const fila = await this.repo.fila(id);
    if (!fila || fila.estado !== 'fallido' || !esNombreTrabajo(fila.nombre)) return false;
    if (!(await this.repo.quitarFallido(id))) return false;
    const nombre = fila.nombre;
    await this.enviar(nombre, JSON.parse(fila.datos) as DatosTrabajos[typeof nombre], {
      ...(fila.clave ? { clave: fila.clave } : {}),
    });
    return true;
  }

  async vivo(nombre: NombreTrabajo, datos: Record<string, string>): Promise<boolean> {
    const vivos = await this.repo.vivos(nombre);
    return vivos.some((f) => {
      const d = JSON.parse(f.datos) as Record<string, unknown>;
      return Object.entries(datos).every(([k, v]) => d[k] === v);
    });
  }

  /** Every kind and state, zeros included: a dashboard sees the series before any job. */
  async conteos(): Promise<ConteoTrabajos[]> {
    const filas = await this.repo.conteos();
    const total = (cola: string, estado: string) =>
      filas.find((f) => f.cola === cola && f.estado === estado)?.total ?? 0;
    return NOMBRES_TRABAJO.flatMap((cola) =>
      ESTADOS.map((estado) => ({ cola, estado, total: total(cola, estado) })),
    );
  }

  /** For the clean-up job: completed jobs older than `limite` go. */
  borrarCompletadosAntesDe(limite: Date): Promise<number> {
    return this.repo.borrarCompletadosAntesDe(limite);
  }
}
