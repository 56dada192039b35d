import { describe, expect, it } from 'vitest';
import {
  enlaceSeguro,
  tipoVisor,
  urlDescarga,
} from '../../../../src/renderer/features/multimedias/visor';

describe('minimal lesson viewer', () => {
  it('chooses the viewer by tipoMedia, PDFs by formato', () => {
    expect(tipoVisor({ tipoMedia: 'Video', formato: 'mp4' })).toBe('video');
    expect(tipoVisor({ tipoMedia: 'Audio', formato: 'mp3' })).toBe('audio');
    expect(tipoVisor({ tipoMedia: 'Imagen', formato: 'png' })).toBe('imagen');
    expect(tipoVisor({ tipoMedia: 'Documento', formato: 'pdf' })).toBe('pdf');
    expect(tipoVisor({ tipoMedia: 'Otro', formato: null })).toBe('descarga');
    expect(tipoVisor({ tipoMedia: 'link', formato: null })).toBe('enlace');
  });

  it('asks for a download keeping the signature', () => {
    expect(urlDescarga('/api/plyr/m1?firma=a.b')).toBe('/api/plyr/m1?firma=a.b&descargar=1');
    expect(urlDescarga('/api/plyr/m1')).toBe('/api/plyr/m1?descargar=1');
  });

  it('opens only http(s) links', () => {
    expect(enlaceSeguro('https://ejemplo.co/a')).toBe('https://ejemplo.co/a');
    expect(enlaceSeguro('javascript:alert(1)')).toBeNull();
    expect(enlaceSeguro('no url')).toBeNull();
    expect(enlaceSeguro(null)).toBeNull();
  });
});
