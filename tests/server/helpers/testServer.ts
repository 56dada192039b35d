import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../src/server/index';
import type { RunningServer } from '../../../src/server/index';
import type { ServerConfig } from '../../../src/server/config';
import { createPostgresDatabase } from './databases';
import type { TestDialect } from './databases';

export const ADMIN = { email: 'admin@prueba.co', password: 'clave-admin-segura' } as const;

export interface TestServer {
  url: string;
  server: RunningServer;
  dataDir: string;
  databaseUrl: string | null;
  /** JSON request to the real server over HTTP. */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** Stops the server but keeps its data folder and database (to restart on them). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the real platform server on port 0 against a fresh database (a SQLite file in a
 * temp folder, or a new PostgreSQL database), like fastify/demo's build(t) helper.
 */
export async function startTestServer(
  dialect: TestDialect,
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer> {
  // A given data folder or database is shared with another test server (restarts, several
  // instances on one PostgreSQL): it is used as is and left for its owner to remove.
  const propioDir = overrides.dataDir === undefined;
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'cf-servidor-')));
  const pgDb =
    dialect === 'postgres' && overrides.databaseUrl === undefined
      ? await createPostgresDatabase()
      : null;
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: pgDb?.url ?? null,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    jwtSecret: null,
    webDir: null,
    logLevel: 'silent',
    demoraDesbloqueoMs: 60_000,
    sembrarDemo: false,
    // Every answer of the suite is also checked by zod, against the production cut.
    comprobarRespuestas: true,
    ...overrides,
  };
  const server = await startServer({ config });
  let detenido = false;
  return {
    url: server.url,
    server,
    dataDir,
    databaseUrl: config.databaseUrl,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body, headers: res.headers };
    },
    async stop() {
      if (!detenido) await server.close();
      detenido = true;
    },
    async close() {
      if (!detenido) await server.close();
      detenido = true;
      await pgDb?.drop();
      if (propioDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in and returns the token (fails the test on anything but 200). */
export async function loginAs(
  srv: TestServer,
  email: string,
  password: string,
  recordarme = false,
): Promise<string> {
  const res = await srv.request('POST', '/auth/login', { body: { email, password, recordarme } });
  if (res.status !== 200) throw new Error(`login falló: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}
