import { randomUUID } from 'node:crypto';
import { connect as conectarTcp } from 'node:net';
import { Pool, type buildConnector } from 'undici';

/** The steps of one simulated learner, in order (login only once). */
export const PASOS = ['login', 'cursos', 'leccion', 'progreso', 'respuesta'] as const;
export type Paso = (typeof PASOS)[number];

export interface AprendizSimulado {
  email: string;
  password: string;
  usuarioId: string;
  leccionId: string;
  temaId: string;
}

export interface ResultadoPaso {
  solicitudes: number;
  errores: number;
  p50: number;
  p99: number;
  maximo: number;
}

export interface ResultadoCarga {
  segundos: number;
  aprendices: number;
  solicitudes: number;
  errores: number;
  tasaError: number;
  solicitudesPorSegundo: number;
  /** Per step; `sinLogin` is the steps of a signed-in learner, `total` all requests. */
  pasos: Record<Paso | 'sinLogin' | 'total', ResultadoPaso>;
  /** The first few failures (status and body), to tell why when the rate is not 0. */
  muestrasDeError: string[];
}

function percentil(orden: number[], p: number): number {
  return orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))] ?? 0;
}

function resumir(tiempos: number[], errores: number): ResultadoPaso {
  const orden = [...tiempos].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    solicitudes: tiempos.length,
    errores,
    p50: r(percentil(orden, 50)),
    p99: r(percentil(orden, 99)),
    maximo: r(orden.at(-1) ?? 0),
  };
}

/**
 * A distinct loopback source address per learner (127.0.1.2, 127.0.1.3, …): nginx sees as
 * many clients as there are learners, as in a municipality, and with TRUST_PROXY the
 * instances count each one apart.
 */
export function direccionDe(i: number): string {
  return `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`;
}

/**
 * A connector that binds the learner's own source address: undici's `connect` options do
 * not pass `localAddress` on to the socket (tried: every learner came from 127.0.0.1).
 */
function conectorDesde(localAddress: string): buildConnector.connector {
  return (opciones, listo) => {
    const socket = conectarTcp({
      host: opciones.hostname,
      port: Number(opciones.port),
      localAddress,
    });
    socket.setNoDelay(true);
    socket.once('connect', () => listo(null, socket));
    socket.once('error', (error) => listo(error, null));
    return socket;
  };
}

class Medidor {
  readonly tiempos = new Map<Paso, number[]>(PASOS.map((p) => [p, []]));
  readonly errores = new Map<Paso, number>(PASOS.map((p) => [p, 0]));
  readonly muestras: string[] = [];

  async medir<T>(
    paso: Paso,
    hacer: () => Promise<{ status: number; cuerpo: T }>,
  ): Promise<T | null> {
    const inicio = performance.now();
    let fallo: string | null = null;
    let cuerpo: T | null = null;
    try {
      const r = await hacer();
      if (r.status < 200 || r.status >= 300)
        fallo = `${paso} → ${r.status} ${JSON.stringify(r.cuerpo).slice(0, 200)}`;
      else cuerpo = r.cuerpo;
    } catch (error) {
      fallo = `${paso} → ${error instanceof Error ? error.message : String(error)}`;
    }
    this.tiempos.get(paso)?.push(performance.now() - inicio);
    if (fallo) {
      this.errores.set(paso, (this.errores.get(paso) ?? 0) + 1);
      if (this.muestras.length < 10) this.muestras.push(fallo);
    }
    return cuerpo;
  }
}

async function pedir<T>(
  pool: Pool,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; cuerpo: T }> {
  const r = await pool.request({
    method,
    path,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const texto = await r.body.text();
  return { status: r.statusCode, cuerpo: (texto ? JSON.parse(texto) : null) as T };
}

/** One learner's loop until `hasta`: log in once, then list, open, report, reply. */
async function aprendiz(
  url: string,
  i: number,
  a: AprendizSimulado,
  plazos: { desde: number; hasta: number },
  m: Medidor,
) {
  await new Promise((r) => setTimeout(r, Math.max(0, plazos.desde - Date.now())));
  const hasta = plazos.hasta;
  // One keep-alive connection per learner, as one browser tab keeps its own.
  const pool = new Pool(url, {
    connections: 1,
    keepAliveTimeout: 30_000,
    connect: conectorDesde(direccionDe(i)),
  });
  try {
    const login = await m.medir('login', () =>
      pedir<{ token: string }>(pool, 'POST', '/auth/login', null, {
        email: a.email,
        password: a.password,
      }),
    );
    if (!login) return;
    const t = login.token;
    for (let vuelta = 1; Date.now() < hasta; vuelta++) {
      await m.medir('cursos', () => pedir(pool, 'POST', '/api/cursos/listar', t));
      await m.medir('leccion', () => pedir(pool, 'GET', `/api/multimedias/${a.leccionId}`, t));
      const porcentaje = Math.min(100, vuelta * 10);
      await m.medir('progreso', () =>
        pedir(pool, 'POST', '/api/usuarios/agregarprogreso', t, {
          _id: a.usuarioId,
          idReporte: randomUUID(),
          progreso_multimedia: {
            id: a.leccionId,
            progreso: porcentaje === 100 ? 'completado' : 'iniciado',
            porcentaje,
            fecha: new Date().toISOString(),
          },
        }),
      );
      await m.medir('respuesta', () =>
        pedir(pool, 'POST', '/api/comentarios', t, {
          multimedia: a.leccionId,
          parentId: a.temaId,
          idCliente: randomUUID(),
          texto: `Respuesta ${vuelta} de ${a.email}`,
        }),
      );
    }
  } finally {
    await pool.close();
  }
}

/**
 * Runs every learner for `segundos` (closed loop, no think time: the capacity). Learners
 * arrive spread over the first `rampa` seconds: a login hashes the password (scrypt, about
 * 0.1 s of CPU), and a whole municipality does not sign in within the same second.
 */
export async function ejecutarCarga(
  url: string,
  aprendices: readonly AprendizSimulado[],
  segundos: number,
  rampa: number,
): Promise<ResultadoCarga> {
  const m = new Medidor();
  const inicio = Date.now();
  const hasta = inicio + segundos * 1000;
  const llegada = (i: number) => inicio + (rampa * 1000 * i) / Math.max(1, aprendices.length);
  await Promise.all(aprendices.map((a, i) => aprendiz(url, i, a, { desde: llegada(i), hasta }, m)));
  const duracion = (Date.now() - inicio) / 1000;
  const todos = PASOS.flatMap((p) => m.tiempos.get(p) ?? []);
  const sinLogin = PASOS.filter((p) => p !== 'login').flatMap((p) => m.tiempos.get(p) ?? []);
  const errores = PASOS.reduce((s, p) => s + (m.errores.get(p) ?? 0), 0);
  const pasos = Object.fromEntries(
    PASOS.map((p) => [p, resumir(m.tiempos.get(p) ?? [], m.errores.get(p) ?? 0)]),
  ) as Record<Paso, ResultadoPaso>;
  return {
    segundos: Math.round(duracion * 10) / 10,
    aprendices: aprendices.length,
    solicitudes: todos.length,
    errores,
    tasaError: todos.length ? errores / todos.length : 0,
    solicitudesPorSegundo: Math.round((todos.length / duracion) * 10) / 10,
    pasos: {
      ...pasos,
      sinLogin: resumir(sinLogin, errores - (m.errores.get('login') ?? 0)),
      total: resumir(todos, errores),
    },
    muestrasDeError: m.muestras,
  };
}
