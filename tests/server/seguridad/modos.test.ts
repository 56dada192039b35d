import { randomUUID } from 'node:crypto';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { guardarPdf } from '../../../src/server/modules/certificados/archivo';
import { testDialects } from '../helpers/databases';
import { tokenAdmin } from '../helpers/cuentas';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';
import { PNG, nuevoCurso, pdf, subirAdjunto } from '../modules/cursos/ayudas';

/** Every folder and file below `dir`, with its permission bits. */
async function modos(dir: string): Promise<Map<string, number>> {
  const lista = new Map<string, number>();
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const ruta = join(dir, e.name);
    lista.set(ruta, (await lstat(ruta)).mode & 0o777);
    if (e.isDirectory()) for (const [r, m] of await modos(ruta)) lista.set(r, m);
  }
  return lista;
}

/** Anything under DATA_DIR not owner-only, as "path mode" lines (empty when all is right). */
async function abiertos(dataDir: string): Promise<string[]> {
  const mal: string[] = [];
  for (const [ruta, modo] of await modos(dataDir)) {
    const esperado = (await lstat(ruta)).isDirectory() ? 0o700 : 0o600;
    if (modo !== esperado) mal.push(`${ruta.slice(dataDir.length)} ${modo.toString(8)}`);
  }
  return mal;
}

async function subir(srv: TestServer, token: string, ruta: string, bytes: Buffer, nombre: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), nombre);
  const res = await fetch(`${srv.url}${ruta}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * Issue 13: plataforma.db was created 0644 and upload folders 0755. Everything under
 * DATA_DIR is owner-only, whatever the umask (the tests run with umask 000).
 */
describe.each(testDialects())('DATA_DIR is owner-only (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let umaskAnterior: number;

  beforeAll(async () => {
    umaskAnterior = process.umask(0o000);
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(async () => {
    await srv.close();
    process.umask(umaskAnterior);
  });

  it('database, secret, uploads and certificates are 0600 in 0700 folders', async () => {
    const curso: Curso = await nuevoCurso(srv, admin, { codigo: 'MOD', nombre: 'Modos' });
    const adjunto = await subirAdjunto(
      srv,
      admin,
      { _id: curso._id, descripcionAdjunto: 'Guía' },
      { bytes: pdf(3000), nombre: 'guia.pdf', mime: 'application/pdf' },
    );
    expect(adjunto.status).toBe(200);
    await subir(srv, admin, '/api/upload-foto', PNG, 'foto.png');
    await subir(srv, admin, '/api/upload', PNG, 'fondo.png');
    await subir(srv, admin, '/api/upload-logo', PNG, 'logo.png');
    await subir(srv, admin, '/api/uploadmultimedia', pdf(3000), 'leccion.pdf');
    await guardarPdf(srv.dataDir, randomUUID(), pdf(500));

    const todo = [...(await modos(srv.dataDir)).keys()].map((r) => r.slice(srv.dataDir.length));
    expect(todo).toEqual(
      expect.arrayContaining([
        '/jwt-secret',
        '/uploads',
        '/uploads/adjuntos',
        '/uploads/fotos',
        '/uploads/multimedia',
        '/certificados',
      ]),
    );
    if (dialect === 'sqlite') {
      expect(todo).toEqual(
        expect.arrayContaining(['/plataforma.db', '/plataforma.db-wal', '/plataforma.db-shm']),
      );
    }
    expect(await abiertos(srv.dataDir)).toEqual([]);
  });

  it('a restart tightens what an older version left open', async () => {
    const viejo = join(srv.dataDir, 'uploads', 'vieja');
    await mkdir(viejo, { recursive: true });
    await chmod(viejo, 0o755);
    await writeFile(join(viejo, 'archivo.png'), PNG, { mode: 0o644 });
    await chmod(join(srv.dataDir, 'jwt-secret'), 0o644);
    if (dialect === 'sqlite') await chmod(join(srv.dataDir, 'plataforma.db'), 0o644);
    expect(await abiertos(srv.dataDir)).not.toEqual([]);
    await srv.stop();
    const otra = await startTestServer(dialect, {
      dataDir: srv.dataDir,
      databaseUrl: srv.databaseUrl,
    });
    try {
      expect(await abiertos(srv.dataDir)).toEqual([]);
    } finally {
      await otra.stop();
    }
  });
});

describe('the SQLite backup made before migrating is owner-only', () => {
  it('plataforma.db.antes-de-migrar-*.bak is 0600 even with umask 000', async () => {
    const anterior = process.umask(0o000);
    const dataDir = await mkdtemp(join(tmpdir(), 'cf-modos-'));
    try {
      const handle = openDatabase({ dataDir: join(dataDir, 'datos'), databaseUrl: null });
      await migrateToLatest(handle, '0010_cursos_unicos');
      await migrateToLatest(handle);
      await handle.db.destroy();
      const nombres = await readdir(join(dataDir, 'datos'));
      expect(nombres.some((n) => n.includes('antes-de-migrar'))).toBe(true);
      expect(await abiertos(dataDir)).toEqual([]);
    } finally {
      process.umask(anterior);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
