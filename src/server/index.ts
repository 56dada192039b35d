import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ensureFirstAdmin } from './bootstrap';
import type { InitialAdmin } from './bootstrap';
import { ConfigError } from './config';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { crearColaTrabajos, iniciarTrabajos } from './jobs';
import type { ColaTrabajos, RegistroTrabajos } from './jobs';
import { loadJwtSecret } from './security/secret';
import { crearCorreo } from './correo/correo';
import { createServices } from './services';
import { iniciarVersiones } from './cache/versiones';
import type { Versiones } from './cache/versiones';
import type { Database } from './db/schema';
import { resumenDemo, sembrarDemo } from './demo/sembrar';
import { crearCarpetaPrivadaSync, endurecerDataDir } from './storage/permisos';
import { borrarParcialesViejos } from './storage/subidas';
import type { Services } from './services';
import { hasWebClient } from './http/webClient';
import { marcarPrimerAdminInteractivo } from './modules/instalacion';
import {
  detenerImportaciones,
  recuperarImportaciones,
  registrarImportaciones,
} from './modules/importacion';
import { registrarColaNotificaciones } from './modules/notificaciones';

export { ConfigError, loadConfig } from './config';
export type { ServerConfig } from './config';
export type { InitialAdmin } from './bootstrap';

export const VERSION = '0.1.0';

export interface StartServerOptions {
  config: ServerConfig;
  /** Lines meant for a person: the URL, generated credentials. */
  print?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  initialAdmin: InitialAdmin | null;
  app: FastifyInstance;
  /** Repositories and services of this instance (tests and the desktop main process use them). */
  services: Services;
  /** The job queue of this instance (docs/trabajos.md); also `services.trabajos`. */
  trabajos: ColaTrabajos;
  close(): Promise<void>;
}

/** A start-up failure a person can act on: printed as one line, never as a trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

function ensureWritableDataDir(dataDir: string): void {
  try {
    crearCarpetaPrivadaSync(dataDir);
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`No se puede escribir en DATA_DIR (${dataDir}): ${code}`);
  }
}

async function openAndMigrate(config: ServerConfig): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  try {
    handle = openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
    });
    await sql`select 1`.execute(handle.db);
  } catch (error) {
    const detalle = error instanceof Error ? error.message : String(error);
    const cual = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'SQLite';
    throw new StartupError(`No se pudo abrir la base de datos ${cual}: ${detalle}`);
  }
  try {
    await migrateToLatest(handle);
  } catch (error) {
    await handle.db.destroy();
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
  return handle;
}

/**
 * Stops accepting, lets in-flight requests finish, then closes the database (onClose hook).
 * Keep-alive connections that go idle after their last response are closed at once,
 * instead of holding the shutdown until the client's idle timeout.
 */
async function closeGracefully(app: FastifyInstance): Promise<void> {
  const timer = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(timer);
  }
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Demo content asked for at start (`npm start -- --demo`, SEMBRAR_DEMO=1): created once,
 * then left alone. A failure is reported, not fatal: the platform itself works without it.
 */
async function sembrarAlIniciar(services: Services, print?: (line: string) => void) {
  try {
    for (const linea of resumenDemo(await sembrarDemo(services))) print?.(linea);
  } catch (error) {
    print?.(`No se pudo crear el contenido de demostración: ${(error as Error).message}`);
  }
}

/** Listens, or closes the app and explains in one line why it cannot. */
async function escuchar(app: FastifyInstance, config: ServerConfig): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(`El puerto ${config.port} ya está en uso en ${config.host}.`);
    if (code === 'EADDRNOTAVAIL')
      throw new StartupError(`La dirección HOST ${config.host} no existe en esta máquina.`);
    throw new StartupError(
      `No se pudo escuchar en ${config.host}:${config.port}: ${(error as Error).message}`,
    );
  }
}

/** What closing the app stops, in order. */
async function cerrarServicios(
  services: Services,
  versiones: Versiones,
  db: Kysely<Database>,
): Promise<void> {
  await detenerImportaciones(services); // a running import rolls back, its job ends
  await services.trabajos.detener(); // then no job runs when the database goes away
  await services.hashMasivo.cerrar();
  services.correo?.cerrar();
  await versiones.cerrar();
  await db.destroy();
}

/**
 * Opens and migrates the database, ensures a first administrator, and listens. Used by the
 * CLI (`npm run server`), the desktop app's embedded mode and the tests alike.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  if (!config.databaseUrl) ensureWritableDataDir(config.dataDir);
  else crearCarpetaPrivadaSync(config.dataDir);
  // Files an older version left readable by others (0644 database, 0755 folders).
  await endurecerDataDir(config.dataDir);
  const abierta = await openAndMigrate(config);
  // Before any service exists: every write through services.db moves the cache versions.
  const { versiones, plugin } = await iniciarVersiones(abierta, config.databaseUrl);
  const handle = { ...abierta, db: abierta.db.withPlugin(plugin) };
  // The queue logs through the app's logger, which exists a little later.
  let app: FastifyInstance | null = null;
  const logTrabajos: RegistroTrabajos = {
    info: (o, m) => app?.log.info(o, m),
    error: (o, m) => app?.log.error(o, m),
  };
  const services = createServices(
    handle.db,
    handle.dialecto,
    loadJwtSecret(config.dataDir, config.jwtSecret),
    config.dataDir,
    config.demoraDesbloqueoMs,
    config.urlPublica ?? null,
    crearCorreo(config.smtp),
    config.tableroMonitor ?? null,
    config.wikiExterna ?? null,
    crearColaTrabajos(handle.db, config.databaseUrl, logTrabajos),
    versiones,
    config.archivosXAccel ?? null,
  );
  registrarColaNotificaciones(handle.db, services.trabajos);
  // Before the routes exist: /api/instalacion reads this mark on its first request.
  if (config.primerAdminInteractivo === true) marcarPrimerAdminInteractivo(services);
  const initialAdmin = await ensureFirstAdmin(services, config);
  if (config.sembrarDemo) await sembrarAlIniciar(services, options.print);
  await services.sesiones.purgarVencidos();
  await services.limitador.purgar();
  await borrarParcialesViejos(join(config.dataDir, 'uploads'));
  // Users import: its credentials key, before any `importacion` job may run.
  registrarImportaciones(services, loadJwtSecret(config.dataDir, config.jwtSecret));
  app = await buildApp({
    services,
    webDir: config.webDir,
    logLevel: config.logLevel,
    version: VERSION,
    trustProxy: config.trustProxy,
    logFormat: config.logFormat,
    metricsToken: config.metricsToken,
    pool: handle.estadoPool,
    trabajos: () => services.trabajos.conteos(),
    comprobarRespuestas: config.comprobarRespuestas === true,
  });
  app.addHook('onClose', () => cerrarServicios(services, versiones, handle.db));
  try {
    // Pending unlock requests get their jobs; lotes a crash left with no job become fallido.
    await iniciarTrabajos(services, logTrabajos);
    await recuperarImportaciones(services);
  } catch (error) {
    await app.close();
    throw new StartupError(`No se pudo iniciar la cola de trabajos: ${(error as Error).message}`);
  }
  await escuchar(app, config);
  if (!hasWebClient(config.webDir)) {
    options.print?.(
      `Aviso: no se encontró el cliente web en ${config.webDir ?? '(sin WEB_DIR)'}; solo se sirve la API.`,
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${hostForUrl(config.host)}:${port}`;
  return {
    url,
    port,
    initialAdmin,
    app,
    services,
    trabajos: services.trabajos,
    close: () => closeGracefully(app),
  };
}
