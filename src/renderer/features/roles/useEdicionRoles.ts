import type { Operacion, Permiso, Vista } from '@shared/domain/permisos';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUsuario } from '../auth';
import type { RolListado } from './api';
import { accionesRoles, alternarPermiso, matrizCompleta, mismasMatrices } from './matriz';

interface Borrador {
  id: string;
  matriz?: Permiso[];
  omitirOrden?: boolean;
}

/**
 * The roles screen's selection and unsaved changes: the chosen role (the first one until
 * the user picks), its permission matrix and 'omitir orden' as edited, and whether they
 * differ from what is saved. Choosing another role drops the draft.
 */
export function useEdicionRoles(roles: readonly RolListado[]) {
  const usuario = useAppSelector(selectUsuario);
  const [elegido, setElegido] = useState<string | null>(null);
  const [borrador, setBorrador] = useState<Borrador | null>(null);

  const seleccionado = roles.find((r) => r._id === elegido) ?? roles[0] ?? null;
  const puede = (rol: RolListado | null) => accionesRoles(usuario?.rol, rol);
  const guardada = seleccionado ? matrizCompleta(seleccionado.permisos) : [];
  const propio = borrador && borrador.id === seleccionado?._id ? borrador : null;
  const matriz = propio?.matriz ?? guardada;
  const omitirGuardado = seleccionado?.omitirOrden ?? false;
  const omitirOrden = propio?.omitirOrden ?? omitirGuardado;

  return {
    seleccionado,
    puede,
    enSeleccionado: puede(seleccionado),
    matriz,
    omitirOrden,
    cambiada: !mismasMatrices(matriz, guardada) || omitirOrden !== omitirGuardado,
    seleccionar: (id: string) => {
      setElegido(id);
      setBorrador(null);
    },
    cambiarCasilla: (id: string, vista: Vista, op: Operacion, valor: boolean) =>
      setBorrador({
        id,
        matriz: alternarPermiso(matriz, vista, op, valor),
        omitirOrden: propio?.omitirOrden,
      }),
    cambiarOmitir: (id: string, valor: boolean) =>
      setBorrador({ id, matriz: propio?.matriz, omitirOrden: valor }),
    descartar: () => setBorrador(null),
  };
}

export type EdicionRoles = ReturnType<typeof useEdicionRoles>;
