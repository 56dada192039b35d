import type { Curso, Usuario } from '@shared/api';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import { recargarUsuario } from '../auth';
import { useAsignarCursosMutation } from '../usuarios';
import {
  useActualizarCursoMutation,
  useEliminarCursoMutation,
  useEstadoCursoMutation,
  useNuevoCursoMutation,
  useSolicitarCursoMutation,
} from './api';
import { cuerpoCurso, type ValoresCurso } from './cursoForm';

/** The course list's side effects: calls and their toasts (spec 8). */
export function useAccionesCursos() {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const dispatch = useAppDispatch();
  const [nuevo, estadoNuevo] = useNuevoCursoMutation();
  const [actualizar, estadoActualizar] = useActualizarCursoMutation();
  const [eliminar, estadoEliminar] = useEliminarCursoMutation();
  const [cambiarEstado] = useEstadoCursoMutation();
  const [asignar, estadoAsignar] = useAsignarCursosMutation();
  const [solicitar, estadoSolicitar] = useSolicitarCursoMutation();

  const fallo = (titulo: string, error: unknown) =>
    notificar.error(titulo, aApiFailure(error).data.error);

  const guardar = async (curso: Curso | undefined, v: ValoresCurso): Promise<boolean> => {
    const cuerpo = cuerpoCurso(v);
    const r = curso ? await actualizar({ ...cuerpo, _id: curso._id }) : await nuevo(cuerpo);
    if (r.error) {
      fallo(t('cursos.errores.guardar'), r.error);
      return false;
    }
    notificar.exito(t('comun.guardadoConExito'));
    return true;
  };

  const borrar = async (curso: Curso): Promise<boolean> => {
    const r = await eliminar(curso._id);
    if (r.error) {
      fallo(t('cursos.errores.eliminar'), r.error);
      return false;
    }
    notificar.exito(t('cursos.eliminar.exito'));
    return true;
  };

  const alternarEstado = async (curso: Curso, estado: boolean) => {
    const r = await cambiarEstado({ _id: curso._id, estado });
    if (r.error) fallo(t('cursos.errores.estado', { nombre: curso.nombre }), r.error);
  };

  const asignarCursos = async (usuario: Usuario, cursoIds: string[]): Promise<boolean> => {
    const r = await asignar({ id: usuario._id, cursoIds });
    if (r.error) {
      fallo(t('usuarios.asignar.error'), r.error);
      return false;
    }
    notificar.exito(t('usuarios.asignar.exito'));
    return true;
  };

  const solicitarCurso = async (cursoId: string): Promise<boolean> => {
    const r = await solicitar(cursoId);
    if (r.error) {
      fallo(t('cursos.desbloquear.error'), r.error);
      return false;
    }
    notificar.exito(t('cursos.desbloquear.exito'));
    return true;
  };

  /** While an unlock request waits: reload the session user (its cursosAsignados). */
  const refrescarUsuario = useCallback(() => void dispatch(recargarUsuario()), [dispatch]);

  return {
    guardar,
    borrar,
    alternarEstado,
    asignarCursos,
    solicitarCurso,
    refrescarUsuario,
    guardando: estadoNuevo.isLoading || estadoActualizar.isLoading,
    borrando: estadoEliminar.isLoading,
    asignando: estadoAsignar.isLoading,
    solicitando: estadoSolicitar.isLoading,
  };
}
