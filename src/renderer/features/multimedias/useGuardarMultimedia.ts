import type { Multimedia } from '@shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODIGOS_CLIENTE, aApiFailure } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { subirArchivo } from '../subidas';
import { useNotificar } from '../../ui/notificaciones';
import { useActualizarMultimediaMutation, useCrearMultimediaMutation } from './api';
import { cuerpoMultimedia, type ValoresMultimedia } from './multimediaForm';

export type FaseGuardado = 'inactivo' | 'subiendo' | 'guardando';

/**
 * Saving a lesson (spec 2 Dialogs, spec 7): a chosen file is uploaded FIRST to
 * /api/uploadmultimedia with real progress, then the lesson is created or updated with
 * the server's file name. Toasts of spec 8: 'Multimedia guardada' / 'Error subiendo multimedia.'
 */
export function useGuardarMultimedia() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notificar = useNotificar();
  const [crear] = useCrearMultimediaMutation();
  const [actualizar] = useActualizarMultimediaMutation();
  const [fase, setFase] = useState<FaseGuardado>('inactivo');
  const [progreso, setProgreso] = useState(0);
  const subida = useRef<AbortController | null>(null);
  /** Stops an upload in progress (the dialog was closed): nothing is saved then. */
  const cancelar = useCallback(() => subida.current?.abort(), []);
  useEffect(() => cancelar, [cancelar]);

  const guardar = async (
    v: ValoresMultimedia,
    archivo: File | null,
    existente?: Multimedia,
  ): Promise<boolean> => {
    let nombreServidor: string | null = null;
    if (v.modo === 'archivo' && archivo) {
      setProgreso(0);
      setFase('subiendo');
      const control = new AbortController();
      subida.current = control;
      const subido = await dispatch(
        subirArchivo('subidas.uploadmultimedia', archivo, setProgreso, {}, control.signal),
      );
      subida.current = null;
      if (!subido.ok) {
        setFase('inactivo');
        if (subido.falla.data.code !== CODIGOS_CLIENTE.cancelada) {
          notificar.error(t('multimedias.errores.subir'), subido.falla.data.error);
        }
        return false;
      }
      nombreServidor = subido.respuesta.newFile;
    }
    setFase('guardando');
    const cuerpo = cuerpoMultimedia(v, nombreServidor);
    const r = existente
      ? await actualizar({ id: existente._id, multimedia: cuerpo })
      : await crear(cuerpo);
    setFase('inactivo');
    if (r.error) {
      notificar.error(t('multimedias.errores.subir'), aApiFailure(r.error).data.error);
      return false;
    }
    notificar.exito(t('multimedias.guardada'));
    return true;
  };

  return { guardar, cancelar, fase, progreso };
}
