import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bridgeTable } from '@shared/bridge';
import { crearHandlersDescargas } from '../../../src/main/bridge/descargasHandlers';
import { DescargasService } from '../../../src/main/services/descargas/descargasService';
import { descargasWeb } from '../../../src/renderer/platform/web/descargas';
import { crearServidorArchivo, esperarEstado } from './ayudas';

const carpetas: string[] = [];
afterEach(async () => {
  for (const c of carpetas.splice(0)) await rm(c, { recursive: true, force: true });
});

describe('descargas handlers', () => {
  it('run the real service and answer what the bridge table promises', async () => {
    const carpeta = await mkdtemp(join(tmpdir(), 'descargas-'));
    carpetas.push(carpeta);
    const servidor = await crearServidorArchivo(Buffer.from('%PDF-1.4 hola'), 'application/pdf');
    const servicio = new DescargasService({
      carpeta,
      baseUrl: servidor.url,
      espacioLibre: async () => 1024 ** 4,
    });
    const h = crearHandlersDescargas(servicio);
    const args = bridgeTable['descargas.iniciar'].args.parse({
      multimediaId: 'l1',
      nombre: 'Guía',
      cursoId: 'c1',
      url: '/api/plyr/l1?firma=f',
    });
    bridgeTable['descargas.iniciar'].result.parse(await h['descargas.iniciar'](args));
    await esperarEstado(servicio, 'l1', ['completa']);
    const lista = bridgeTable['descargas.listar'].result.parse(
      await h['descargas.listar'](undefined),
    );
    expect(lista).toMatchObject([
      { multimediaId: 'l1', estado: 'completa', urlLocal: 'leccion://l1' },
    ]);
    expect(await h['descargas.cancelar']({ multimediaId: 'l1' })).toBeNull();
    expect(await h['descargas.eliminar']({ multimediaId: 'l1' })).toBeNull();
    expect(await h['descargas.listar'](undefined)).toEqual([]);
    await servidor.cerrar();
  });
});

// The browser's side of the same capability (src/renderer/platform/web/descargas.ts).
describe('descargasWeb', () => {
  it('lists nothing and refuses the rest with a plain Spanish reason', async () => {
    expect(await descargasWeb.listar()).toEqual([]);
    const mensaje = 'Las descargas solo están disponibles en la aplicación de escritorio.';
    await expect(
      descargasWeb.iniciar({ multimediaId: 'l1', nombre: 'x', cursoId: null, url: '/x' }),
    ).rejects.toThrow(mensaje);
    await expect(descargasWeb.cancelar({ multimediaId: 'l1' })).rejects.toThrow(mensaje);
    await expect(descargasWeb.eliminar({ multimediaId: 'l1' })).rejects.toThrow(mensaje);
  });
});
