import { esApiError, type Certificado, type DatosCertificado } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { CERTIFICADO } from '@shared/domain/evaluaciones';
import { mensajeDeError, type ApiFailure } from '../../app/apiError';
import { INICIO_CON_SESION } from '../../app/navegacion';
import { RUTA_NO_AUTORIZADO } from './rutas';

/**
 * Why the certificate page sends the user away. The text is `certificados.guardia.<motivo>`,
 * equal to MENSAJES_CERTIFICADO's (spec 8; a test keeps them equal).
 */
export type MotivoDesvio = 'sinSesion' | 'sinAprobacion';

/**
 * The certificate guard (spec 4, 8): without a session (or a 401 from the API), or
 * without an approved evaluation, a toast with the spec's message and then /401. Any other
 * failure stays on the page as an error (a server that is down is not "no approval").
 */
export function desvioCertificado(
  falla: ApiFailure | null,
  conSesion: boolean,
): MotivoDesvio | null {
  if (!conSesion || falla?.status === 401) return 'sinSesion';
  if (falla?.status === 403 && falla.data.code === 'SIN_APROBACION') return 'sinAprobacion';
  return null;
}

/** What following a guard's verdict needs: the toasts and the router's navigate. */
export interface Desvio {
  /** The login page brought the user here (they did not just click 'Certificados'). */
  trasLogin: boolean;
  avisar(mensaje: string): void;
  navegar(ruta: string, opciones: { replace: true }): void;
  traducir(clave: `certificados.guardia.${MotivoDesvio}`): string;
}

/**
 * The spec's message as an error toast, then /401 (replacing the page, so Back skips it).
 * Right after login there is nothing to refuse: the user asked for this page before signing
 * in, so they go quietly to the course list instead (issue 16).
 */
export function desviar(motivo: MotivoDesvio, d: Desvio): void {
  if (d.trasLogin && motivo === 'sinAprobacion') {
    d.navegar(INICIO_CON_SESION, { replace: true });
    return;
  }
  d.avisar(d.traducir(`certificados.guardia.${motivo}`));
  d.navegar(RUTA_NO_AUTORIZADO, { replace: true });
}

/** Name plus surname (spec 2), from the data frozen at issue time. */
export function nombreCompleto(datos: Pick<DatosCertificado, 'nombre' | 'apellidos'>): string {
  return `${datos.nombre} ${datos.apellidos}`.trim();
}

/**
 * The date printed on the certificate, in long Spanish form. Decision: the frozen issue
 * date, not today's (the spec's legacy page showed today): the PDF, the public check and
 * this page must all state the same date, and a certificate does not change with the day
 * it is looked at.
 */
export function fechaCertificado(emitidoEn: string): string {
  return formatearFecha(emitidoEn, 'larga');
}

/** The learner's other certificates (the page shows the main one above them). */
export function otrosCertificados(
  principal: Certificado,
  todos: readonly Certificado[],
): Certificado[] {
  return todos.filter((c) => c._id !== principal._id);
}

/** Spec 9: phones (≤ 600 px) get an alert instead of the download. */
export const CONSULTA_MOVIL = '(max-width: 600px)';
export const TIPO_PDF = 'application/pdf';

export type ResultadoDescarga = 'descargado' | 'soloPc';

export interface DescargaCertificado {
  urlPdf: string;
  esMovil: boolean;
  /** `fetch`, or a test's. */
  obtener(url: string): Promise<Response>;
  guardar(nombre: string, datos: Uint8Array, tipo: string): Promise<void>;
}

/**
 * 'Descargar Certificado': the exact bytes the server issued (never a PDF regenerated
 * here, whose SHA-256 would not verify), saved as certificado.pdf.
 */
export async function descargarCertificado(d: DescargaCertificado): Promise<ResultadoDescarga> {
  if (d.esMovil) return 'soloPc';
  const respuesta = await d.obtener(d.urlPdf);
  if (!respuesta.ok) {
    const cuerpo: unknown = await respuesta.json().catch(() => null);
    const error = esApiError(cuerpo) ? mensajeDeError(cuerpo) : `HTTP ${respuesta.status}`;
    throw new Error(error);
  }
  const bytes = new Uint8Array(await respuesta.arrayBuffer());
  await d.guardar(CERTIFICADO.archivo, bytes, TIPO_PDF);
  return 'descargado';
}
