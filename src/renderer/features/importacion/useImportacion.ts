import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Lote } from '@shared/api';
import type { ModoImportacion } from '@shared/domain/importacion';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { aApiFailure } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { subirArchivo } from '../subidas';
import { elegirArchivoCsv, type ArchivoElegido } from '../../platform/elegirCsv';
import {
  importacionApi,
  useCancelarLoteMutation,
  useConfirmarLoteMutation,
  useEstadoLoteQuery,
} from './api';
import { archivoCsv, esTerminal, pasoDeLote } from './lote';

/** Issue 8: the state of a running import is asked for once a second. */
export const SONDEO_IMPORTACION_MS = 1000;

/**
 * A confirmed import job, asked for every second until it ends; then the user list behind
 * the dialog is refreshed to show the new users.
 */
function useSeguimientoLote(confirmado: Lote | null) {
  const dispatch = useAppDispatch();
  const id = confirmado ? confirmado.id : skipToken;
  // Read without subscribing, to decide whether to keep polling: the job's last known state.
  const enCache = importacionApi.endpoints.estadoLote.useQueryState(id);
  const ultimo = enCache.data ?? confirmado;
  const sondeo = useEstadoLoteQuery(id, {
    pollingInterval: ultimo && !esTerminal(ultimo.estado) ? SONDEO_IMPORTACION_MS : 0,
  });
  const seguido = confirmado ? (sondeo.data ?? confirmado) : null;
  const finalizado = seguido !== null && esTerminal(seguido.estado);
  useEffect(() => {
    if (finalizado) dispatch(api.util.invalidateTags(['Usuarios']));
  }, [finalizado, dispatch]);
  const [cancelar, estadoCancelar] = useCancelarLoteMutation();
  /** Asks the server to stop the job; its error message, or null (then polls at once). */
  const cancelarLote = async (): Promise<string | null> => {
    if (!confirmado) return null;
    const r = await cancelar(confirmado.id);
    if (r.error) return aApiFailure(r.error).data.error;
    void sondeo.refetch();
    return null;
  };
  return { seguido, cancelar: cancelarLote, cancelando: estadoCancelar.isLoading };
}

/**
 * The import wizard's flow: pick and upload (dry run), confirm, follow the job. The
 * picked bytes stay in memory so a 409 (data changed since the dry run) can be validated
 * again without asking for the file.
 */
export function useImportacion() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const [archivo, setArchivo] = useState<ArchivoElegido | null>(null);
  const [reemplazarCursos, setReemplazarCursos] = useState(false);
  const [subida, setSubida] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflicto, setConflicto] = useState<string | null>(null);
  const [validado, setValidado] = useState<Lote | null>(null);
  const [confirmado, setConfirmado] = useState<Lote | null>(null);
  const [confirmar, estadoConfirmar] = useConfirmarLoteMutation();
  const sondeo = useSeguimientoLote(confirmado);
  const lote = confirmado ? sondeo.seguido : validado;

  const validar = async (elegido: ArchivoElegido, reemplazar: boolean) => {
    setError(null);
    setConflicto(null);
    setSubida(0);
    const r = await dispatch(
      subirArchivo('importacion.validar', archivoCsv(elegido.nombre, elegido.datos), setSubida, {
        reemplazarCursos: String(reemplazar),
      }),
    );
    setSubida(null);
    if (r.ok) setValidado(r.respuesta.data);
    else setError(r.falla.data.error);
  };

  const elegir = async () => {
    try {
      const elegido = await elegirArchivoCsv();
      if (!elegido) return;
      setArchivo(elegido);
      await validar(elegido, reemplazarCursos);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('importacion.elegir.errorLectura'));
    }
  };

  const importar = async (modo: ModoImportacion) => {
    if (!validado) return;
    setError(null);
    const r = await confirmar({ lote: validado.id, modo });
    if (r.data) {
      setConfirmado(r.data);
      return;
    }
    const falla = aApiFailure(r.error);
    if (falla.status === 409) setConflicto(falla.data.error);
    else setError(falla.data.error);
  };

  const revalidar = async () => {
    if (archivo && validado) await validar(archivo, validado.reemplazarCursos);
  };

  const cancelarImportacion = async () => {
    const fallo = await sondeo.cancelar();
    if (fallo) setError(fallo);
  };

  /** Back to the first step, to pick another file. */
  const otroArchivo = () => {
    setValidado(null);
    setArchivo(null);
    setError(null);
    setConflicto(null);
  };

  return {
    paso: pasoDeLote(lote),
    lote,
    archivo,
    reemplazarCursos,
    setReemplazarCursos,
    subida,
    error,
    conflicto,
    elegir,
    importar,
    revalidar,
    cancelarImportacion,
    otroArchivo,
    confirmando: estadoConfirmar.isLoading,
    cancelando: sondeo.cancelando,
  };
}
