import {
  CERTIFICADO,
  MENSAJES_CERTIFICADO as M,
  normalizarCodigoVerificacion,
} from '@shared/domain/evaluaciones';
import { HttpError } from '../../errors';
import { firmanteDe } from '../../http/authenticate';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { LimiteExcedido, conRetryAfter } from '../auth';
import { alcanceDelLlamante, cursoEnAlcance } from '../cursos';
import { veCalificacionesDeTodos } from '@shared/domain/calificaciones';
import { pdfVerificable } from './archivo';
import { aCertificado, aVerificacion, datosDe } from './mapping';
import { CertificadosRepository } from './repository';

type CertificadosHandlers = Pick<
  RouteHandlers,
  | 'certificados.mio'
  | 'certificados.pdf'
  | 'certificados.verificar'
  | 'certificados.listar'
  | 'certificados.revocar'
>;

const NO_ENCONTRADO = 'Certificado no encontrado.';

/**
 * Codes are 60 random bits, so guessing is hopeless anyway; still, an address that misses
 * this often in a minute waits (only misses count: a QR scanned a thousand times is fine).
 */
const LIMITE_FALLOS_VERIFICACION = { limite: 30, ventanaMs: 60 * 1000 } as const;

/**
 * Someone else's certificate: other users' grades must be visible to the caller, and its
 * course be in the caller's scope (docs/alcance.md); else 403.
 */
async function exigirVerAjeno(services: Services, auth: AuthContext, cursoId: string) {
  if (!veCalificacionesDeTodos(auth.rol)) throw new HttpError('SIN_PERMISO');
  if (!cursoEnAlcance(await alcanceDelLlamante(services, auth), cursoId)) {
    throw new HttpError('SIN_PERMISO');
  }
}

export function certificadosHandlers(services: Services): CertificadosHandlers {
  const repo = new CertificadosRepository(services.db);

  const para = firmanteDe;

  /** The audit log keeps who revoked which certificate and why (a sensitive action). */
  return {
    'certificados.mio': async ({ auth }) => {
      const filas = await repo.delUsuario(auth.row.id);
      const vigente = filas.find((f) => f.revocado_en === null);
      if (!vigente) throw new HttpError('SIN_APROBACION', M.sinAprobacion);
      const todos = await Promise.all(
        filas.map((f) => aCertificado(f, services.firmas, para(auth))),
      );
      const data = todos.find((c) => c._id === vigente.id);
      if (!data) throw new Error('certificado vigente sin mapear'); // unreachable
      return { ok: true, data, todos };
    },

    'certificados.pdf': async ({ auth, params, reply }) => {
      const fila = await repo.porId(params.id);
      if (!fila) throw new HttpError('NO_ENCONTRADO', NO_ENCONTRADO);
      if (fila.usuario_id !== auth.row.id) await exigirVerAjeno(services, auth, fila.curso_id);
      const bytes = await pdfVerificable(services, datosDe(fila), fila.sha256_pdf);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${CERTIFICADO.archivo}"`)
        .header('x-filename', CERTIFICADO.archivo)
        .header('content-length', String(bytes.byteLength))
        .send(Buffer.from(bytes));
    },

    'certificados.verificar': async ({ params, request, reply }) =>
      conRetryAfter(reply, async () => {
        const clave = `verificar:ip:${request.ip}`;
        const { limite, ventanaMs } = LIMITE_FALLOS_VERIFICACION;
        const espera = await services.limitador.verificar([clave], limite, ventanaMs);
        if (espera !== null) throw new LimiteExcedido(espera);
        const fila = await repo.porCodigo(normalizarCodigoVerificacion(params.codigo));
        if (!fila) {
          await services.limitador.registrar(clave);
          throw new HttpError('NO_ENCONTRADO', M.noEncontrado);
        }
        return { ok: true as const, data: aVerificacion(fila) };
      }),

    'certificados.listar': async ({ auth, body }) => {
      // The route asks calificaciones.consultar; other people's certificates also need
      // usuarios.consultar (as grades do): without it, only the caller's own are listed.
      const todos = veCalificacionesDeTodos(auth.rol);
      const propios = todos ? undefined : auth.row.id;
      // Scope "mis cursos" (docs/alcance.md): only the certificates of the caller's courses.
      const alcance = todos ? await alcanceDelLlamante(services, auth) : null;
      const { filas, total } = await repo.listar(
        body.pagina,
        body.tamano,
        body.texto,
        propios,
        alcance && !alcance.todos ? { cursos: alcance.cursos, propio: auth.row.id } : undefined,
      );
      const data = await Promise.all(
        filas.map((f) => aCertificado(f, services.firmas, para(auth))),
      );
      return { ok: true, data, total };
    },

    'certificados.revocar': async ({ auth, body, request }) => {
      const fila = await repo.porId(body._id);
      if (!fila) throw new HttpError('NO_ENCONTRADO', NO_ENCONTRADO);
      // Scope "mis cursos": only a certificate of the caller's courses (docs/alcance.md).
      if (!cursoEnAlcance(await alcanceDelLlamante(services, auth), fila.curso_id)) {
        throw new HttpError('SIN_PERMISO');
      }
      if (!(await repo.revocar(fila.id, body.motivo))) {
        throw new HttpError('CONFLICTO', M.yaRevocado);
      }
      await services.auditoria.registrar({
        accion: 'certificado.revocado',
        usuarioId: auth.row.id,
        ip: request.ip,
        detalle: { certificadoId: fila.id, motivo: body.motivo },
      });
      const actual = await repo.porId(fila.id);
      if (!actual) throw new HttpError('NO_ENCONTRADO', NO_ENCONTRADO);
      return { ok: true, data: await aCertificado(actual, services.firmas, para(auth)) };
    },
  };
}
