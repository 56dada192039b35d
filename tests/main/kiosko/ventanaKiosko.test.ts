import { describe, expect, it } from 'vitest';
import type { Kiosko } from '@shared/bridge';
import { KIOSKO_PREDETERMINADO } from '../../../src/main/services/kiosko/configuracionKiosko';
import {
  accionTeclaKiosko,
  conOpcionesKiosko,
  opcionesVentanaKiosko,
  politicaEnlacesExternos,
  siguienteNivelZoom,
  ZOOM_MAXIMO,
  ZOOM_MINIMO,
  type TeclaPulsada,
} from '../../../src/main/services/kiosko/ventanaKiosko';

const kiosko: Kiosko = { ...KIOSKO_PREDETERMINADO, activo: true };
const normal: Kiosko = KIOSKO_PREDETERMINADO;

const tecla = (key: string, mods: Partial<TeclaPulsada> = {}): TeclaPulsada => ({
  type: 'keyDown',
  key,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});

describe('window options', () => {
  it('kiosk: kiosk window, full screen, no menu bar, no developer tools', () => {
    expect(opcionesVentanaKiosko(kiosko)).toEqual({
      kiosk: true,
      fullscreen: true,
      autoHideMenuBar: true,
      webPreferences: { devTools: false },
    });
  });

  it('not kiosk: nothing changes', () => {
    expect(opcionesVentanaKiosko(normal)).toEqual({});
  });

  it('merging keeps the security settings of webPreferences', () => {
    const base = {
      width: 1280,
      webPreferences: { preload: '/p.cjs', sandbox: true, contextIsolation: true },
    };
    expect(conOpcionesKiosko(base, kiosko)).toEqual({
      width: 1280,
      kiosk: true,
      fullscreen: true,
      autoHideMenuBar: true,
      webPreferences: {
        preload: '/p.cjs',
        sandbox: true,
        contextIsolation: true,
        devTools: false,
      },
    });
    expect(conOpcionesKiosko(base, normal)).toEqual(base);
  });
});

describe('external links', () => {
  it('go to the system browser outside kiosk, and in kiosk only when an admin allowed it', () => {
    expect(politicaEnlacesExternos(normal)).toBe(true);
    expect(politicaEnlacesExternos(kiosko)).toBe(false);
    expect(politicaEnlacesExternos({ ...kiosko, permitirEnlacesExternos: true })).toBe(true);
  });
});

describe('keyboard in kiosk', () => {
  it('blocks the developer-tools shortcuts on Windows and Linux', () => {
    expect(accionTeclaKiosko(tecla('F12'), 'win32')).toBe('bloquear');
    for (const letra of ['I', 'J', 'C']) {
      expect(accionTeclaKiosko(tecla(letra, { control: true, shift: true }), 'linux')).toBe(
        'bloquear',
      );
    }
  });

  it('blocks Cmd+Option+I on macOS, where Option changes the reported character', () => {
    expect(accionTeclaKiosko(tecla('ˆ', { code: 'KeyI', meta: true, alt: true }), 'darwin')).toBe(
      'bloquear',
    );
  });

  it('keeps zoom: Ctrl + / - / 0, by character (Spanish keyboards have a + key) or keypad', () => {
    expect(accionTeclaKiosko(tecla('+', { control: true }), 'win32')).toBe('ampliar');
    expect(accionTeclaKiosko(tecla('=', { control: true }), 'linux')).toBe('ampliar');
    expect(accionTeclaKiosko(tecla('+', { control: true, shift: true }), 'linux')).toBe('ampliar');
    expect(accionTeclaKiosko(tecla('-', { control: true }), 'linux')).toBe('reducir');
    expect(accionTeclaKiosko(tecla('0', { control: true }), 'linux')).toBe('tamanoReal');
    expect(accionTeclaKiosko(tecla('Add', { code: 'NumpadAdd', control: true }), 'win32')).toBe(
      'ampliar',
    );
    expect(accionTeclaKiosko(tecla('+', { meta: true }), 'darwin')).toBe('ampliar');
  });

  it('lets every other key through: typing, copy and paste, key releases', () => {
    expect(accionTeclaKiosko(tecla('i'), 'linux')).toBe('permitir');
    expect(accionTeclaKiosko(tecla('I', { shift: true }), 'linux')).toBe('permitir');
    expect(accionTeclaKiosko(tecla('c', { control: true }), 'linux')).toBe('permitir');
    expect(accionTeclaKiosko(tecla('+'), 'linux')).toBe('permitir');
    expect(accionTeclaKiosko({ ...tecla('F12'), type: 'keyUp' }, 'linux')).toBe('permitir');
  });

  it('zoom moves in half steps between the limits, and 0 resets it', () => {
    expect(siguienteNivelZoom(0, 'ampliar')).toBe(0.5);
    expect(siguienteNivelZoom(0, 'reducir')).toBe(-0.5);
    expect(siguienteNivelZoom(2.5, 'tamanoReal')).toBe(0);
    expect(siguienteNivelZoom(ZOOM_MAXIMO, 'ampliar')).toBe(ZOOM_MAXIMO);
    expect(siguienteNivelZoom(ZOOM_MINIMO, 'reducir')).toBe(ZOOM_MINIMO);
  });
});
