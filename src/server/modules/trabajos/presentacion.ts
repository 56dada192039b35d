import { MODOS_IMPORTACION } from '@shared/domain/importacion';
import { TIPOS_NOTIFICACION } from '@shared/domain/notificaciones';
import {
  GRUPOS_DESTINATARIOS,
  type DetalleTrabajo,
  type TrabajoFallidoVista,
  type TipoTrabajo,
} from '@shared/api';
import type { TrabajoFallido } from '../../jobs';

/** The longest error line the list shows: enough to diagnose, no whole dumps. */
const MAX_ERROR = 500;

const esObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const texto = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function uno<const T extends readonly string[]>(lista: T, v: unknown): T[number] | undefined {
  return typeof v === 'string' && (lista as readonly string[]).includes(v)
    ? (v as T[number])
    : undefined;
}

/** Who a notification job writes to, as a group and (for a plain list) how many. */
function destinatariosDe(
  d: unknown,
): Pick<DetalleTrabajo, 'destinatarios' | 'cantidadDestinatarios'> {
  if (!esObjeto(d)) return {};
  const grupo = GRUPOS_DESTINATARIOS.find((g) => g in d);
  if (!grupo) return {};
  const usuarios = d.usuarios;
  return {
    destinatarios: grupo,
    cantidadDestinatarios: grupo === 'usuarios' && Array.isArray(usuarios) ? usuarios.length : null,
  };
}

/**
 * What the admin's list says about a job's data. Only identifiers of the work: a
 * notification's text (its `datos`: names, course titles) and its recipients' ids stay in
 * the queue; the admin sees its type and how many it was for. Undefined fields are left out.
 */
export function detalleDe(nombre: TipoTrabajo, datos: unknown): DetalleTrabajo {
  const d = esObjeto(datos) ? datos : {};
  const detalle: DetalleTrabajo = {};
  if (nombre === 'desbloqueo') detalle.solicitudId = texto(d.solicitudId);
  if (nombre === 'notificacion') {
    const evento = esObjeto(d.evento) ? d.evento : {};
    detalle.tipoNotificacion = uno(TIPOS_NOTIFICACION, evento.tipo);
    Object.assign(detalle, destinatariosDe(d.destinatarios));
  }
  if (nombre === 'importacion') {
    detalle.loteId = texto(d.loteId);
    detalle.modo = uno(MODOS_IMPORTACION, d.modo);
  }
  return Object.fromEntries(
    Object.entries(detalle).filter(([, v]) => v !== undefined),
  ) as DetalleTrabajo;
}

/** A failed job as the admin's list shows it (never its raw data). */
export function fallidoParaAdmin(t: TrabajoFallido): TrabajoFallidoVista {
  return {
    _id: t.id,
    nombre: t.nombre,
    detalle: detalleDe(t.nombre, t.datos),
    error: t.error.length > MAX_ERROR ? `${t.error.slice(0, MAX_ERROR)}…` : t.error,
    intentos: t.intentos,
    creadoEn: t.creadoEn,
    fallidoEn: t.fallidoEn,
  };
}
