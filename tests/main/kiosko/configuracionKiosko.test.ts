import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bridgeTable } from '@shared/bridge';
import { crearHandlersKiosko } from '../../../src/main/bridge/kioskoHandlers';
import {
  ConfiguracionKiosko,
  KIOSKO_PREDETERMINADO,
  leerArgumentos,
} from '../../../src/main/services/kiosko/configuracionKiosko';

let dir: string;
let archivo: string;
let avisos: string[];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiosko-'));
  archivo = join(dir, 'kiosko.json');
  avisos = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const configuracion = (argv: string[] = []) =>
  new ConfiguracionKiosko({ argv, rutaArchivo: archivo, aviso: (m) => avisos.push(m) });

describe('ConfiguracionKiosko', () => {
  it('without file or flags is an ordinary window with the documented defaults, and says nothing', () => {
    expect(configuracion().config()).toEqual({
      activo: false,
      inactividadSegundos: 300,
      cuentaRegresivaSegundos: 30,
      permitirEnlacesExternos: false,
    });
    expect(avisos).toEqual([]);
  });

  it('--kiosk and --inactividad=<s> on the command line', () => {
    const config = configuracion([
      '/opt/app/contenido',
      '.',
      '--kiosk',
      '--inactividad=90',
    ]).config();
    expect(config).toEqual({ ...KIOSKO_PREDETERMINADO, activo: true, inactividadSegundos: 90 });
  });

  it('reads kiosko.json, filling what it leaves out with the defaults', async () => {
    await writeFile(archivo, JSON.stringify({ activo: true, permitirEnlacesExternos: true }));
    expect(configuracion().config()).toEqual({
      activo: true,
      inactividadSegundos: 300,
      cuentaRegresivaSegundos: 30,
      permitirEnlacesExternos: true,
    });
    expect(avisos).toEqual([]);
  });

  it('the command line wins over the file', async () => {
    await writeFile(
      archivo,
      JSON.stringify({ activo: false, inactividadSegundos: 600, cuentaRegresivaSegundos: 10 }),
    );
    expect(configuracion(['--kiosk', '--inactividad=0']).config()).toEqual({
      ...KIOSKO_PREDETERMINADO,
      activo: true,
      inactividadSegundos: 0,
      cuentaRegresivaSegundos: 10,
    });
  });

  it('a file that is not JSON gives the defaults, with a notice naming it', async () => {
    await writeFile(archivo, '{ activo: true,');
    expect(configuracion().config()).toEqual(KIOSKO_PREDETERMINADO);
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toContain(archivo);
    expect(avisos[0]).toContain('no es un JSON válido');
  });

  it('a JSON that is not an object gives the defaults, with a notice', async () => {
    await writeFile(archivo, '[true]');
    expect(configuracion().config()).toEqual(KIOSKO_PREDETERMINADO);
    expect(avisos[0]).toContain('debe ser un objeto JSON');
  });

  it('an invalid field falls back to its default alone, so a typo does not switch kiosk off', async () => {
    await writeFile(
      archivo,
      JSON.stringify({
        activo: true,
        inactividadSegundos: -5,
        cuentaRegresivaSegundos: 0,
        permitirEnlacesExternos: 'si',
        inactivdad: 20,
      }),
    );
    expect(configuracion().config()).toEqual({ ...KIOSKO_PREDETERMINADO, activo: true });
    expect(avisos).toEqual([
      `${archivo}: el valor de «inactividadSegundos» no es válido; se usa el predeterminado.`,
      `${archivo}: el valor de «cuentaRegresivaSegundos» no es válido; se usa el predeterminado.`,
      `${archivo}: el valor de «permitirEnlacesExternos» no es válido; se usa el predeterminado.`,
      `${archivo}: se ignora la opción desconocida «inactivdad».`,
    ]);
  });

  it('an unreadable path (a folder) gives the defaults, with a notice', async () => {
    await mkdir(archivo);
    expect(configuracion().config()).toEqual(KIOSKO_PREDETERMINADO);
    expect(avisos[0]).toContain('No se pudo leer');
  });

  it('is resolved once: the window was built from it, a later edit applies at the next start', async () => {
    const servicio = configuracion();
    expect(servicio.config().activo).toBe(false);
    await writeFile(archivo, JSON.stringify({ activo: true }));
    expect(servicio.config().activo).toBe(false);
    expect(configuracion().config().activo).toBe(true);
  });

  it('hands out copies, so a caller cannot change what others read', () => {
    const servicio = configuracion(['--kiosk']);
    servicio.config().activo = false;
    expect(servicio.config().activo).toBe(true);
  });
});

describe('leerArgumentos', () => {
  it('ignores a non-numeric --inactividad with a notice, and unrelated flags silently', () => {
    const avisados: string[] = [];
    expect(
      leerArgumentos(['--inactividad=abc', '--inactividad=-3', '--no-sandbox'], (m) =>
        avisados.push(m),
      ),
    ).toEqual({});
    expect(avisados).toEqual([
      '--inactividad=abc no es un número de segundos: se ignora.',
      '--inactividad=-3 no es un número de segundos: se ignora.',
    ]);
  });

  it('the last --inactividad wins, as with most command lines', () => {
    expect(leerArgumentos(['--inactividad=10', '--inactividad=20'])).toEqual({
      inactividadSegundos: 20,
    });
  });
});

describe('kiosko.config handler', () => {
  it('answers the resolved configuration, valid for the bridge table', async () => {
    const handlers = crearHandlersKiosko(configuracion(['--kiosk', '--inactividad=3']));
    const respuesta = await handlers['kiosko.config'](undefined);
    expect(bridgeTable['kiosko.config'].result.parse(respuesta)).toEqual({
      ...KIOSKO_PREDETERMINADO,
      activo: true,
      inactividadSegundos: 3,
    });
  });
});
