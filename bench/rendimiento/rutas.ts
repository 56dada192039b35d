/**
 * Authenticated hot routes (issue 18) with autocannon, each next to a bare Fastify route
 * answering the same bytes (bench/rendimiento/referencia.mjs, its own process), at 50 and
 * 100 connections, in rounds of one platform run and one reference run back to back (the
 * order flips each round: P R, R P, P R…); medians of req/s and p99, and the ratio as the
 * median of each round's own ratio (see `informar`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { mediana, type Informe } from './informe';
import type { Cliente } from './plataforma';
import { uuidV7 } from '../../src/shared/domain/idCliente';

export interface RutaCaliente {
  nombre: string;
  method: 'GET' | 'POST';
  path: string;
  /** Body of each request (a fresh one per request when it must be unique). */
  cuerpo?: () => unknown;
  /** Shown for context, without the goal (the issue's own yardstick: /health). */
  sinMeta?: boolean;
}

/** The routes a learner's screens call most, as the issue lists them. */
export function rutasCalientes(aprendiz: Cliente, usuarioId: string, leccionId: string) {
  const reporte = () => ({
    _id: usuarioId,
    progresoId: leccionId,
    nuevoProgreso: { progreso: 'iniciado', porcentaje: 1, fecha: new Date().toISOString() },
    // As the client makes it (renderer/app/idCliente.ts): time-ordered, v7.
    idReporte: uuidV7(Date.now(), randomBytes(16)),
  });
  const rutas: RutaCaliente[] = [
    { nombre: 'health', method: 'GET', path: '/health', sinMeta: true },
    { nombre: 'cursos-listar', method: 'POST', path: '/api/cursos/listar', cuerpo: () => ({}) },
    {
      nombre: 'multimedias-filtrar',
      method: 'GET',
      path: '/api/multimedias/filtrar?inicio=0&fin=20',
    },
    {
      nombre: 'getProgresos',
      method: 'POST',
      path: '/api/usuarios/getProgresos',
      cuerpo: () => ({ _id: usuarioId }),
    },
    {
      nombre: 'actualizarprogreso',
      method: 'POST',
      path: '/api/usuarios/actualizarprogreso',
      cuerpo: reporte,
    },
    {
      nombre: 'auth-token',
      method: 'POST',
      path: '/auth/token',
      cuerpo: () => ({ token: aprendiz.token }),
    },
  ];
  return rutas;
}

interface Corrida {
  rps: number;
  p99: number;
  /** p99 without each connection's first answer (see `p99Establecidas`). */
  p99Establecidas: number;
  errores: number;
}

/**
 * The p99 of the answers on connections already open: each connection's first answer left
 * out. autocannon opens its 100 connections at once; libuv accepts one connection per turn
 * of the event loop (libuv PR #3696), and a turn of a saturated server lasts tens of ms, so
 * the last connections wait to be accepted for seconds and their first answers make most
 * of the p99 (docs/rendimiento-peticion.md). Printed beside the goal's p99, not instead.
 */
function p99Establecidas(porConexion: Map<unknown, number[]>): number {
  const resto = [...porConexion.values()].flatMap((l) => l.slice(1)).sort((a, b) => a - b);
  return resto[Math.min(resto.length - 1, Math.floor(resto.length * 0.99))] ?? 0;
}

function cabeceras(token: string | null, conCuerpo: boolean): Record<string, string> {
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(conCuerpo ? { 'content-type': 'application/json' } : {}),
  };
}

async function cargar(
  url: string,
  ruta: RutaCaliente,
  token: string | null,
  conexiones: number,
  segundos: number,
): Promise<Corrida> {
  const porConexion = new Map<unknown, number[]>();
  let listo: (r: autocannon.Result) => void = () => undefined;
  let fallo: (e: unknown) => void = () => undefined;
  const resultado = new Promise<autocannon.Result>((resolve, reject) => {
    listo = resolve;
    fallo = reject;
  });
  const corrida = autocannon(
    {
      url,
      connections: conexiones,
      duration: segundos,
      requests: [
        {
          method: ruta.method,
          path: ruta.path,
          headers: cabeceras(token, ruta.cuerpo !== undefined),
          setupRequest: (req) =>
            ruta.cuerpo ? { ...req, body: JSON.stringify(ruta.cuerpo()) } : req,
        },
      ],
    },
    (error, r) => (error ? fallo(error) : listo(r)),
  );
  corrida.on('response', (cliente: unknown, _estado: number, _bytes: number, ms: number) => {
    const lista = porConexion.get(cliente) ?? [];
    lista.push(ms);
    porConexion.set(cliente, lista);
  });
  const r = await resultado;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    p99Establecidas: p99Establecidas(porConexion),
    errores: r.errors + r.timeouts + r.non2xx,
  };
}

/** Starts the reference with the platform's exact answers; resolves its URL. */
async function iniciarReferencia(
  aprendiz: Cliente,
  rutas: RutaCaliente[],
  dir: string,
): Promise<{ url: string; proceso: ChildProcess }> {
  const respuestas = [];
  for (const ruta of rutas) {
    const r = await fetch(`${aprendiz.url}${ruta.path}`, {
      method: ruta.method,
      headers: cabeceras(aprendiz.token, ruta.cuerpo !== undefined),
      body: ruta.cuerpo ? JSON.stringify(ruta.cuerpo()) : undefined,
    });
    const body = await r.text();
    if (!r.ok) throw new Error(`${ruta.path} → ${r.status} ${body.slice(0, 200)}`);
    respuestas.push({ method: ruta.method, path: ruta.path.split('?')[0], body });
  }
  const archivo = join(dir, 'rutas-referencia.json');
  writeFileSync(archivo, JSON.stringify(respuestas));
  const proceso = spawn(process.execPath, [join(import.meta.dirname, 'referencia.mjs'), archivo], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const puerto = await new Promise<string>((resolve, reject) => {
    proceso.stdout?.once('data', (d: Buffer) => resolve(d.toString().trim()));
    proceso.once('exit', (c) => reject(new Error(`la referencia terminó (${c})`)));
  });
  return { url: `http://127.0.0.1:${puerto}`, proceso };
}

export async function medirRutas(opciones: {
  informe: Informe;
  dialecto: string;
  aprendiz: Cliente;
  rutas: RutaCaliente[];
  dirTemporal: string;
  rondas: number;
  segundos: number;
}): Promise<void> {
  const { informe, aprendiz, rutas, rondas, segundos, dialecto } = opciones;
  const ref = await iniciarReferencia(aprendiz, rutas, opciones.dirTemporal);
  try {
    for (const conexiones of [50, 100]) {
      for (const ruta of rutas) {
        const propias: Corrida[] = [];
        const ajenas: Corrida[] = [];
        for (let i = 0; i < rondas; i++) {
          const propia = () => cargar(aprendiz.url, ruta, aprendiz.token, conexiones, segundos);
          const ajena = () => cargar(ref.url, ruta, null, conexiones, segundos);
          // Flipping the order cancels a drift that lasts a round (P R | R P).
          if (i % 2 === 0) {
            propias.push(await propia());
            ajenas.push(await ajena());
          } else {
            ajenas.push(await ajena());
            propias.push(await propia());
          }
        }
        informar(informe, dialecto, ruta, conexiones, propias, ajenas);
      }
    }
  } finally {
    ref.proceso.kill('SIGTERM');
  }
}

function informar(
  informe: Informe,
  dialecto: string,
  ruta: RutaCaliente,
  conexiones: number,
  propias: Corrida[],
  ajenas: Corrida[],
): void {
  const rps = mediana(propias.map((c) => c.rps));
  const rpsRef = mediana(ajenas.map((c) => c.rps));
  // Each round's platform run and reference run share the machine's state of those seconds;
  // that state swings the reference between ~12k and ~30k req/s within one run (another
  // VM's load on the host), and the ratio of two medians taken from different rounds
  // carries the swing whole. The median of the rounds' own ratios cancels it.
  const razones = propias.map((c, i) => c.rps / (ajenas[i]?.rps ?? Number.NaN));
  const razon = mediana(razones);
  const p99 = mediana(propias.map((c) => c.p99));
  const errores = propias.reduce((s, c) => s + c.errores, 0);
  const { nombre } = ruta;
  const conMeta = dialecto === 'sqlite' && !ruta.sinMeta;
  informe.agregar({
    clave: `rutas.${dialecto}.${nombre}.c${conexiones}.rps`,
    descripcion: `${dialecto} ${nombre} ${conexiones} conex.${errores ? ` (${errores} errores)` : ''}`,
    valor: rps,
    unidad: 'req/s',
    referencia: { nombre: 'Fastify desnudo', valor: rpsRef, muestras: ajenas.map((c) => c.rps) },
    razon,
    razones,
    meta: conMeta ? { texto: '≥ 0.35×', cumple: razon >= 0.35 && errores === 0 } : undefined,
    muestras: propias.map((c) => c.rps),
  });
  informe.agregar({
    clave: `rutas.${dialecto}.${nombre}.c${conexiones}.p99`,
    descripcion: `${dialecto} ${nombre} ${conexiones} conex. p99`,
    valor: p99,
    unidad: 'ms',
    referencia: { nombre: 'Fastify desnudo', valor: mediana(ajenas.map((c) => c.p99)) },
    meta: conMeta && conexiones === 100 ? { texto: '≤ 50 ms', cumple: p99 <= 50 } : undefined,
    muestras: propias.map((c) => c.p99),
  });
  if (conexiones !== 100) return;
  // Context for the goal above: the same answers without each connection's first.
  informe.agregar({
    clave: `rutas.${dialecto}.${nombre}.c${conexiones}.p99-establecidas`,
    descripcion: `${dialecto} ${nombre} ${conexiones} conex. p99 sin la 1.ª de cada conexión`,
    valor: mediana(propias.map((c) => c.p99Establecidas)),
    unidad: 'ms',
    referencia: { nombre: 'Fastify desnudo', valor: mediana(ajenas.map((c) => c.p99Establecidas)) },
    muestras: propias.map((c) => c.p99Establecidas),
  });
}
