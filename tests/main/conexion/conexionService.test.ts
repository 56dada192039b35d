import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bridgeTable, type Conexion } from '@shared/bridge';
import { crearHandlersConexion } from '../../../src/main/bridge/conexionHandlers';
import {
  ConexionService,
  type OpcionesConexionService,
  type Reloj,
} from '../../../src/main/services/conexion/conexionService';
import {
  NO_ES_PLATAFORMA,
  normalizarUrlCentro,
} from '../../../src/main/services/conexion/probarCentro';
import { PAGINA_DE_ROUTER, SALUD_OK, SILENCIO, puertoCerrado, servidorDePrueba } from './ayudas';

let carpeta: string;
let ruta: string;
const servidores: { cerrar(): Promise<void> }[] = [];

beforeEach(async () => {
  carpeta = await mkdtemp(join(tmpdir(), 'conexion-'));
  ruta = join(carpeta, 'conexion.json');
});
afterEach(async () => {
  for (const s of servidores.splice(0)) await s.cerrar();
  await rm(carpeta, { recursive: true, force: true });
});

async function centro(responder = SALUD_OK) {
  const s = await servidorDePrueba(responder);
  servidores.push(s);
  return s;
}

/** A clock whose interval the test fires by hand. */
function relojManual() {
  const tareas = new Map<number, () => void>();
  let siguiente = 1;
  const reloj: Reloj = {
    setInterval: (fn) => {
      tareas.set(siguiente, fn);
      return siguiente++;
    },
    clearInterval: (h) => void tareas.delete(h as number),
  };
  return { reloj, tareas, disparar: () => [...tareas.values()].forEach((fn) => fn()) };
}

function servicio(opciones: Partial<OpcionesConexionService> = {}) {
  return new ConexionService({ rutaAjustes: ruta, timeoutMs: 2_000, ...opciones });
}

describe('ConexionService.probar against real HTTP servers', () => {
  it('accepts a platform server and keeps a path prefix', async () => {
    const s = await centro();
    await expect(servicio().probar(`${s.url}/`)).resolves.toEqual({
      ok: true,
      mensaje: `Conexión correcta con ${s.url}.`,
    });
    expect(s.estado.pedidas).toEqual(['GET /health']);
    expect(normalizarUrlCentro('https://c.example/plataforma/?x=1#a')).toBe(
      'https://c.example/plataforma',
    );
  });

  it('says when the address answers but is not the platform', async () => {
    const s = await centro(PAGINA_DE_ROUTER);
    await expect(servicio().probar(s.url)).resolves.toEqual({
      ok: false,
      mensaje: NO_ES_PLATAFORMA,
    });
    s.estado.responder = (_q, r) => void r.writeHead(200).end('{"ok":false}');
    expect((await servicio().probar(s.url)).mensaje).toBe(NO_ES_PLATAFORMA);
  });

  it('explains a refused port', async () => {
    const url = `http://127.0.0.1:${await puertoCerrado()}`;
    const r = await servicio().probar(url);
    expect(r.ok).toBe(false);
    expect(r.mensaje).toBe(
      `No se pudo conectar con ${url}: la conexión fue rechazada (¿está el servidor en marcha y el puerto es correcto?).`,
    );
  });

  it('gives up after the time limit', async () => {
    const s = await centro(SILENCIO);
    const inicio = Date.now();
    const r = await servicio({ timeoutMs: 200 }).probar(s.url);
    expect(r).toEqual({
      ok: false,
      mensaje: `No se pudo conectar con ${s.url}: no respondió a tiempo.`,
    });
    expect(Date.now() - inicio).toBeLessThan(2_000);
  });

  it('explains an unknown host name', async () => {
    const r = await servicio().probar('http://no-existe.invalid');
    expect(r.mensaje).toBe(
      'No se pudo conectar con http://no-existe.invalid: no se encontró ese nombre de servidor.',
    );
  });
});

describe('ConexionService settings', () => {
  it('starts in local mode, online, and writes nothing until saved', async () => {
    await expect(servicio().get()).resolves.toEqual({
      modo: 'local',
      urlCentro: null,
      enLinea: true,
    });
    await expect(readFile(ruta)).rejects.toThrow();
  });

  it('saves a reachable centre, remembers it across instances, and tells the glue once', async () => {
    const s = await centro();
    const cambios: Conexion[] = [];
    const primero = servicio({ alCambiar: (c) => void cambios.push(c) });
    const guardada = await primero.guardar({ modo: 'centro', urlCentro: `${s.url}/` });
    expect(guardada).toEqual({ modo: 'centro', urlCentro: s.url, enLinea: true });
    // The glue hears of it only after the answer went back to the page.
    expect(cambios).toEqual([]);
    // Saving the same settings again changes nothing: no restart, no reload.
    await primero.guardar({ modo: 'centro', urlCentro: s.url });
    await new Promise((r) => setTimeout(r, 20));
    expect(cambios).toEqual([{ modo: 'centro', urlCentro: s.url, enLinea: true }]);
    expect(JSON.parse(await readFile(ruta, 'utf8'))).toEqual({ modo: 'centro', urlCentro: s.url });

    const otro = servicio();
    expect(otro.ajustesActuales()).toEqual({ modo: 'centro', urlCentro: s.url });
    await expect(otro.get()).resolves.toEqual({ modo: 'centro', urlCentro: s.url, enLinea: true });
  });

  it('refuses to save an unreachable centre and keeps the previous settings', async () => {
    const url = `http://127.0.0.1:${await puertoCerrado()}`;
    const cambios: Conexion[] = [];
    const s = servicio({ alCambiar: (c) => void cambios.push(c) });
    await expect(s.guardar({ modo: 'centro', urlCentro: url })).rejects.toThrow(
      `No se pudo conectar con ${url}: la conexión fue rechazada`,
    );
    await expect(readFile(ruta)).rejects.toThrow();
    expect(s.ajustesActuales()).toEqual({ modo: 'local' });
    await new Promise((r) => setTimeout(r, 20));
    expect(cambios).toEqual([]);
  });

  it('goes back to local mode', async () => {
    const s = await centro();
    const conexion = servicio();
    await conexion.guardar({ modo: 'centro', urlCentro: s.url });
    await expect(conexion.guardar({ modo: 'local' })).resolves.toEqual({
      modo: 'local',
      urlCentro: null,
      enLinea: true,
    });
    expect(servicio().ajustesActuales()).toEqual({ modo: 'local' });
  });

  it('reads a damaged or hand-edited file as local mode', async () => {
    await writeFile(ruta, '{ no es json');
    expect(servicio().ajustesActuales()).toEqual({ modo: 'local' });
    await writeFile(ruta, JSON.stringify({ modo: 'centro', urlCentro: 'ftp://x' }));
    expect(servicio().ajustesActuales()).toEqual({ modo: 'local' });
  });
});

describe('ConexionService online state in centre mode', () => {
  it('checks the centre every interval while started, and not in local mode', async () => {
    const s = await centro();
    await writeFile(ruta, JSON.stringify({ modo: 'centro', urlCentro: s.url }));
    const { reloj, tareas, disparar } = relojManual();
    const conexion = servicio({ reloj, timeoutMs: 300 });
    conexion.iniciar();
    expect(tareas.size).toBe(1);
    // No check yet: the first get() asks.
    expect((await conexion.get()).enLinea).toBe(true);

    s.estado.responder = SILENCIO;
    disparar();
    await expect.poll(async () => (await conexion.get()).enLinea, { timeout: 3_000 }).toBe(false);

    s.estado.responder = SALUD_OK;
    disparar();
    await expect.poll(async () => (await conexion.get()).enLinea, { timeout: 3_000 }).toBe(true);

    await conexion.guardar({ modo: 'local' });
    expect(tareas.size).toBe(0);
    conexion.iniciar();
    expect(tareas.size).toBe(0);
  });

  it('reports offline at start when the saved centre is down', async () => {
    const url = `http://127.0.0.1:${await puertoCerrado()}`;
    await writeFile(ruta, JSON.stringify({ modo: 'centro', urlCentro: url }));
    await expect(servicio().get()).resolves.toEqual({
      modo: 'centro',
      urlCentro: url,
      enLinea: false,
    });
  });
});

describe('conexion handlers', () => {
  it('pass validated arguments through to the service', async () => {
    const s = await centro();
    const handlers = crearHandlersConexion(servicio());
    const args = bridgeTable['conexion.guardar'].args.parse({ modo: 'centro', urlCentro: s.url });
    await expect(handlers['conexion.guardar'](args)).resolves.toMatchObject({ modo: 'centro' });
    await expect(handlers['conexion.probar']({ urlCentro: s.url })).resolves.toMatchObject({
      ok: true,
    });
    await expect(handlers['conexion.get'](undefined)).resolves.toMatchObject({ enLinea: true });
    expect(
      bridgeTable['conexion.guardar'].args.safeParse({ modo: 'centro', urlCentro: 'file:///etc' })
        .success,
    ).toBe(false);
  });
});
