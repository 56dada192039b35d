import type { Rol } from '@shared/api';
import { MENSAJES_IMPORTACION_API as M } from '@shared/domain/importacion';
import type { ModoImportacion } from '@shared/domain/importacion';
import { ENLACES_NOTIFICACION } from '@shared/domain/notificaciones';
import { esAdministrador, tienePermiso } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { notificar } from '../notificaciones';
import { TrabajoInterrumpido } from '../../jobs/tipos';
import { TrabajoImportacion } from './job';
import { LotesRepository as LotesRepositoryClase } from './repositoryLotes';
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
  // One import at a time in the whole municipality (instances share the queue).
  if (estado.trabajo || (await lotes.enCurso()).length > 0) {
    throw new HttpError('CONFLICTO', M.otraEnCurso);
  }

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
  // Checked again: another confirm may have started while this one validated. The lote and
  // its job commit together: the job runs it on whichever instance takes it (docs/trabajos.md).
  const confirmado = await services.db.transaction().execute(async (trx) => {
    if (!(await new LotesRepositoryClase(trx).marcarEnCurso(fila.id, modo, aplicar))) return false;
    await services.trabajos.enviar(
      'importacion',
      { loteId: fila.id, modo, confirmadoPor: auth.row.id },
      { trx },
    );
    return true;
  });
  if (!confirmado) {
    const actual = await lotes.fila(fila.id);
    const noValidado = actual && estadoDe(actual) !== 'validado';
    throw new HttpError('CONFLICTO', noValidado ? M.loteNoValidado : M.otraEnCurso);
  }
}

/**
 * The `importacion` job: applies a confirmed lote. Runs again after a crash (the lote is
 * still en_curso: its single transaction never committed); does nothing once the lote has
 * ended (cancelled meanwhile, or done by an earlier delivery).
 */
export async function ejecutarImportacion(
  services: Services,
  datos: { loteId: string; modo: ModoImportacion; confirmadoPor: string },
): Promise<void> {
  const lotes = new LotesRepositoryClase(services.db);
  const fila = await lotes.fila(datos.loteId);
  if (!fila || estadoDe(fila) !== 'en_curso') return;
  const estado = estadoImportaciones(services);
  // One import at a time per instance: the queue retries this one later.
  if (estado.trabajo) throw new Error(M.otraEnCurso);
  const filas = await filasRevalidadas(services, lotes, fila);
  if (!filas) {
    await lotes.terminarSinEscribir(fila.id, 'fallido', M.datosCambiaron);
    await avisarFin(services, datos.confirmadoPor, fila.id, 'fallido');
    return;
  }
  const trabajo = TrabajoImportacion.iniciar(
    { db: services.db, hasher: services.hashMasivo, clave: estado.clave },
    { loteId: fila.id, modo: datos.modo, reemplazarCursos: fila.reemplazar_cursos === 1, filas },
  );
  estado.trabajo = trabajo;
  let fin: Awaited<typeof trabajo.terminado>;
  try {
    fin = await trabajo.terminado;
  } finally {
    if (estado.trabajo === trabajo) estado.trabajo = null;
  }
  if (fin === 'interrumpido')
    throw new TrabajoInterrumpido('importación interrumpida por el cierre');
  await avisarFin(services, datos.confirmadoPor, fila.id, fin);
}

/** The lote's rows validated again now; null when they no longer match the dry run. */
async function filasRevalidadas(services: Services, lotes: LotesRepository, fila: FilaLote) {
  const guardado = await lotes.resultado(fila.id);
  const rolImportador = await rolDe(services, fila.usuario_id);
  if (!guardado || !rolImportador) return null;
  const enClaro = revelarPasswords(guardado, estadoImportaciones(services).clave);
  const ahora = await validarImportacion(services.db, filasParaRevalidar(enClaro), {
    importadorId: fila.usuario_id,
    importadorEsAdministrador: esAdministrador(rolImportador),
    reemplazarCursos: fila.reemplazar_cursos === 1,
  });
  return coincideConLoGuardado(guardado, ahora.filas) ? ahora.filas : null;
}

/** Who confirmed hears how it ended, wherever they are in the app by then. */
async function avisarFin(services: Services, usuarioId: string, loteId: string, fin: string) {
  const final = await new LotesRepositoryClase(services.db).fila(loteId).catch(() => undefined);
  await notificar(
    services.db,
    { usuarios: [usuarioId] },
    {
      tipo: 'importacionTerminada',
      datos: {
        enlace: ENLACES_NOTIFICACION.importacion(),
        loteId,
        estado: fin === 'completado' ? 'completado' : fin === 'cancelado' ? 'cancelado' : 'fallido',
        creados: final?.creados ?? 0,
        actualizados: final?.actualizados ?? 0,
      },
    },
  );
}
