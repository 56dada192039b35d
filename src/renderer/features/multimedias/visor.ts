import type { Multimedia } from '@shared/api';

/** How the minimal viewer shows a lesson (spec 2, player: by tipoMedia or formato). */
export type TipoVisor = 'video' | 'audio' | 'imagen' | 'pdf' | 'enlace' | 'descarga';

export function tipoVisor(m: Pick<Multimedia, 'tipoMedia' | 'formato'>): TipoVisor {
  switch (m.tipoMedia) {
    case 'Video':
      return 'video';
    case 'Audio':
      return 'audio';
    case 'Imagen':
      return 'imagen';
    case 'link':
      return 'enlace';
    default:
      return m.formato === 'pdf' ? 'pdf' : 'descarga';
  }
}

/** The signed stream URL asking for a download (`?descargar=1`, spec 7); videos have none. */
export function urlDescarga(src: string): string {
  const [ruta = '', consulta = ''] = src.split('?', 2);
  const params = new URLSearchParams(consulta);
  params.set('descargar', '1');
  return `${ruta}?${params.toString()}`;
}

/** Only http(s) links are opened (the server validates them too). */
export function enlaceSeguro(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
