import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRIDGE_CHANNELS, ipcChannelOf, type BridgeChannel } from '@shared/bridge';
import { crearHandlersArchivos } from '../../../src/main/bridge/archivosHandlers';
import type { BridgeHandlers } from '../../../src/main/bridgeHandlers';
import type { IpcInvokeEventLike, IpcMainLike } from '../../../src/main/ipc/ipcMainLike';
import { registerBridgeHandlers } from '../../../src/main/ipc/registerBridge';
import { ArchivosService } from '../../../src/main/services/archivos/archivosService';

const APP_URL = 'http://127.0.0.1:53211/certificados';
type Listener = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'archivos-ipc-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * The archivos handlers registered through the real registerBridgeHandlers (sender check,
 * zod validation, envelopes), as the renderer reaches them. The other areas are not under
 * test here: their channels answer with an error.
 */
function montar(cancelar = false, csvElegido: string | null = null) {
  const listeners = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle: (canal, listener) => void listeners.set(canal, listener),
    removeHandler: (canal) => void listeners.delete(canal),
  };
  const servicio = new ArchivosService({
    carpetaDocumentos: dir,
    mostrarDialogoGuardar: async (o) =>
      cancelar
        ? { canceled: true }
        : { canceled: false, filePath: join(o.carpetaPorDefecto, o.nombrePorDefecto) },
    mostrarDialogoAbrir: async () =>
      csvElegido === null
        ? { canceled: true, filePaths: [] }
        : { canceled: false, filePaths: [csvElegido] },
    abrirRuta: async () => '',
  });
  const otros = Object.fromEntries(
    BRIDGE_CHANNELS.map((n) => [n, async () => Promise.reject(new Error('fuera de la prueba'))]),
  );
  // Only the archivos entries are real; the rest reject (see above).
  const handlers = { ...otros, ...crearHandlersArchivos(servicio) } as BridgeHandlers;
  registerBridgeHandlers(ipc, handlers, (url) => new URL(url).origin === new URL(APP_URL).origin);
  return async (nombre: BridgeChannel, arg: unknown) =>
    listeners.get(ipcChannelOf(nombre))?.({ senderFrame: { url: APP_URL } }, arg);
}

describe('archivos handlers over the bridge', () => {
  it('saves the bytes sent by the renderer and then opens that file', async () => {
    const llamar = montar();
    const ruta = join(dir, 'certificado.pdf');
    await expect(
      llamar('archivos.guardarPdf', { nombre: 'certificado.pdf', datos: PDF }),
    ).resolves.toEqual({ ok: true, value: { guardado: true, ruta } });
    expect(new Uint8Array(await readFile(ruta))).toEqual(PDF);
    await expect(llamar('archivos.abrir', { ruta })).resolves.toEqual({ ok: true, value: null });
  });

  it('accepts a Node Buffer too (what IPC may deliver for a Uint8Array)', async () => {
    const llamar = montar();
    const respuesta = await llamar('archivos.guardarPdf', {
      nombre: 'certificado.pdf',
      datos: Buffer.from(PDF),
    });
    expect(respuesta).toMatchObject({ ok: true, value: { guardado: true } });
  });

  it('answers a cancelled dialog as a value, and errors as Spanish messages', async () => {
    await expect(
      montar(true)('archivos.guardarPdf', { nombre: 'certificado.pdf', datos: PDF }),
    ).resolves.toEqual({ ok: true, value: { guardado: false, ruta: null } });

    const llamar = montar();
    await expect(
      llamar('archivos.guardarPdf', { nombre: 'a.pdf', datos: new Uint8Array([1, 2, 3, 4, 5]) }),
    ).resolves.toEqual({ ok: false, error: 'El archivo no es un PDF.' });
    await expect(llamar('archivos.abrir', { ruta: '/etc/passwd' })).resolves.toEqual({
      ok: false,
      error: 'Solo se pueden abrir los archivos guardados por la aplicación.',
    });
    // Not bytes at all: stopped by the table's schema before the service runs.
    await expect(
      llamar('archivos.guardarPdf', { nombre: 'a.pdf', datos: 'JVBERi0=' }),
    ).resolves.toEqual({ ok: false, error: 'Argumentos inválidos para archivos.guardarPdf' });
  });
});

describe('archivos.elegirCsv over the bridge', () => {
  it('hands the chosen CSV over as its name and bytes', async () => {
    const ruta = join(dir, 'usuarios.csv');
    const csv = new TextEncoder().encode('email;nombre\nana@ejemplo.co;Ana\n');
    await writeFile(ruta, csv);
    const respuesta = await montar(false, ruta)('archivos.elegirCsv', undefined);
    expect(respuesta).toEqual({ ok: true, value: { nombre: 'usuarios.csv', datos: csv } });
  });

  it('answers a cancelled dialog with null, and a read failure as a Spanish message', async () => {
    await expect(montar()('archivos.elegirCsv', undefined)).resolves.toEqual({
      ok: true,
      value: null,
    });
    await expect(
      montar(false, join(dir, 'no-esta.csv'))('archivos.elegirCsv', undefined),
    ).resolves.toEqual({ ok: false, error: 'No se encontró el archivo «no-esta.csv».' });
  });

  it('takes no argument from the page (a path cannot be smuggled in)', async () => {
    const respuesta = await montar()('archivos.elegirCsv', { ruta: '/etc/passwd' });
    expect(respuesta).toEqual({ ok: false, error: 'Argumentos inválidos para archivos.elegirCsv' });
  });
});
