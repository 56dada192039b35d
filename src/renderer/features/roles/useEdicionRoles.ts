import {
  alcanceDe,
  type Alcance,
  type Operacion,
  type Permiso,
  type Vista,
} from '@shared/domain/permisos';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUsuario } from '../auth';
import type { RolListado } from './api';
import { accionesRoles, alternarPermiso, matrizCompleta, mismasMatrices } from './matriz';

interface Borrador {
  id: string;
  matriz?: Permiso[];
  omitirOrden?: boolean;
  alcance?: Alcance;
}

/**
 * The roles screen's selection and unsaved changes: the chosen role (the first one until
 * the user picks), its permission matrix, 'omitir orden' and scope (alcance) as edited, and whether they
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
  // ADMINISTRADOR always sees everyone, whatever a stored value says.
  const alcanceGuardado: Alcance = seleccionado ? alcanceDe(seleccionado) : 'todos';
  const alcance = propio?.alcance ?? alcanceGuardado;

  return {
    seleccionado,
    puede,
    enSeleccionado: puede(seleccionado),
    matriz,
    omitirOrden,
    alcance,
    cambiada:
      !mismasMatrices(matriz, guardada) ||
      omitirOrden !== omitirGuardado ||
      alcance !== alcanceGuardado,
    seleccionar: (id: string) => {
      setElegido(id);
      setBorrador(null);
    },
    cambiarCasilla: (id: string, vista: Vista, op: Operacion, valor: boolean) =>
      setBorrador({
        id,
        matriz: alternarPermiso(matriz, vista, op, valor),
        omitirOrden: propio?.omitirOrden,
        alcance: propio?.alcance,
      }),
    cambiarOmitir: (id: string, valor: boolean) =>
      setBorrador({ id, matriz: propio?.matriz, omitirOrden: valor, alcance: propio?.alcance }),
    cambiarAlcance: (id: string, valor: Alcance) =>
      setBorrador({ id, matriz: propio?.matriz, omitirOrden: propio?.omitirOrden, alcance: valor }),
    descartar: () => setBorrador(null),
  };
}

export type EdicionRoles = ReturnType<typeof useEdicionRoles>;
