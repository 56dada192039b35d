import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/api';
import { matrizPermisos } from '@shared/domain/permisos';
import { ID_ROL_ESTUDIANTE } from '../../../src/server/db/migrations/0007_roles_iniciales';
import { ID_ROL_TUTOR } from '../../../src/server/db/migrations/0012_progreso_orden';
import { UBICACION_VALIDA, crearRol, crearUsuario, tokenAdmin, tokenDe } from '../helpers/cuentas';
import { testDialects } from '../helpers/databases';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';
import { asignar, crearEvaluacion, cursoConLeccion, post } from '../modules/evaluaciones/ayudas';

/**
 * The scope half of the authorization matrix (issue 15, docs/alcance.md), beside
 * authorization.test.ts (which checks the permission guard of every route): every route
 * that reads or acts on another user's data, called by a role of scope "misCursos" assigned
 * to course A about a learner of course B only, answers 403 SIN_PERMISO or leaves the learner
 * out; ADMINISTRADOR is unchanged. A new route of these families must be classified here.
 */

/** What the route does with another user: refuse one (403) or leave them out of a list. */
type Caso =
  | { tipo: 'rechaza'; llamar: (ctx: Contexto, token: string) => Promise<Respuesta> }
  | { tipo: 'filtra'; llamar: (ctx: Contexto, token: string) => Promise<string> };

interface Contexto {
  srv: TestServer;
  b: string;
  cursoA: string;
  evB: string;
  notaB: string;
  certB: string;
}
interface Respuesta {
  status: number;
  body: { code?: string };
}

const p = (ctx: Contexto, ruta: string, body: unknown, token: string) =>
  post(ctx.srv, ruta, body, token);
const ids = (ctx: Contexto) => ({ ids: [ctx.b] });

async function texto(ctx: Contexto, metodo: string, ruta: string, token: string, body?: unknown) {
  const res = await fetch(`${ctx.srv.url}${ruta}`, {
    method: metodo,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return `${res.status} ${await res.text()}`;
}

const CASOS: Record<string, Caso> = {
  'usuarios.buscar': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, `/api/usuarios/buscar/${c.b}`, {}, t),
  },
  'usuarios.listar': {
    tipo: 'filtra',
    llamar: (c, t) => texto(c, 'POST', '/api/usuarios/listar', t, {}),
  },
  'usuarios.actualizar': {
    tipo: 'rechaza',
    llamar: (c, t) =>
      p(
        c,
        '/api/usuarios/actualizar',
        {
          _id: c.b,
          email: 'otro.b@prueba.co',
          nombre: 'Bruno',
          apellidos: 'Ajeno',
          rol: ID_ROL_ESTUDIANTE,
          tipoIdentificacion: 'Cedula ciudadanía',
          identificacion: '987654',
          customData: { ...UBICACION_VALIDA, tipoRegistro: 'Estudiante' },
        },
        t,
      ),
  },
  'usuarios.eliminar': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, '/api/usuarios/eliminar', { _id: c.b }, t),
  },
  'usuarios.updateEstado': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, '/api/usuarios/updateEstado', { _id: c.b, activo: false }, t),
  },
  'usuarios.asignarCursos': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, `/api/usuarios/${c.b}/asignarCursos`, { cursoIds: [c.cursoA] }, t),
  },
  'usuarios.codigoRestablecimiento': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, '/api/usuarios/codigoRestablecimiento', { _id: c.b }, t),
  },
  'usuarios.desbloquearAcceso': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, '/api/usuarios/desbloquearAcceso', { _id: c.b }, t),
  },
  'usuarios.exportar': {
    tipo: 'filtra',
    llamar: (c, t) => texto(c, 'POST', '/api/usuarios/exportar', t, {}),
  },
  'usuarios.masivo.estado': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, '/api/usuarios/masivo/estado', { seleccion: ids(c), activo: false }, t),
  },
  'usuarios.masivo.cursos': {
    tipo: 'rechaza',
    llamar: (c, t) =>
      p(c, '/api/usuarios/masivo/cursos', { seleccion: ids(c), cursoIds: [c.cursoA] }, t),
  },
  'usuarios.masivo.rol': {
    tipo: 'rechaza',
    llamar: (c, t) =>
      p(c, '/api/usuarios/masivo/rol', { seleccion: ids(c), rol: ID_ROL_ESTUDIANTE }, t),
  },
  'usuarios.masivo.eliminar': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, '/api/usuarios/masivo/eliminar', { seleccion: ids(c) }, t),
  },
  'progresos.listar': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, '/api/usuarios/getProgresos', { _id: c.b }, t),
  },
  'calificaciones.nuevo': {
    tipo: 'rechaza',
    llamar: (c, t) =>
      p(
        c,
        '/api/calificaciones/nuevo',
        { evaluacion: c.evB, estudiante: c.b, puntajeEstudiante: 90 },
        t,
      ),
  },
  'calificaciones.buscar': {
    tipo: 'rechaza',
    llamar: (c, t) => p(c, '/api/calificaciones/buscar/', { _id: c.notaB }, t),
  },
  'calificaciones.listar': {
    tipo: 'filtra',
    llamar: (c, t) => texto(c, 'POST', '/api/calificaciones/listar', t, {}),
  },
  'certificados.pdf': {
    tipo: 'rechaza',
    llamar: async (c, t) => {
      const res = await fetch(`${c.srv.url}/api/certificados/${c.certB}/pdf`, {
        headers: { authorization: `Bearer ${t}` },
      });
      // A PDF when allowed; the JSON error otherwise.
      const body = res.ok ? {} : ((await res.json()) as { code?: string });
      return { status: res.status, body };
    },
  },
  'certificados.listar': {
    tipo: 'filtra',
    llamar: (c, t) => texto(c, 'POST', '/api/certificados/listar', t, {}),
  },
  'certificados.revocar': {
    tipo: 'rechaza',
    llamar: (c, t) =>
      p(c, '/api/certificados/revocar', { _id: c.certB, motivo: 'Prueba de alcance' }, t),
  },
  'evaluaciones.resultadosDetalle': {
    tipo: 'rechaza',
    llamar: (c, t) =>
      p(c, '/api/evaluaciones/resultados/detalle', { evaluacionId: c.evB, usuarioId: c.b }, t),
  },
  'cursos.solicitudes': {
    tipo: 'filtra',
    llamar: (c, t) => texto(c, 'POST', '/api/cursos/solicitudes', t, {}),
  },
};

const LECTURAS = new Set([
  'usuarios.buscar',
  'progresos.listar',
  'calificaciones.buscar',
  'certificados.pdf',
  'evaluaciones.resultadosDetalle',
]);

/** Routes of these families that never show another user's data, and why. */
const PROPIAS: Record<string, string> = {
  'usuarios.nuevo': 'crea una cuenta sin cursos; se alcanza al asignarle un curso propio',
  'usuarios.perfil': 'el perfil propio',
  'usuarios.subirFoto': 'la foto propia',
  'usuarios.foto': 'pública por nombre aleatorio',
  'certificados.mio': 'los certificados propios',
  'certificados.verificar': 'pública, por código',
  'evaluaciones.resultados': 'envía las respuestas propias',
  'progresos.agregar': 'reporta el progreso propio',
  'progresos.actualizar': 'reporta el progreso propio',
};
const FAMILIAS =
  /^(usuarios|progresos|calificaciones|certificados)\.|^evaluaciones\.resultados|^cursos\.solicitudes$/;

describe('scope of every route about another user', () => {
  it('classifies every route of these families: refused, filtered, or one’s own', () => {
    const claves = Object.keys(routes).filter((k) => FAMILIAS.test(k));
    const sinClasificar = claves.filter((k) => !(k in CASOS) && !(k in PROPIAS));
    expect(sinClasificar).toEqual([]);
  });
});

describe.each(testDialects())('authorization by scope «misCursos» (%s)', (dialect) => {
  let ctx: Contexto;
  let admin: string;
  let llamantes: [string, string][];

  beforeAll(async () => {
    const srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    const cA = await cursoConLeccion(srv, admin, 'Curso A');
    const cB = await cursoConLeccion(srv, admin, 'Curso B');
    const evB = await crearEvaluacion(srv, admin, cB.curso, 1);
    const b = await crearUsuario(srv, { email: 'bruno.b@prueba.co', nombre: 'Bruno' });
    await asignar(srv, b, cB.curso);
    const nota = await post<{ _id: string }>(
      srv,
      '/api/calificaciones/nuevo',
      { evaluacion: evB._id, estudiante: b, puntajeEstudiante: 100 },
      admin,
    );
    if (nota.status !== 200) throw new Error(nota.texto);
    // A pending access request of b for course B (listed to whoever may see it).
    await srv.server.services.db
      .insertInto('solicitudes_curso')
      .values({
        id: 'sol-b',
        usuario_id: b,
        curso_id: cB.curso,
        estado: 'pendiente',
        creado_en: new Date().toISOString(),
        aprobar_en: new Date(Date.now() + 86_400_000).toISOString(),
        procesado_en: null,
      })
      .execute();
    const cert = await srv.server.services.db
      .selectFrom('certificados')
      .select('id')
      .where('usuario_id', '=', b)
      .executeTakeFirstOrThrow();
    ctx = { srv, b, cursoA: cA.curso, evB: evB._id, notaB: nota.body.data._id, certB: cert.id };

    const tutor = await crearUsuario(srv, { email: 'tutor@prueba.co', rolId: ID_ROL_TUTOR });
    const rolTodo = await crearRol(
      srv,
      'Todo mis cursos',
      matrizPermisos(() => true),
      false,
      'misCursos',
    );
    const todo = await crearUsuario(srv, { email: 'todo@prueba.co', rolId: rolTodo });
    for (const id of [tutor, todo]) await asignar(srv, id, cA.curso);
    llamantes = [
      ['Tutor', await tokenDe(srv, tutor)],
      ['rol propio misCursos con todos los permisos', await tokenDe(srv, todo)],
    ];
  });
  afterAll(() => ctx.srv.close());

  for (const [clave, caso] of Object.entries(CASOS)) {
    it(`${clave}: course B's learner is out of reach`, async () => {
      for (const [quien, token] of llamantes) {
        if (caso.tipo === 'rechaza') {
          const r = await caso.llamar(ctx, token);
          expect(r.status, `${quien}: ${JSON.stringify(r.body)}`).toBe(403);
          expect(r.body.code).toBe('SIN_PERMISO');
        } else {
          const cuerpo = await caso.llamar(ctx, token);
          expect(cuerpo, quien).not.toContain(ctx.b);
          expect(cuerpo, quien).not.toContain('bruno.b@prueba.co');
        }
      }
      // ADMINISTRADOR, unchanged: reads reach the learner (writes are the modules' own tests).
      if (caso.tipo === 'rechaza' && LECTURAS.has(clave)) {
        expect((await caso.llamar(ctx, admin)).status).not.toBe(403);
      }
      if (caso.tipo === 'filtra') {
        const cuerpo = await caso.llamar(ctx, admin);
        expect(cuerpo.includes(ctx.b) || cuerpo.includes('bruno.b@prueba.co')).toBe(true);
      }
    });
  }
});
