import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { ordenarLecciones } from '@shared/domain/multimedias';
import { estadoBloqueo } from '@shared/domain/progreso';
import type { ProgresoLeccion } from '@shared/domain/progreso';
import { CacheOrdenCursos } from '../../../../src/server/modules/multimedias/ordenCursos';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearEnlace } from './ayudas';

const BASE = 'Debes completar el multimedia anterior antes de acceder a este';

/** A deterministic shuffle (the same 500 names in the same scrambled order every run). */
function barajar<T>(items: T[]): T[] {
  let semilla = 18;
  const azar = () => (semilla = (semilla * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const copia = [...items];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = Math.floor(azar() * (i + 1));
    [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
  }
  return copia;
}

/** Issue 18: the course order cached per course change, the locks linear in the lessons. */
describe.each(testDialects())('lesson order cache and locks (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let aprendizId: string;
  let aprendiz: string;

  const db = () => srv.server.services.db;
  async function aprendizEn(curso: string): Promise<void> {
    await db()
      .insertInto('usuario_cursos')
      .values({ usuario_id: aprendizId, curso_id: curso, asignado_en: new Date().toISOString() })
      .execute();
  }
  async function bloqueosApi(curso: string): Promise<Map<string, Multimedia['bloqueo']>> {
    const res = await srv.request('GET', `/api/multimedias/filtrar?fin=1000&cursos=${curso}`, {
      token: aprendiz,
    });
    expect(res.status).toBe(200);
    const data = (res.body as { data: Multimedia[] }).data;
    return new Map(data.map((m) => [m._id, m.bloqueo]));
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    aprendizId = await crearUsuario(srv, { email: 'orden@prueba.co' });
    aprendiz = await tokenDe(srv, aprendizId);
  });
  afterAll(() => srv.close());

  it('a course of 500 lessons gets exactly the locks of the naive computation', async () => {
    const curso = await crearCurso(srv, { codigo: 'ORD-500' });
    await aprendizEn(curso);
    const nombres = barajar([
      ...Array.from({ length: 480 }, (_, i) => `${(i % 12) + 1}.${Math.floor(i / 12) + 1} Tema`),
      ...Array.from({ length: 16 }, (_, i) => `Glosario ${i}`),
      'Syllabus del curso',
      'Syllabus',
      '1.1 Repetida', // same number as another lesson: the creation time decides
      '3.10 Otra',
    ]);
    const base = Date.now() - 60_000;
    // Forty creation times for 500 lessons: many ties, which keep the order of creation.
    const filas = nombres.map((nombre, i) => {
      const creado = new Date(base + (i % 40)).toISOString();
      return {
        id: randomUUID(),
        nombre,
        descripcion: '',
        tipo_media: 'link',
        formato: null,
        curso_id: curso,
        usuario_id: null,
        tags: '[]',
        archivo_id: null,
        link: 'https://ejemplo.co',
        num_visto: 0,
        creado_en: creado,
        actualizado_en: creado,
      };
    });
    for (let i = 0; i < filas.length; i += 100) {
      await db()
        .insertInto('multimedias')
        .values(filas.slice(i, i + 100))
        .execute();
    }
    // Progress of every kind: done, at 100 % not marked done, halfway, untouched.
    const progresos = new Map<string, ProgresoLeccion>();
    filas.forEach((f, i) => {
      const p: ProgresoLeccion | null =
        i % 4 === 0
          ? { progreso: 'completado', porcentaje: 100 }
          : i % 4 === 1
            ? { progreso: 'iniciado', porcentaje: 100 }
            : i % 4 === 2
              ? { progreso: 'iniciado', porcentaje: 40 }
              : null;
      if (p) progresos.set(f.id, p);
    });
    const ahora = new Date().toISOString();
    const filasProgreso = [...progresos].map(([id, p]) => ({
      usuario_id: aprendizId,
      multimedia_id: id,
      progreso: p.progreso,
      porcentaje: p.porcentaje,
      fecha: ahora,
      actualizado_en: ahora,
    }));
    for (let i = 0; i < filasProgreso.length; i += 100) {
      await db()
        .insertInto('progresos')
        .values(filasProgreso.slice(i, i + 100))
        .execute();
    }

    // The naive computation of before: the whole order sorted and scanned for each lesson,
    // from the lessons in the order they were made (the sort is stable: ties keep it).
    const entrada = filas.map((f) => ({ _id: f.id, nombre: f.nombre, timestamp: f.creado_en }));
    const esperado = new Map<string, Multimedia['bloqueo']>();
    for (const f of filas) {
      const e = estadoBloqueo(ordenarLecciones(entrada), progresos, f.id);
      esperado.set(f.id, e.bloqueada && e.anterior ? { anterior: e.anterior } : null);
    }
    const obtenidos = await bloqueosApi(curso);
    expect(obtenidos.size).toBe(500);
    expect(obtenidos).toEqual(esperado);
    expect([...esperado.values()].filter(Boolean).length).toBeGreaterThan(100);
    // Asked again (now from the cache), the same answer; the syllabus is never locked.
    expect(await bloqueosApi(curso)).toEqual(esperado);
    for (const f of filas.filter((l) => l.nombre.startsWith('Syllabus'))) {
      expect(obtenidos.get(f.id)).toBeNull();
    }
  });

  it('renaming, reordering, adding and deleting lessons change the locks at once', async () => {
    const curso = await crearCurso(srv, { codigo: 'ORD-CAMBIOS' });
    await aprendizEn(curso);
    const uno = await crearEnlace(srv, admin, { nombre: '1.1 Inicio', curso });
    const dos = await crearEnlace(srv, admin, { nombre: '1.2 Medio', curso });
    const tres = await crearEnlace(srv, admin, { nombre: '1.3 Final', curso });
    const error = async (id: string) => {
      const res = await srv.request('GET', `/api/multimedias/${id}`, { token: aprendiz });
      return res.status === 200 ? null : (res.body as { error: string }).error;
    };
    const editar = (m: Multimedia, nombre: string) =>
      srv.request('PUT', `/api/multimedias/${m._id}`, {
        token: admin,
        body: { multimedia: { nombre, curso, tipoMedia: 'link', link: 'https://example.org/r' } },
      });
    expect(await error(uno._id)).toBeNull();
    expect(await error(tres._id)).toBe(`${BASE}: termina primero "1.2 Medio" (0 %).`);

    // Renamed: the lock names the new name.
    expect((await editar(dos, '1.2 Práctica')).status).toBe(200);
    expect(await error(tres._id)).toBe(`${BASE}: termina primero "1.2 Práctica" (0 %).`);

    // Reordered by its name: 1.3 goes first, so 1.1 now waits for it.
    expect((await editar(tres, '0.1 Previo')).status).toBe(200);
    expect(await error(tres._id)).toBeNull();
    expect(await error(uno._id)).toBe(`${BASE}: termina primero "0.1 Previo" (0 %).`);
    expect((await bloqueosApi(curso)).get(uno._id)).toMatchObject({
      anterior: { _id: tres._id },
    });

    // Deleted: 1.1 is first again.
    const borrado = await srv.request('DELETE', `/api/multimedias/borrar/${tres._id}`, {
      token: admin,
    });
    expect(borrado.status).toBe(200);
    expect(await error(uno._id)).toBeNull();

    // Added before everything: 1.1 waits for the new one; a syllabus never waits.
    const cero = await crearEnlace(srv, admin, { nombre: '0.5 Bienvenida', curso });
    const syllabus = await crearEnlace(srv, admin, { nombre: 'Syllabus', curso });
    expect(await error(uno._id)).toBe(`${BASE}: termina primero "0.5 Bienvenida" (0 %).`);
    expect(await error(cero._id)).toBeNull();
    expect(await error(syllabus._id)).toBeNull();
  });

  it('the cache answers from memory until the content version moves, and null bypasses it', async () => {
    const curso = await crearCurso(srv, { codigo: 'ORD-CACHE' });
    const id = (await crearEnlace(srv, admin, { nombre: '1.1 Antes', curso }))._id;
    let version: number | null = 1;
    const cache = new CacheOrdenCursos(db(), { vigente: () => version });
    const nombre = async () => (await cache.de([curso])).get(curso)?.ordenadas[0]?.nombre;
    expect(await nombre()).toBe('1.1 Antes');
    // A change this fake version does not hear about: the cached order is still served…
    await db()
      .updateTable('multimedias')
      .set({ nombre: '1.1 Después' })
      .where('id', '=', id)
      .execute();
    expect(await nombre()).toBe('1.1 Antes');
    // …until the version moves,
    version = 2;
    expect(await nombre()).toBe('1.1 Después');
    // and with no trustworthy version every call reads the database.
    version = null;
    await db()
      .updateTable('multimedias')
      .set({ nombre: '1.1 Otra vez' })
      .where('id', '=', id)
      .execute();
    expect(await nombre()).toBe('1.1 Otra vez');
    expect((await cache.de(['curso-sin-lecciones'])).get('curso-sin-lecciones')?.ordenadas).toEqual(
      [],
    );
  });
});
