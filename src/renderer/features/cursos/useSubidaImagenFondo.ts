import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { subirArchivo } from '../subidas';
import { validarImagenFondo, type ErrorImagen } from './cursoForm';

/**
 * Uploads a chosen course background at once (POST /api/upload) with its progress; the
 * caller gets the server's file name, or the field's error message.
 */
export function useSubidaImagenFondo(
  onCambio: (nombreServidor: string | null) => void,
  onSubiendo: (subiendo: boolean) => void,
) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [progreso, setProgreso] = useState<number | null>(null);
  const [error, setError] = useState<ErrorImagen | 'servidor' | null>(null);
  const [mensajeServidor, setMensajeServidor] = useState('');
  const [nombre, setNombre] = useState<string | null>(null);

  const elegir = async (archivo: File | undefined) => {
    if (!archivo) return;
    const problema = validarImagenFondo(archivo);
    setError(problema);
    if (problema) return;
    setProgreso(0);
    onSubiendo(true);
    const r = await dispatch(subirArchivo('subidas.upload', archivo, setProgreso));
    setProgreso(null);
    onSubiendo(false);
    if (r.ok) {
      setNombre(archivo.name);
      onCambio(r.respuesta.newFile);
    } else {
      setError('servidor');
      setMensajeServidor(r.falla.data.error);
    }
  };

  const mensaje =
    error === 'servidor'
      ? `${t('cursos.form.imagen.errorSubida')} ${mensajeServidor}`
      : error
        ? t(`cursos.form.imagen.errores.${error}`)
        : undefined;
  return { progreso, nombre, mensaje, elegir };
}
