import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { OfflineService } from '../../../src/main/services/offline/offlineService';
import type { OpcionesOffline } from '../../../src/main/services/offline/offlineService';
import { startTestServer } from '../../server/helpers/testServer';
import type { TestServer } from '../../server/helpers/testServer';

export const AHORA = new Date('2026-11-21T09:00:00.000Z');

export interface EntornoOutbox {
  /** The real platform server of this file (SQLite, port 0). */
  srv(): TestServer;
  /** This test's SQLite file (in a fresh temp folder). */
  archivo(): string;
  /** An OfflineService over this test's file (a new instance is an app restart). */
  servicio(opciones?: Partial<OpcionesOffline>): OfflineService;
}

/**
 * Registers the hooks of a suite that replays to a real server: one server per file, a
 * fresh temp folder (the offline SQLite file) per test, every service closed after it.
 */
export function entornoOutbox(): EntornoOutbox {
  let srv: TestServer | undefined;
  let dir = '';
  const abiertos: OfflineService[] = [];

  beforeAll(async () => {
    srv = await startTestServer('sqlite');
  }, 60_000);
  afterAll(() => srv?.close());
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cf-offline-'));
  });
  afterEach(async () => {
    for (const s of abiertos.splice(0)) s.cerrar();
    await rm(dir, { recursive: true, force: true });
  });

  const actual = (): TestServer => {
    if (!srv) throw new Error('el servidor de prueba no arrancó');
    return srv;
  };
  return {
    srv: actual,
    archivo: () => join(dir, 'offline.sqlite'),
    servicio(opciones = {}) {
      const s = new OfflineService({
        archivo: join(dir, 'offline.sqlite'),
        baseUrl: () => actual().url,
        reloj: () => AHORA,
        ...opciones,
      });
      abiertos.push(s);
      return s;
    },
  };
}
