import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { binarioNginx, iniciarNginx } from '../../e2e/despliegue/nginx';
import type { NginxEnMarcha } from '../../e2e/despliegue/nginx';
import { testDialects } from '../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../helpers/cuentas';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';
import { BYTES, crearLeccion, patron } from '../modules/multimedias/ayudas';

/**
 * The proxy deployment of docs/despliegue.md («nginx envía los archivos»): the server with
 * ARCHIVOS_X_ACCEL checks the request and answers with X-Accel-Redirect, and Debian's nginx
 * with the shipped site file (deploy/nginx/plataforma.conf) sends the bytes. In CI nginx is
 * installed and this file must run; elsewhere without nginx its tests are not registered.
 */
const NGINX = binarioNginx();
if (!NGINX && process.env.CI === 'true') {
  throw new Error('CI=true: nginx no está instalado (apt-get install nginx)');
}

async function puertoLibre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

const dialectos = NGINX ? testDialects() : [];
describe.each(dialectos)('nginx sends lesson bytes after the check (%s)', (dialect) => {
  let srv: TestServer;
  let nginx: NginxEnMarcha;
  let dirNginx: string;
  let aprendiz: string;
  let video: Multimedia;
  const bytes = patron(700_000, BYTES.mp4.subarray(0, 16));

  beforeAll(async () => {
    srv = await startTestServer(dialect, { archivosXAccel: '/_archivos/' });
    const admin = await tokenAdmin(srv);
    const curso = await crearCurso(srv, { codigo: 'XA-01' });
    video = await crearLeccion(srv, admin, { nombre: '1.1 Video', curso, bytes, archivo: 'v.mp4' });
    const id = await crearUsuario(srv, { email: 'xa@prueba.co' });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: id, curso_id: curso, asignado_en: new Date().toISOString() })
      .execute();
    aprendiz = await tokenDe(srv, id);
    dirNginx = await mkdtemp(join(tmpdir(), 'cf-nginx-'));
    nginx = await iniciarNginx({
      puerto: await puertoLibre(),
      instancias: [srv.server.port],
      dir: dirNginx,
      dataDir: srv.dataDir,
      comoServidor: true,
    });
  }, 30_000);
  afterAll(async () => {
    await nginx?.detener();
    await srv?.close();
    if (dirNginx) await rm(dirNginx, { recursive: true, force: true });
  });

  async function src(): Promise<string> {
    const res = await srv.request('GET', `/api/multimedias/${video._id}`, { token: aprendiz });
    return (res.body as { data: Multimedia }).data.sources.src ?? '';
  }

  it('the server alone answers with X-Accel-Redirect and no bytes', async () => {
    const res = await fetch(`${srv.url}${await src()}`, { headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-accel-redirect')).toBe(`/_archivos/multimedia/${video.file}`);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('through nginx a Range request gets 206 and the right bytes, with our headers', async () => {
    const res = await fetch(`${nginx.url}${await src()}`, {
      headers: { range: 'bytes=600000-600099' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 600000-600099/700000');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('x-filename')).toBe('v.mp4');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    expect(res.headers.get('x-accel-redirect')).toBeNull();
    const cuerpo = Buffer.from(await res.arrayBuffer());
    expect(cuerpo.equals(bytes.subarray(600000, 600100))).toBe(true);
    const entero = await fetch(`${nginx.url}/api/plyr/${video._id}`, {
      headers: { authorization: `Bearer ${aprendiz}` },
    });
    expect(entero.status).toBe(200);
    expect(Buffer.from(await entero.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('without a valid signature nginx sends no bytes', async () => {
    const firmada = await src();
    for (const ruta of [`/api/plyr/${video._id}`, `${firmada.slice(0, -4)}AAAA`]) {
      const res = await fetch(`${nginx.url}${ruta}`, { headers: { range: 'bytes=0-99' } });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await res.json()) as { ok: boolean }).ok).toBe(false);
    }
  });

  it('the internal location cannot be asked for directly', async () => {
    const res = await fetch(`${nginx.url}/_archivos/multimedia/${video.file}`);
    expect(res.status).toBe(404);
    expect(Buffer.from(await res.arrayBuffer()).includes(bytes.subarray(0, 16))).toBe(false);
  });
});
