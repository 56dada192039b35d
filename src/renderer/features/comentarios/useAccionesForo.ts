import type { Tema } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useNotificar } from '../../ui/notificaciones';
import { nuevoIdCliente } from '../../app/idCliente';
import {
  useActualizarComentarioMutation,
  useBorrarComentarioMutation,
  useCrearComentarioMutation,
  useFijarTemaMutation,
  useMarcarTemaVistoMutation,
} from './api';
import { cuerpoNuevoTema, cuerpoRespuesta, type Respuesta, type ValoresTema } from './foro';

/** The forum's calls and their toasts (spec 8): failures show the server's Spanish message. */
export function useAccionesForo(multimediaId: string) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [crear, estadoCrear] = useCrearComentarioMutation();
  const [actualizar, estadoActualizar] = useActualizarComentarioMutation();
  const [fijar, estadoFijar] = useFijarTemaMutation();
  const [marcarVisto] = useMarcarTemaVistoMutation();
  const [borrar, estadoBorrar] = useBorrarComentarioMutation();

  const fallo = (titulo: string, error: unknown) =>
    notificar.error(titulo, aApiFailure(error).data.error);

  /** The new topic, or null when it failed. */
  const crearTema = async (v: ValoresTema): Promise<Tema | null> => {
    const r = await crear(cuerpoNuevoTema(multimediaId, v));
    if (r.error) {
      fallo(t('comentarios.nuevo.error'), r.error);
      return null;
    }
    notificar.exito(t('comentarios.nuevo.creado'));
    return r.data;
  };

  /**
   * One client id per attempt: if the answer is lost (the server unreachable after all),
   * the desktop outbox queues the reply under the same id, so its replay cannot post it
   * twice.
   */
  const responder = async (tema: Tema, texto: string): Promise<boolean> => {
    const cuerpo = {
      ...cuerpoRespuesta(multimediaId, tema._id, texto),
      idCliente: nuevoIdCliente(),
    };
    const r = await crear(cuerpo);
    if (r.error) {
      fallo(t('comentarios.respuesta.error'), r.error);
      return false;
    }
    return true;
  };

  const editarRespuesta = async (respuesta: Respuesta, texto: string): Promise<boolean> => {
    const r = await actualizar({ multimediaId, comentarioId: respuesta._id, texto: texto.trim() });
    if (r.error) {
      fallo(t('comentarios.respuesta.errorEditar'), r.error);
      return false;
    }
    return true;
  };

  const alternarFijado = async (tema: Tema) => {
    const r = await fijar({ multimediaId, comentarioId: tema._id, pinned: !tema.pinned });
    if (r.error) fallo(t('comentarios.tema.errorFijar'), r.error);
  };

  /** Counts a view; a failure is not worth a toast (the reader did nothing). */
  const contarVista = (tema: Tema) => {
    void marcarVisto({ multimediaId, comentarioId: tema._id });
  };

  const eliminarTema = async (tema: Tema): Promise<boolean> => {
    const r = await borrar({ multimediaId, comentarioId: tema._id });
    if (r.error) {
      fallo(t('comentarios.tema.errorEliminar'), r.error);
      return false;
    }
    notificar.exito(t('comentarios.tema.eliminado'));
    return true;
  };

  const eliminarRespuesta = async (respuesta: Respuesta): Promise<boolean> => {
    const r = await borrar({ multimediaId, comentarioId: respuesta._id });
    if (r.error) {
      fallo(t('comentarios.respuesta.errorEliminar'), r.error);
      return false;
    }
    notificar.exito(t('comentarios.respuesta.eliminada'));
    return true;
  };

  return {
    crearTema,
    responder,
    editarRespuesta,
    alternarFijado,
    contarVista,
    eliminarTema,
    eliminarRespuesta,
    creando: estadoCrear.isLoading,
    editando: estadoActualizar.isLoading,
    fijando: estadoFijar.isLoading,
    borrando: estadoBorrar.isLoading,
  };
}

export type AccionesForo = ReturnType<typeof useAccionesForo>;
