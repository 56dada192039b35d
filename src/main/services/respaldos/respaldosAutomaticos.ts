import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { crearRespaldo, nombrePorDefecto } from '../../../server/respaldo/crear';
import type { RespaldoCreado } from '../../../server/respaldo/crear';
import { leerAjustesRespaldos } from './ajustesRespaldos';

/** The names crearRespaldo's default gives: the date and time sort them. */
const NOMBRE_RESPALDO = /^respaldo-contenido-formativo-(\d{8})-\d{6}\.tar\.gz$/;
/** What an interrupted backup leaves (the app closed mid-way): its temp folder and file. */
const RESTO_INTERRUMPIDO = /^(\.respaldo-.*|respaldo-contenido-formativo-.*\.parcial)$/;

export interface OpcionesRespaldosAutomaticos {
  /** `<userData>/respaldos`: only automatic backups live here. */
  carpeta: string;
  /** The embedded server's DATA_DIR (`<userData>/data`, SQLite). */
  dataDir: string;
  /** `<userData>/respaldos.json`. */
  rutaAjustes: string;
  /** The app's version, for the manifest. */
  version: string;
  ahora?: () => Date;
  aviso?: (mensaje: string) => void;
}

function diaLocal(fecha: Date): string {
  return nombrePorDefecto(fecha).replace(/^respaldo-contenido-formativo-(\d{8}).*$/, '$1');
}

/**
 * The desktop's automatic backups in local mode: at most one a day (when the embedded
 * server starts), into a folder of its own, keeping the newest N (respaldos.json). Plain
 * Node, so it is tested without Electron. The archives are the same as `npm run respaldo`
 * writes and restore with `npm run restaurar` (docs/respaldo.md).
 */
export class RespaldosAutomaticos {
  private enCurso: Promise<RespaldoCreado | null> | null = null;

  constructor(private readonly o: OpcionesRespaldosAutomaticos) {}

  /** Backups in the folder, newest first. */
  async listar(): Promise<string[]> {
    const nombres = await readdir(this.o.carpeta).catch(() => [] as string[]);
    return nombres.filter((n) => NOMBRE_RESPALDO.test(n)).sort((a, b) => b.localeCompare(a));
  }

  /**
   * Makes today's backup unless there is one already, then deletes the oldest beyond the
   * setting; does nothing when backups are turned off (conservar 0). Only one runs at a time (a restart of the
   * server while one runs gets the same promise).
   */
  respaldarSiToca(): Promise<RespaldoCreado | null> {
    this.enCurso ??= this.respaldar().finally(() => (this.enCurso = null));
    return this.enCurso;
  }

  private async respaldar(): Promise<RespaldoCreado | null> {
    const { conservar } = leerAjustesRespaldos(this.o.rutaAjustes, this.o.aviso);
    // Turned off: nothing made, and the archives already there are left alone.
    if (conservar === 0) return null;
    await this.limpiarInterrumpidos();
    const ahora = this.o.ahora?.() ?? new Date();
    let creado: RespaldoCreado | null = null;
    const hoy = diaLocal(ahora);
    const yaHoy = (await this.listar()).some((n) => NOMBRE_RESPALDO.exec(n)?.[1] === hoy);
    if (!yaHoy) {
      await mkdir(this.o.carpeta, { recursive: true, mode: 0o700 });
      creado = await crearRespaldo({
        dataDir: this.o.dataDir,
        databaseUrl: null,
        destino: join(this.o.carpeta, nombrePorDefecto(ahora)),
        version: this.o.version,
        ahora,
      });
    }
    await this.podar(conservar);
    return creado;
  }

  /** Deletes all but the newest `conservar` backups; answers the names deleted. */
  async podar(conservar: number): Promise<string[]> {
    const sobran = (await this.listar()).slice(Math.max(conservar, 0));
    for (const nombre of sobran) await rm(join(this.o.carpeta, nombre), { force: true });
    return sobran;
  }

  private async limpiarInterrumpidos(): Promise<void> {
    const nombres = await readdir(this.o.carpeta).catch(() => [] as string[]);
    for (const n of nombres.filter((x) => RESTO_INTERRUMPIDO.test(x))) {
      await rm(join(this.o.carpeta, n), { recursive: true, force: true });
    }
  }
}
