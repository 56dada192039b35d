import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { solicitudCursoSchema } from '@shared/api/cursos';
import { MENSAJES_CURSO } from '@shared/domain/cursos';
import type { Database, SolicitudesCursoTable } from '../../db/schema';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { veTodosLosCursos } from './acceso';
import { esViolacionUnica } from './repository';

type SolicitudCurso = z.infer<typeof solicitudCursoSchema>;
type SolicitudesHandlers = Pick<RouteHandlers, 'cursos.solicitar' | 'cursos.solicitudes'>;

export const MENSAJES_SOLICITUD = {
  yaAsignado: 'Ya tienes acceso a este curso.',
  inactivo: 'Este curso no está disponible en este momento.',
} as const;

/** Unlock requests (spec 4): stored, then approved by the job in jobs/desbloqueos.ts. */
export class SolicitudesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Requests with their user and course, as the API shows them. */
  private consulta() {
    return this.db
      .selectFrom('solicitudes_curso as s')
      .innerJoin('usuarios as u', 'u.id', 's.usuario_id')
      .innerJoin('cursos as c', 'c.id', 's.curso_id')
      .select([
        's.id',
        's.estado',
        's.creado_en',
        's.aprobar_en',
        'u.id as usuario_id',
        'u.nombre as usuario_nombre',
        'u.apellidos as usuario_apellidos',
        'u.email as usuario_email',
        'c.id as curso_id',
        'c.codigo as curso_codigo',
        'c.nombre as curso_nombre',
      ]);
  }

  async pendienteDe(usuarioId: string, cursoId: string): Promise<SolicitudCurso | null> {
    const fila = await this.consulta()
      .where('s.usuario_id', '=', usuarioId)
      .where('s.curso_id', '=', cursoId)
      .where('s.estado', '=', 'pendiente')
      .executeTakeFirst();
    return fila ? aSolicitud(fila) : null;
  }

  async ultimaDe(usuarioId: string, cursoId: string): Promise<SolicitudCurso | null> {
    const fila = await this.consulta()
      .where('s.usuario_id', '=', usuarioId)
      .where('s.curso_id', '=', cursoId)
      .orderBy('s.creado_en', 'desc')
      .executeTakeFirst();
    return fila ? aSolicitud(fila) : null;
  }

  async pendientes(): Promise<SolicitudCurso[]> {
    const filas = await this.consulta()
      .where('s.estado', '=', 'pendiente')
      .orderBy('s.creado_en')
      .orderBy('s.id')
      .execute();
    return filas.map(aSolicitud);
  }

  async insertar(row: SolicitudesCursoTable): Promise<void> {
    await this.db.insertInto('solicitudes_curso').values(row).execute();
  }
}

interface FilaSolicitud {
  id: string;
  estado: string;
  creado_en: string;
  aprobar_en: string;
  usuario_id: string;
  usuario_nombre: string;
  usuario_apellidos: string;
  usuario_email: string;
  curso_id: string;
  curso_codigo: string;
  curso_nombre: string;
}

function aSolicitud(f: FilaSolicitud): SolicitudCurso {
  return {
    _id: f.id,
    // Full name: an administrator scanning the list needs more than a first name.
    usuario: {
      _id: f.usuario_id,
      nombre: `${f.usuario_nombre} ${f.usuario_apellidos}`.trim(),
      email: f.usuario_email,
    },
    curso: { _id: f.curso_id, codigo: f.curso_codigo, nombre: f.curso_nombre },
    estado: f.estado === 'aprobada' ? 'aprobada' : 'pendiente',
    creadaEn: f.creado_en,
    aprobarEn: f.aprobar_en,
  };
}

export function solicitudesHandlers(services: Services): SolicitudesHandlers {
  const repo = new SolicitudesRepository(services.db);

  return {
    'cursos.solicitar': async ({ body, auth, request }) => {
      const curso = await services.db
        .selectFrom('cursos')
        .select(['id', 'estado'])
        .where('id', '=', body.cursoId)
        .executeTakeFirst();
      if (!curso) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
      if (curso.estado !== 1) {
        throw new HttpError('VALIDACION', MENSAJES_SOLICITUD.inactivo, {
          cursoId: MENSAJES_SOLICITUD.inactivo,
        });
      }
      const asignado = await services.db
        .selectFrom('usuario_cursos')
        .select('curso_id')
        .where('usuario_id', '=', auth.row.id)
        .where('curso_id', '=', curso.id)
        .executeTakeFirst();
      if (asignado || veTodosLosCursos(auth.rol)) {
        throw new HttpError('CONFLICTO', MENSAJES_SOLICITUD.yaAsignado);
      }
      // Asking twice (double click, two tabs) answers the request already waiting.
      const existente = await repo.pendienteDe(auth.row.id, curso.id);
      if (existente) return { ok: true, solicitud: existente };
      const ahora = Date.now();
      try {
        await repo.insertar({
          id: randomUUID(),
          usuario_id: auth.row.id,
          curso_id: curso.id,
          estado: 'pendiente',
          creado_en: new Date(ahora).toISOString(),
          aprobar_en: new Date(ahora + services.demoraDesbloqueoMs).toISOString(),
          procesado_en: null,
        });
      } catch (error) {
        // Two simultaneous requests: the unique index (0010) kept one; answer that one.
        if (!esViolacionUnica(error)) throw error;
      }
      const solicitud = await repo.pendienteDe(auth.row.id, curso.id);
      // Approved between insert and read (a zero delay): report it as such.
      if (!solicitud) {
        const ultima = await repo.ultimaDe(auth.row.id, curso.id);
        if (ultima) return { ok: true, solicitud: ultima };
        throw new HttpError('CONFLICTO', MENSAJES_SOLICITUD.yaAsignado);
      }
      await services.auditoria.registrar({
        accion: 'curso.desbloqueo_solicitado',
        usuarioId: auth.row.id,
        ip: request.ip,
        detalle: { cursoId: curso.id, solicitudId: solicitud._id },
      });
      return { ok: true, solicitud };
    },

    'cursos.solicitudes': async () => ({ ok: true, data: await repo.pendientes() }),
  };
}
