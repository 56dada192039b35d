import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectEstadoConexion, type ConexionState } from './conexionSlice';
import {
  normalizarUrl,
  puedeGuardar,
  pruebaVigente,
  valoresIniciales,
  type PruebaHecha,
  type ValoresConexion,
} from './formulario';
import { INTERVALO_CONEXION_MS, guardarConexion, leerConexion, probarConexion } from './thunks';

/** Mode, centre address and online state, for any feature that needs to know. */
export function useEstadoConexion(): ConexionState {
  return useAppSelector(selectEstadoConexion);
}

/** Keeps the store's connection state fresh: asks main now and every 15 s while mounted. */
export function useVigilarConexion(activo: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!activo) return;
    void dispatch(leerConexion(undefined));
    const id = setInterval(() => void dispatch(leerConexion(undefined)), INTERVALO_CONEXION_MS);
    return () => clearInterval(id);
  }, [activo, dispatch]);
}

/** After 'Guardar': saved (and whether the mode or address changed), or main's reason. */
export type Aviso = { tipo: 'exito'; cambio: boolean } | { tipo: 'error'; mensaje: string } | null;

/** State and actions of the settings screen; the rules live in formulario.ts. */
export function useFormularioConexion() {
  const dispatch = useAppDispatch();
  const [valores, setValores] = useState<ValoresConexion | null>(null);
  const [inicial, setInicial] = useState<ValoresConexion | null>(null);
  const [prueba, setPrueba] = useState<PruebaHecha | null>(null);
  const [ocupado, setOcupado] = useState<'probando' | 'guardando' | null>(null);
  const [aviso, setAviso] = useState<Aviso>(null);

  useEffect(() => {
    let vigente = true;
    void dispatch(leerConexion(undefined)).then((accion) => {
      if (!vigente) return;
      const conexion = leerConexion.fulfilled.match(accion) ? accion.payload : null;
      setValores(valoresIniciales(conexion));
      setInicial(valoresIniciales(conexion));
    });
    return () => {
      vigente = false;
    };
  }, [dispatch]);

  const cambiar = useCallback((cambio: Partial<ValoresConexion>) => {
    setAviso(null);
    setValores((actuales) => (actuales ? { ...actuales, ...cambio } : actuales));
  }, []);

  const probar = useCallback(async () => {
    const url = valores ? normalizarUrl(valores.url) : null;
    if (url === null) return;
    setOcupado('probando');
    setAviso(null);
    const accion = await dispatch(probarConexion(url));
    setOcupado(null);
    if (probarConexion.fulfilled.match(accion)) setPrueba({ url, ...accion.payload });
  }, [dispatch, valores]);

  const guardar = useCallback(async () => {
    if (!valores || !puedeGuardar(valores, prueba)) return;
    const url = normalizarUrl(valores.url);
    const args =
      valores.modo === 'centro' && url !== null
        ? ({ modo: 'centro', urlCentro: url } as const)
        : ({ modo: 'local' } as const);
    setOcupado('guardando');
    const accion = await dispatch(guardarConexion(args));
    setOcupado(null);
    if (!guardarConexion.fulfilled.match(accion)) return;
    const r = accion.payload;
    if (!r.ok) return setAviso({ tipo: 'error', mensaje: r.mensaje });
    const ahora = valoresIniciales(r.conexion);
    setAviso({ tipo: 'exito', cambio: ahora.modo !== inicial?.modo || ahora.url !== inicial.url });
    setInicial(ahora);
  }, [dispatch, inicial, prueba, valores]);

  return {
    valores,
    prueba: valores ? pruebaVigente(valores, prueba) : null,
    guardable: valores !== null && puedeGuardar(valores, prueba) && ocupado === null,
    ocupado,
    aviso,
    cambiar,
    probar,
    guardar,
  };
}
