import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrizPermisos } from '@shared/domain/permisos';
import { ID_ROL_TUTOR } from '../../../../src/server/db/migrations/0012_progreso_orden';
import { leerCsv } from '../../../../src/server/modules/importacion/csv';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar } from '../evaluaciones/ayudas';

interface Pagina {
  status: number;
  body: { code?: string; data: { data: { _id: string; email: string }[]; total: number } };
}

/**
 * The users list, export and bulk selection of a tutor with two courses (docs/alcance.md):
 * the scope is one more SQL condition, so paging, totals, search and the bulk selection's
 * count check all see the same users, each once however many of the tutor's courses they take.
 */
describe.each(testDialects())('users in the scope «misCursos» (%s)', (dialect) => {
  let srv: TestServer;
  let tutor: string;
  let admin: string;
  let cursosDelTutor: string[] = [];
  const emails = {
    ambos: 'ambos@prueba.co',
    soloA: 'soloa@prueba.co',
    otro: 'otro@prueba.co',
    sinCurso: 'sincurso@prueba.co',
    tutor: 'tutor@prueba.co',
  };
  /** Assigned to course A or B (the tutor's), each once: the tutor too. */
  const EN_ALCANCE = [
    emails.ambos,
    emails.soloA,
    emails.tutor,
    ...Array.from({ length: 10 }, (_, i) => `extra${i + 10}@prueba.co`),
  ];

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    const [a, b, c] = await Promise.all(
      ['ALC-A', 'ALC-B', 'ALC-C'].map((codigo) => crearCurso(srv, { codigo })),
    );
    cursosDelTutor = [a ?? '', b ?? ''];
    const id = async (email: string, rolId?: string) => crearUsuario(srv, { email, rolId });
    const tutorId = await id(emails.tutor, ID_ROL_TUTOR);
    const ambos = await id(emails.ambos);
    const soloA = await id(emails.soloA);
    const otro = await id(emails.otro);
    await id(emails.sinCurso);
    for (let n = 10; n < 20; n++) await asignar(srv, await id(`extra${n}@prueba.co`), a ?? '');
    for (const [u, curso] of [
      [tutorId, a],
      [tutorId, b],
      [ambos, a],
      [ambos, b],
      [soloA, a],
      [otro, c],
    ] as const) {
      await asignar(srv, u, curso ?? '');
    }
    tutor = await tokenDe(srv, tutorId);
  });
  afterAll(() => srv.close());

  const listar = async (body: unknown, token = tutor) =>
    (await srv.request('POST', '/api/usuarios/listar', { body, token })) as Pagina;

  it('pages through its users once each, with the right total', async () => {
    const vistos: string[] = [];
    for (let pagina = 1; pagina <= 2; pagina++) {
      const r = await listar({ pagina, limite: 10, ordenarPor: 'email', direccion: 'asc' });
      expect(r.status).toBe(200);
      expect(r.body.data.total).toBe(EN_ALCANCE.length);
      vistos.push(...r.body.data.data.map((u) => u.email));
    }
    expect(vistos).toEqual([...EN_ALCANCE].sort());
    expect((await listar({ pagina: 3, limite: 10 })).body.data.data).toEqual([]);
    // The admin's list is unchanged: everyone (the first admin included).
    expect((await listar({}, admin)).body.data.total).toBe(EN_ALCANCE.length + 3);
  });

  it('search and filters narrow within the scope, never beyond it', async () => {
    const r = await listar({ buscar: 'ambos' });
    expect(r.body.data).toMatchObject({ data: [{ email: emails.ambos }], total: 1 });
    expect((await listar({ buscar: emails.otro })).body.data).toMatchObject({ data: [], total: 0 });
    expect((await listar({ buscar: emails.sinCurso })).body.data.total).toBe(0);
  });

  it('exports exactly the users of its list', async () => {
    const res = await fetch(`${srv.url}/api/usuarios/exportar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tutor}` },
      body: JSON.stringify({}),
    });
    expect(res.status).toBe(200);
    const leido = leerCsv(new Uint8Array(await res.arrayBuffer()));
    if (!leido.ok) throw new Error(leido.error);
    expect(leido.filas.map((f) => f.valores.email).sort()).toEqual([...EN_ALCANCE].sort());
  });

  it('a bulk selection by filter counts the users the caller saw (else 409)', async () => {
    // A centre's role that may switch users, limited to its courses (A and B, like the tutor).
    const rol = await crearRol(
      srv,
      'Conmutador',
      matrizPermisos((v, o) => v === 'usuarios' && ['consultar', 'desactivar'].includes(o)),
      false,
      'misCursos',
    );
    const quien = await crearUsuario(srv, { email: 'conmutador@prueba.co', rolId: rol });
    for (const curso of cursosDelTutor) await asignar(srv, quien, curso);
    const token = await tokenDe(srv, quien);
    const estado = (total: number) =>
      srv.request('POST', '/api/usuarios/masivo/estado', {
        body: { seleccion: { filtro: { buscar: 'extra' }, total }, activo: true },
        token,
      });
    // The admin's count of "extra" would be the same; one more learner outside the scope is
    // not: the selection is resolved within the caller's scope.
    const fuera = await crearUsuario(srv, { email: 'extra99@prueba.co' });
    expect(fuera).toBeTruthy();
    expect((await estado(11)).status).toBe(409);
    const r = await estado(10);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ aplicados: 0, sinCambios: 10, totalRechazados: 0 });
  });
});
