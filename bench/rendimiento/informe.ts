/**
 * What `npm run bench` prints and saves: one line per figure, each next to its reference
 * measured in the same run (interleaved), the ratio, and the goal with whether
 * this run meets it. The same lines go to bench/resultados/rendimiento-<fecha>.json so two
 * runs can be compared line by line (`clave` is stable across runs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';

export interface Medida {
  /** Stable id across runs, e.g. `rutas.sqlite.cursos-listar.c100.rps`. */
  clave: string;
  descripcion: string;
  valor: number;
  unidad: string;
  /** The same measure on the reference (bare Fastify, nginx, pure hashing…), when any. */
  referencia?: { nombre: string; valor: number; muestras?: number[] };
  /**
   * valor / referencia (or its inverse for times); where `razones` is given, their median
   * instead: each repetition's own ratio, platform and reference measured back to back.
   */
  razon?: number;
  /** Each repetition's ratio, when the ratio is their median. */
  razones?: number[];
  /** The goal in words and whether this run meets it. */
  meta?: { texto: string; cumple: boolean };
  /** Raw figures of each repetition, for whoever compares runs. */
  muestras?: number[];
}

export function mediana(valores: readonly number[]): number {
  const orden = [...valores].sort((a, b) => a - b);
  const m = Math.floor(orden.length / 2);
  if (orden.length === 0) return Number.NaN;
  return orden.length % 2 ? (orden[m] ?? 0) : ((orden[m - 1] ?? 0) + (orden[m] ?? 0)) / 2;
}

export function percentil(valores: readonly number[], p: number): number {
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))] ?? Number.NaN;
}

const redondear = (n: number) => (Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 100) / 100);

function linea(m: Medida): string {
  const partes = [`${m.descripcion}: ${redondear(m.valor)} ${m.unidad}`];
  if (m.referencia) {
    partes.push(`ref. ${m.referencia.nombre} ${redondear(m.referencia.valor)} ${m.unidad}`);
  }
  if (m.razon !== undefined) partes.push(`razón ${redondear(m.razon)}×`);
  if (m.razones) partes.push(`(por ronda ${m.razones.map(redondear).join(' ')})`);
  if (m.meta) partes.push(`meta ${m.meta.texto} ${m.meta.cumple ? '✔' : '✘'}`);
  return `  ${partes.join(' · ')}`;
}

export class Informe {
  readonly medidas: Medida[] = [];
  readonly notas: string[] = [];

  seccion(titulo: string): void {
    console.log(`\n== ${titulo}`);
  }

  agregar(m: Medida): void {
    this.medidas.push(m);
    console.log(linea(m));
  }

  nota(texto: string): void {
    this.notas.push(texto);
    console.log(`  (${texto})`);
  }

  guardar(dir: string, inicio: Date): string {
    mkdirSync(dir, { recursive: true });
    const sello = inicio.toISOString().slice(0, 16).replace(/[T:]/g, '-');
    const ruta = join(dir, `rendimiento-${sello}.json`);
    const maquina = {
      cpus: availableParallelism(),
      modelo: cpus()[0]?.model ?? '',
      memoriaGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    };
    const metas = this.medidas.filter((m) => m.meta);
    const resumen = {
      metas: metas.length,
      cumplidas: metas.filter((m) => m.meta?.cumple).length,
    };
    const datos = {
      fecha: inicio.toISOString(),
      maquina,
      resumen,
      medidas: this.medidas,
      notas: this.notas,
    };
    writeFileSync(ruta, `${JSON.stringify(datos, null, 2)}\n`);
    return ruta;
  }
}
