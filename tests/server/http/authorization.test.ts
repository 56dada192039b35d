import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes } from '@shared/api';
import type { RouteDef } from '@shared/api';
import {
  PERMISOS_TODOS,
  esAdministrador,
  matrizPermisos,
  tienePermiso,
} from '@shared/domain/permisos';
import type { Operacion, RolConPermisos, Vista } from '@shared/domain/permisos';
import { ID_ROL_ESTUDIANTE } from '../../../src/server/db/migrations/0007_roles_iniciales';
import { ID_ROL_TUTOR } from '../../../src/server/db/migrations/0012_progreso_orden';
import { testDialects } from '../helpers/databases';
import { crearRol, crearUsuario, idAdmin, tokenDe } from '../helpers/cuentas';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

/**
 * Walks the whole route table, so a route added later is covered without touching this
 * file: the authorization matrix is the table's permission column × {anonymous, learner
 * (Estudiante), custom roles, Tutor (the seeded system role), ADMINISTRADOR}, the expected
 * answer computed from each role's stored permissions. Each route is called with a placeholder for every path
 * parameter and an empty body (or a harmless sample, MUESTRAS): what is checked is the
 * guard, not the handler (a 400 or 404 past the guard is fine).
 */
const ENTRADAS = Object.entries(routes) as [string, RouteDef][];

/**
 * Valid bodies for routes whose empty body stops at validation (400): with them, a caller
 * past the guard reaches the handler, so the handler's own checks run too. Harmless on
 * purpose: they select a user id and a batch that do not exist.
 */
const SELECCION_VACIA = { ids: ['x'] };
const MUESTRAS: Record<string, unknown> = {
  'usuarios.masivo.estado': { seleccion: SELECCION_VACIA, activo: true },
  'usuarios.masivo.cursos': { seleccion: SELECCION_VACIA, cursoIds: ['x'] },
  'usuarios.masivo.rol': { seleccion: SELECCION_VACIA, rol: ID_ROL_ESTUDIANTE },
  'usuarios.masivo.eliminar': { seleccion: SELECCION_VACIA },
  'importacion.confirmar': { modo: 'soloNuevos', reemplazarCursos: false },
};
const SIN_PERMISO = 'Error no tiene permisos suficientes';

/** Whether a role passes a route's guard: `administrador` is the role itself, not a grant. */
function permite(rol: RolConPermisos, permiso: RouteDef['permission']): boolean {
  if (permiso === 'administrador') return esAdministrador(rol);
  return typeof permiso === 'string' || tienePermiso(rol, permiso[0], permiso[1]);
}

/** Every [view, operation] some route requires: one "all but this" role per pair. */
const PARES = [
  ...new Set(
    ENTRADAS.flatMap(([, def]) =>
      typeof def.permission === 'string' ? [] : [`${def.permission[0]}:${def.permission[1]}`],
    ),
  ),
];

describe.each(testDialects())('authorization of every route of the table (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let estudiante: string;
  let estudianteRol: RolConPermisos;
  let sinPermisos: string;
  /** Every permission of the matrix, but not ADMINISTRADOR (refused on admin-only routes). */
  let todoSinSerAdmin: string;
  const todoMenos = new Map<string, string>();
  /** Roles whose answer depends on their stored permissions: [label, user, role]. */
  const porPermisos: [string, string, RolConPermisos][] = [];

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await idAdmin(srv);
    estudiante = await crearUsuario(srv, { email: 'estudiante@prueba.co' });
    const rol = await srv.server.services.roles.findById(ID_ROL_ESTUDIANTE);
    if (!rol) throw new Error('falta el rol Estudiante');
    estudianteRol = rol;
    const vacio = await crearRol(srv, 'Sin permisos');
    sinPermisos = await crearUsuario(srv, { email: 'sinpermisos@prueba.co', rolId: vacio });
    todoSinSerAdmin = await crearUsuario(srv, {
      email: 'todo@prueba.co',
      rolId: await crearRol(srv, 'Todo', PERMISOS_TODOS),
    });
    const tutorRol = await srv.server.services.roles.findById(ID_ROL_TUTOR);
    if (!tutorRol) throw new Error('falta el rol Tutor');
    porPermisos.push([
      'Tutor',
      await crearUsuario(srv, { email: 'tutor@prueba.co', rolId: ID_ROL_TUTOR }),
      tutorRol,
    ]);
    // A centre's own role: reads everything, manages courses and lessons only.
    const coordinadorId = await crearRol(
      srv,
      'Coordinador',
      matrizPermisos((v, o) => o === 'consultar' || v === 'cursos' || v === 'multimedias'),
    );
    const coordinadorRol = await srv.server.services.roles.findById(coordinadorId);
    if (!coordinadorRol) throw new Error('falta el rol Coordinador');
    porPermisos.push([
      'Coordinador',
      await crearUsuario(srv, { email: 'coordinador@prueba.co', rolId: coordinadorId }),
      coordinadorRol,
    ]);
    for (const [i, par] of PARES.entries()) {
      const [vista, op] = par.split(':') as [Vista, Operacion];
      const rolId = await crearRol(
        srv,
        `Casi todo ${i}`,
        matrizPermisos((v, o) => !(v === vista && o === op)),
      );
      todoMenos.set(par, await crearUsuario(srv, { email: `casi${i}@prueba.co`, rolId }));
    }
  });
  afterAll(() => srv.close());

  /** Calls the route; every call signs a fresh token, as a route may end its session. */
  async function llamarCon(def: RouteDef, usuarioId: string | null, muestra: unknown = {}) {
    const path = buildPath(def.path, new Proxy({}, { get: () => 'x' }) as Record<string, string>);
    const token = usuarioId ? await tokenDe(srv, usuarioId) : undefined;
    const res = await srv.request(def.method, path, {
      token,
      body: def.method === 'GET' ? undefined : muestra,
    });
    return { status: res.status, body: res.body as { code?: string; error?: string } };
  }

  function pasaElGuardia(
    res: { status: number; body?: { code?: string } },
    quien: string,
    def: RouteDef,
  ) {
    // A rule past the guard may refuse too (the certificate needs an approval): what must
    // never happen is the guard's own refusal.
    if (res.status === 403 && res.body?.code === 'SIN_APROBACION') return;
    expect([401, 403], `${quien}: ${def.method} ${def.path} → ${res.status}`).not.toContain(
      res.status,
    );
  }

  function rechazado(res: { status: number; body: { code?: string; error?: string } }) {
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ ok: false, code: 'SIN_PERMISO', error: SIN_PERMISO });
  }

  for (const [clave, def] of ENTRADAS) {
    const permiso = def.permission;
    it(`${clave}: ${def.method} ${def.path} [${String(permiso)}]`, async () => {
      const muestra = MUESTRAS[clave];
      const llamar = (d: RouteDef, usuarioId: string | null) => llamarCon(d, usuarioId, muestra);
      // Anonymous.
      const anonimo = await llamar(def, null);
      if (permiso === 'public') pasaElGuardia(anonimo, 'anónimo', def);
      else
        expect(anonimo, 'anónimo').toMatchObject({ status: 401, body: { code: 'NO_AUTENTICADO' } });

      // A learner with the Estudiante role as stored.
      const aprendiz = await llamar(def, estudiante);
      if (permite(estudianteRol, permiso)) {
        pasaElGuardia(aprendiz, 'Estudiante', def);
      } else {
        rechazado(aprendiz);
      }

      // Custom roles: one with no permission at all, one with all but this route's.
      const vacio = await llamar(def, sinPermisos);
      if (permiso === 'administrador') {
        rechazado(vacio);
        rechazado(await llamar(def, todoSinSerAdmin));
      } else if (typeof permiso === 'string') {
        pasaElGuardia(vacio, 'sin permisos', def);
      } else {
        rechazado(vacio);
        rechazado(await llamar(def, todoMenos.get(`${permiso[0]}:${permiso[1]}`) ?? null));
      }

      // Tutor and a custom role: exactly what their stored permissions say.
      for (const [etiqueta, usuarioId, rol] of porPermisos) {
        const res = await llamar(def, usuarioId);
        if (permite(rol, permiso)) {
          pasaElGuardia(res, etiqueta, def);
        } else {
          rechazado(res);
        }
      }

      // The first ADMINISTRADOR.
      const primero = await llamar(def, admin);
      pasaElGuardia(primero, 'ADMINISTRADOR', def);
      if (muestra !== undefined) {
        // The sample passed validation and the handler answered (404 for what does not exist).
        expect(primero.status, `${def.path}: ${JSON.stringify(primero.body)}`).not.toBe(400);
        expect(primero.status).toBeLessThan(500);
      }
    });
  }
});
