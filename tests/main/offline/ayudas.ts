import { randomUUID } from 'node:crypto';
import type { Pendiente } from '@shared/bridge';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../server/helpers/cuentas';
import { abiertasHace } from '../../server/helpers/progreso';
import type { TestServer } from '../../server/helpers/testServer';
import { crearLeccion } from '../../server/modules/multimedias/ayudas';

/** A learner of the real server, with a token as login would give them. */
export async function crearAprendiz(
  srv: TestServer,
): Promise<{ usuarioId: string; token: string }> {
  const usuarioId = await crearUsuario(srv, { email: `aprendiz-${randomUUID()}@prueba.co` });
  return { usuarioId, token: await tokenDe(srv, usuarioId) };
}

/**
 * A fresh course assigned to the learner with `n` lessons named 1.1, 1.2…: sequential
 * access opens each one only when the previous one is completed.
 */
export async function cursoConLecciones(
  srv: TestServer,
  usuarioId: string,
  n: number,
): Promise<string[]> {
  const admin = await tokenAdmin(srv);
  const curso = await crearCurso(srv, { codigo: `OF-${randomUUID().slice(0, 8)}` });
  await srv.server.services.db
    .insertInto('usuario_cursos')
    .values({ usuario_id: usuarioId, curso_id: curso, asignado_en: new Date().toISOString() })
    .execute();
  const lecciones: string[] = [];
  for (let i = 1; i <= n; i++) {
    lecciones.push((await crearLeccion(srv, admin, { nombre: `1.${i} Lección`, curso }))._id);
  }
  // The learner opened (downloaded) the lessons an hour before going offline: the server's
  // real-time bound on progress (docs/progreso.md) then allows the replayed reports in full.
  await abiertasHace(srv, usuarioId, lecciones);
  return lecciones;
}

/** A progress report made offline, as the renderer enqueues it (without idReporte). */
export function progreso(
  usuarioId: string,
  leccionId: string,
  porcentaje: number,
  fecha = '2026-11-20T10:00:00.000Z',
): Pendiente {
  return {
    id: randomUUID(),
    usuarioId,
    tipo: 'progreso',
    metodo: 'POST',
    ruta: '/api/usuarios/agregarprogreso',
    cuerpo: {
      _id: usuarioId,
      progreso_multimedia: {
        id: leccionId,
        progreso: porcentaje >= 100 ? 'completado' : 'iniciado',
        porcentaje,
        fecha,
      },
    },
    creadoEn: fecha,
  };
}

/** How many times the server recorded each report id (exactly once is the goal). */
export async function vecesAplicado(
  srv: TestServer,
  ids: readonly string[],
): Promise<Record<string, number>> {
  const filas = await srv.server.services.db
    .selectFrom('progreso_reportes')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  const veces: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  for (const f of filas) veces[f.id] = (veces[f.id] ?? 0) + 1;
  return veces;
}

export async function progresoEnServidor(
  srv: TestServer,
  usuarioId: string,
  leccionId: string,
): Promise<{ progreso: string; porcentaje: number } | undefined> {
  const fila = await srv.server.services.db
    .selectFrom('progresos')
    .select(['progreso', 'porcentaje'])
    .where('usuario_id', '=', usuarioId)
    .where('multimedia_id', '=', leccionId)
    .executeTakeFirst();
  return fila && { progreso: fila.progreso, porcentaje: Number(fila.porcentaje) };
}

/** One request the replay made and what the server answered. */
export interface Envio {
  ruta: string;
  idReporte: string | undefined;
  autorizacion: string | null;
  status: number;
  aplicado: boolean | undefined;
}

/**
 * Wraps the real fetch to record every request and answer, in order. `despues` runs after
 * each real answer (stop the server, "crash"…) and may replace what the service receives.
 */
export function fetchEspia(
  despues?: (envio: Envio, n: number, respuesta: Response) => Promise<Response> | Response,
): { fetch: typeof fetch; envios: Envio[] } {
  const envios: Envio[] = [];
  const espia: typeof fetch = async (input, init) => {
    const respuesta = await fetch(input, init);
    const cuerpo = JSON.parse(String(init?.body ?? 'null')) as { idReporte?: string } | null;
    const respondido = (await respuesta.clone().json()) as { aplicado?: boolean };
    const envio: Envio = {
      ruta: new URL(String(input)).pathname,
      idReporte: cuerpo?.idReporte,
      autorizacion: new Headers(init?.headers).get('authorization'),
      status: respuesta.status,
      aplicado: respondido.aplicado,
    };
    envios.push(envio);
    return despues ? despues(envio, envios.length, respuesta) : respuesta;
  };
  return { fetch: espia, envios };
}

/** `arr[i]`, failing the test when absent (instead of a non-null assertion). */
export function en<T>(arr: readonly T[], i: number): T {
  const valor = arr[i];
  if (valor === undefined) throw new Error(`falta el elemento ${i}`);
  return valor;
}
