import type { Multimedia } from '@shared/api';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormulario } from '../../ui/useFormulario';
import {
  MULTIMEDIA_VACIA,
  claveMensajeMultimedia,
  tipoDerivado,
  validarArchivoMultimedia,
  validarMultimedia,
  valoresDeMultimedia,
  type ErrorArchivo,
  type ValoresMultimedia,
} from './multimediaForm';

/**
 * The lesson form's state: its values (validated with the server's schema), the chosen
 * file and its own error, the media type the file gives, and each field's message.
 */
export function useFormularioMultimedia(multimedia: Multimedia | undefined, cursoInicial: string) {
  const { t } = useTranslation();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [errorArchivo, setErrorArchivo] = useState<ErrorArchivo | null>(null);
  const validar = useCallback(
    (v: ValoresMultimedia) => validarMultimedia(v, archivo !== null),
    [archivo],
  );
  const form = useFormulario<ValoresMultimedia>(
    multimedia ? valoresDeMultimedia(multimedia) : { ...MULTIMEDIA_VACIA, curso: cursoInicial },
    validar,
  );
  const mensaje = (campo: string) => {
    const m = form.mensaje(campo);
    const clave = claveMensajeMultimedia(form.errores[campo]);
    return m && clave ? t(clave) : m;
  };
  const tipo = archivo
    ? tipoDerivado(archivo)
    : multimedia?.tipoMedia !== 'link'
      ? multimedia?.tipoMedia
      : null;
  const elegirArchivo = (elegido: File | null) => {
    setErrorArchivo(elegido ? validarArchivoMultimedia(elegido) : null);
    setArchivo(elegido);
  };
  return { form, archivo, errorArchivo, tipo, mensaje, elegirArchivo };
}

export type FormularioMultimedia = ReturnType<typeof useFormularioMultimedia>;
