import type { Rol } from '@shared/api';
import { MENSAJES_IMPORTACION_API as M } from '@shared/domain/importacion';
import type { ModoImportacion } from '@shared/domain/importacion';
import { ENLACES_NOTIFICACION } from '@shared/domain/notificaciones';
import { esAdministrador, tienePermiso } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { notificar } from '../notificaciones';
import { TrabajoImportacion } from './job';
import type { LotesRepository, FilaLote } from './repositoryLotes';
import { estadoDe, filasAplicables } from './repositoryLotes';
import { estadoImportaciones } from './registro';
import { coincideConLoGuardado, filasParaRevalidar, revelarPasswords } from './resultado';
import { validarImportacion } from './validacion';

/**
 * Confirming a validated lote: who may, what it needs, and the guarantee that the commit
 * applies exactly the dry run (a fresh validation must match it row by row, else 409).
 */

export const MENSAJES_CONFIRMAR = {
  otroImportador:
    'Solo quien validó el archivo o un ADMINISTRADOR puede confirmar esta importación.',
  sinEditar: 'Para actualizar usuarios existentes necesita el permiso de editar usuarios.',
  sinDesactivar:
    'El archivo activa o desactiva usuarios existentes: necesita el permiso de desactivar usuarios.',
} as const;

/**
 * Who: the admin who validated the file, or an ADMINISTRADOR (centre staff share work,
 * but a colleague's file is applied under the rules it was validated with). What: updating
 * needs usuarios/editar, and (de)activating users usuarios/desactivar, as the single-user
 * routes do.
 */
function exigirPuedeConfirmar(
  auth: AuthContext,
  fila: FilaLote,
  modo: ModoImportacion,
  cambiaActivo: boolean,
): void {
  if (fila.usuario_id !== auth.row.id && !esAdministrador(auth.rol)) {
    throw new HttpError('SIN_PERMISO', MENSAJES_CONFIRMAR.otroImportador);
  }
  if (modo !== 'nuevosYActualizar' || fila.conteo_actualizado === 0) return;
  if (!tienePermiso(auth.rol, 'usuarios', 'editar')) {
    throw new HttpError('SIN_PERMISO', MENSAJES_CONFIRMAR.sinEditar);
  }
  if (cambiaActivo && !tienePermiso(auth.rol, 'usuarios', 'desactivar')) {
    throw new HttpError('SIN_PERMISO', MENSAJES_CONFIRMAR.sinDesactivar);
  }
}

async function rolDe(services: Services, usuarioId: string): Promise<Rol | null> {
  const row = await services.usuarios.findRowById(usuarioId);
  return row ? services.roles.findById(row.rol_id) : null;
}

export async function confirmarLote(
  services: Services,
  lotes: LotesRepository,
  auth: AuthContext,
  fila: FilaLote,
  modo: ModoImportacion,
): Promise<void> {
  if (estadoDe(fila) !== 'validado') throw new HttpError('CONFLICTO', M.loteNoValidado);
  const guardado = await lotes.resultado(fila.id);
  if (!guardado) throw new HttpError('NO_ENCONTRADO', M.loteNoEncontrado);
  const cambiaActivo = guardado.filas.some(
    (f) => f.estado === 'actualizado' && f.cambios.includes('activo'),
  );
  exigirPuedeConfirmar(auth, fila, modo, cambiaActivo);
  const aplicar = filasAplicables(fila, modo);
  if (aplicar === 0) throw new HttpError('VALIDACION', M.sinFilasAplicables);
  const estado = estadoImportaciones(services);
  if (estado.trabajo) throw new HttpError('CONFLICTO', M.otraEnCurso);

  // The rules of the one who validated (their own role and account), as the dry run had.
  const rolImportador = await rolDe(services, fila.usuario_id);
  if (!rolImportador) throw new HttpError('CONFLICTO', M.datosCambiaron);
  const enClaro = revelarPasswords(guardado, estadoImportaciones(services).clave);
  const ahora = await validarImportacion(services.db, filasParaRevalidar(enClaro), {
    importadorId: fila.usuario_id,
    importadorEsAdministrador: esAdministrador(rolImportador),
    reemplazarCursos: fila.reemplazar_cursos === 1,
  });
  if (!coincideConLoGuardado(guardado, ahora.filas)) {
    throw new HttpError('CONFLICTO', M.datosCambiaron);
  }
  // Checked again: another confirm may have started while this one validated.
  if (estado.trabajo || !(await lotes.marcarEnCurso(fila.id, modo, aplicar))) {
    const actual = await lotes.fila(fila.id);
    const noValidado = actual && estadoDe(actual) !== 'validado';
    throw new HttpError('CONFLICTO', noValidado ? M.loteNoValidado : M.otraEnCurso);
  }
  const trabajo = TrabajoImportacion.iniciar(
    { db: services.db, hasher: services.hashMasivo, clave: estado.clave },
    { loteId: fila.id, modo, reemplazarCursos: fila.reemplazar_cursos === 1, filas: ahora.filas },
  );
  estado.trabajo = trabajo;
  void trabajo.terminado.finally(() => {
    if (estado.trabajo === trabajo) estado.trabajo = null;
  });
  // Who confirmed hears how it ended, wherever they are in the app by then.
  void trabajo.terminado.then(async (fin) => {
    const final = await lotes.fila(fila.id).catch(() => undefined);
    await notificar(
      services.db,
      { usuarios: [auth.row.id] },
      {
        tipo: 'importacionTerminada',
        datos: {
          enlace: ENLACES_NOTIFICACION.importacion(),
          loteId: fila.id,
          estado: fin,
          creados: final?.creados ?? 0,
          actualizados: final?.actualizados ?? 0,
        },
      },
    );
  });
}
