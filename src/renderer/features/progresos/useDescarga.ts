import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificar } from '../../ui/notificaciones';
import { urlDescarga } from '../multimedias';

function nombreDeCabecera(valor: string | null): string | null {
  if (!valor) return null;
  try {
    return decodeURIComponent(valor);
  } catch {
    return valor;
  }
}

/**
 * 'Descargar' (spec 2): GET of the signed source with `descargar=1`, shown with a loader,
 * then saved under the server's x-filename.
 */
export function useDescarga() {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [descargando, setDescargando] = useState(false);
  const descargar = useCallback(
    async (src: string, nombrePorDefecto: string) => {
      setDescargando(true);
      try {
        const respuesta = await fetch(urlDescarga(src), { credentials: 'same-origin' });
        if (!respuesta.ok) {
          const cuerpo = (await respuesta.json().catch(() => null)) as { error?: string } | null;
          throw new Error(cuerpo?.error ?? `HTTP ${respuesta.status}`);
        }
        const blob = await respuesta.blob();
        const nombre = nombreDeCabecera(respuesta.headers.get('x-filename')) ?? nombrePorDefecto;
        const url = URL.createObjectURL(blob);
        const enlace = document.createElement('a');
        enlace.href = url;
        enlace.download = nombre;
        document.body.append(enlace);
        enlace.click();
        enlace.remove();
        setTimeout(() => URL.revokeObjectURL(url), 30_000);
      } catch (error) {
        notificar.error(
          t('reproductor.errores.descargar'),
          error instanceof Error ? error.message : undefined,
        );
      } finally {
        setDescargando(false);
      }
    },
    [notificar, t],
  );
  return { descargar, descargando };
}
