import type { Notificacion } from '@shared/api/notificaciones';
import type { TestServer } from '../../helpers/testServer';

/** HTTP helpers of the notification suites: what a user's bell and panel would read. */

export async function listar(
  srv: TestServer,
  token: string,
  query = '',
): Promise<{ data: Notificacion[]; total: number; noLeidas: number }> {
  const res = await srv.request('GET', `/api/notificaciones${query}`, { token });
  if (res.status !== 200) throw new Error(`listar: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { data: Notificacion[]; total: number; noLeidas: number };
}

export async function noLeidas(srv: TestServer, token: string): Promise<number> {
  const res = await srv.request('GET', '/api/notificaciones/no-leidas', { token });
  if (res.status !== 200) throw new Error(`no-leidas: ${res.status}`);
  return (res.body as { noLeidas: number }).noLeidas;
}

/** The kinds of a user's notifications, newest first. */
export async function tipos(srv: TestServer, token: string): Promise<string[]> {
  return (await listar(srv, token)).data.map((n) => n.tipo);
}
