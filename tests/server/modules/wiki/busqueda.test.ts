import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultadoWiki } from '@shared/api/wiki';
import { crearCurso, tokenAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearPagina, persona } from './ayudas';

describe.each(testDialects())('wiki search in Spanish (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    await crearPagina(srv, admin, {
      titulo: 'Presentar la evaluación',
      cuerpo: 'Antes de empezar lea las instrucciones. La **evaluación** se presenta una vez.',
    });
    await crearPagina(srv, admin, {
      titulo: 'Cambiar la contraseña',
      cuerpo: 'Desde Mi perfil. Después de cambiarla, la evaluacion sigue igual.',
    });
    await crearPagina(srv, admin, {
      titulo: 'Descargar lecciones',
      cuerpo: 'Sin conexión se leen las lecciones descargadas. Menú Biblioteca.',
    });
  });
  afterAll(() => srv.close());

  const buscar = async (q: string, token = admin) => {
    const res = await srv.request('GET', `/api/wiki/buscar?q=${encodeURIComponent(q)}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: ResultadoWiki[] }).data;
  };

  it('finds a word with and without its accents, the title hit first', async () => {
    for (const q of ['evaluacion', 'evaluación', 'EVALUACIÓN', 'Evaluacion']) {
      expect(
        (await buscar(q)).map((r) => r.titulo),
        q,
      ).toEqual(['Presentar la evaluación', 'Cambiar la contraseña']);
    }
    expect((await buscar('conexion')).map((r) => r.titulo)).toEqual(['Descargar lecciones']);
    expect((await buscar('contrasena')).map((r) => r.titulo)).toEqual(['Cambiar la contraseña']);
    expect((await buscar('menu biblioteca')).map((r) => r.titulo)).toEqual(['Descargar lecciones']);
  });

  it('finds the beginning of a word and answers a snippet with the accents of the page', async () => {
    const [r] = await buscar('descarg');
    expect(r?.titulo).toBe('Descargar lecciones');
    const [e] = await buscar('instrucciones');
    expect(e?.fragmento).toContain('lea las instrucciones');
    expect(e?.fragmento).not.toContain('**');
    const [c] = await buscar('conexion');
    expect(c?.fragmento).toContain('Sin conexión');
  });

  it('finds other forms of a Spanish word, as PostgreSQL does, with the passage around it', async () => {
    const relleno =
      'Este texto largo explica con calma cada paso para quien llega por primera vez. ';
    await crearPagina(srv, admin, {
      titulo: 'Horario de clases',
      cuerpo: `${relleno.repeat(4)}Las clases del programa empiezan en enero.`,
    });
    // A plural (or another form) is searched by its stem, "programas" → "program*": without
    // it, SQLite found only words beginning with "programas".
    for (const q of ['programas', 'programa', 'horarios', 'Programación']) {
      const hallados = await buscar(q);
      if (q === 'Programación') {
        // "programacion" is its own stem: no page has a word beginning with it.
        expect(hallados, q).toEqual([]);
        continue;
      }
      expect(
        hallados.map((r) => r.titulo),
        q,
      ).toEqual(['Horario de clases']);
    }
    const [p] = await buscar('programas');
    expect(p?.fragmento).toMatch(/^….*del programa empiezan en enero\.$/);
    expect((await buscar('evaluaciones')).map((r) => r.titulo)).toEqual([
      'Presentar la evaluación',
      'Cambiar la contraseña',
    ]);
  });

  it('answers nothing for no words and treats query syntax as text, never a 500', async () => {
    for (const q of [
      '',
      '   ',
      '"',
      'a OR b',
      'NEAR(',
      '*',
      "'; drop table wiki_paginas; --",
      '%_',
    ]) {
      const res = await srv.request('GET', `/api/wiki/buscar?q=${encodeURIComponent(q)}`, {
        token: admin,
      });
      expect(res.status, q).toBe(200);
    }
    expect(await buscar('palabrainexistente')).toEqual([]);
    const largo = await srv.request('GET', `/api/wiki/buscar?q=${'a'.repeat(101)}`, {
      token: admin,
    });
    expect(largo.status).toBe(400);
    expect(JSON.stringify(largo.body)).toContain('La búsqueda admite hasta 100 caracteres');
  });

  it("keeps a course's page out of others' results and follows edits and deletions", async () => {
    const curso = await crearCurso(srv, { codigo: 'WB-1' });
    const pagina = await crearPagina(srv, admin, {
      titulo: 'Guía interna',
      cursoId: curso,
      cuerpo: 'El cronograma del módulo',
    });
    const dentro = await persona(srv, undefined, [curso]);
    const fuera = await persona(srv);
    expect((await buscar('cronograma', dentro.token)).map((r) => r.titulo)).toEqual([
      'Guía interna',
    ]);
    expect(await buscar('cronograma', fuera.token)).toEqual([]);

    await srv.request('PUT', `/api/wiki/paginas/${pagina._id}`, {
      token: admin,
      body: { titulo: 'Guía interna', cuerpo: 'El calendario del módulo', cursoId: curso },
    });
    expect(await buscar('cronograma')).toEqual([]);
    expect((await buscar('calendario')).map((r) => r.titulo)).toEqual(['Guía interna']);
    await srv.request('DELETE', `/api/wiki/paginas/${pagina._id}`, { token: admin });
    expect(await buscar('calendario')).toEqual([]);
  });
});
