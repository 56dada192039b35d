import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '@shared/api';
import { comprobarRecorte, recorteDe } from '../../../src/server/http/recorteRespuesta';

const leccion = z.object({
  _id: z.string(),
  curso: z.object({ _id: z.string(), nombre: z.string() }).nullable(),
  tags: z.array(z.string()),
  nota: z.number().optional(),
  subtitulos: z.array(z.object({ idioma: z.string() })).default([]),
});
const respuesta = z.object({ ok: z.literal(true), data: z.array(leccion), total: z.number() });

describe('recorteDe', () => {
  it('keeps only named fields, at every depth, as zod does', () => {
    const recorte = recorteDe(respuesta);
    if (!recorte) throw new Error('sin recorte');
    const valor = {
      ok: true,
      total: 1,
      password_hash: 'no sale',
      data: [
        {
          _id: 'l1',
          curso: { _id: 'c1', nombre: 'Curso', token: 'no sale' },
          tags: ['a'],
          secreto: 'no sale',
          subtitulos: [{ idioma: 'es', ruta: 'no sale' }],
        },
        { _id: 'l2', curso: null, tags: [], nota: 3 },
      ],
    };
    const cortado = recorte(valor);
    expect(cortado).toEqual(respuesta.parse(valor));
    expect(JSON.stringify(cortado)).not.toContain('no sale');
    // The default of an absent field, as zod fills it; never the same array twice.
    const [, segunda] = (cortado as { data: { subtitulos: unknown[] }[] }).data;
    expect(segunda?.subtitulos).toEqual([]);
    const otra = recorte(valor) as { data: { subtitulos: unknown[] }[] };
    expect(otra.data[1]?.subtitulos).not.toBe(segunda?.subtitulos);
  });

  it('cuts a record keyed by any string as zod does: every key, each value cut', () => {
    const esquema = z.object({
      nombres: z.record(z.string(), z.string()),
      partes: z.record(z.string(), z.object({ n: z.number() })),
    });
    const recorte = recorteDe(esquema);
    if (!recorte) throw new Error('sin recorte');
    const valor = {
      nombres: { '1': 'Módulo uno', dos: 'Módulo dos' },
      partes: { a: { n: 1, clave: 'no sale' }, b: { n: 2 } },
      otro: 'no sale',
    };
    // From JSON, as a stored record could carry it: an own key named __proto__.
    const conProto = JSON.parse(
      '{"nombres":{"__proto__":"x","a":"y"},"partes":{"__proto__":{"n":1},"b":{"n":2}}}',
    ) as unknown;
    for (const entrada of [valor, conProto, { nombres: {}, partes: {} }]) {
      const cortado = recorte(entrada);
      expect(isDeepStrictEqual(cortado, esquema.parse(entrada))).toBe(true);
      expect(JSON.stringify(cortado)).not.toContain('no sale');
      // Neither comparison sees a replaced prototype: asked directly.
      const { partes } = cortado as { partes: object };
      expect(Object.getPrototypeOf(partes)).toBe(Object.prototype);
    }
  });

  it('writes any field name safely into the cut it compiles', () => {
    const raros = ['a"b', 'c\\d', "e'f", 'g\nh', '1', 'ñandú', 'x\u2028y', '`${z}`'];
    const esquema = z.object(Object.fromEntries(raros.map((k) => [k, z.string()])));
    const recorte = recorteDe(esquema);
    if (!recorte) throw new Error('sin recorte');
    const valor = { ...Object.fromEntries(raros.map((k) => [k, `valor de ${k}`])), otro: 'no' };
    expect(recorte(valor)).toStrictEqual(esquema.parse(valor));
    expect(Object.keys(recorte(valor) as object)).toEqual(Object.keys(esquema.parse(valor)));
  });

  it('leaves to zod what a cut cannot reproduce', () => {
    expect(recorteDe(z.object({ ['__proto__']: z.string() }))).toBeNull();
    expect(recorteDe(z.object({ a: z.string().transform((s) => s.length) }))).toBeNull();
    expect(recorteDe(z.object({ a: z.union([z.string(), z.number()]) }))).toBeNull();
    expect(recorteDe(z.looseObject({ a: z.string() }))).toBeNull();
    expect(recorteDe(z.strictObject({ a: z.string() }))).toBeNull();
    expect(recorteDe(z.record(z.enum(['a', 'b']), z.number()))).toBeNull();
    expect(recorteDe(z.partialRecord(z.enum(['a', 'b']), z.number()))).toBeNull();
    expect(
      recorteDe(
        z.record(
          z.string().transform((s) => s.trim()),
          z.number(),
        ),
      ),
    ).toBeNull();
    expect(recorteDe(z.looseRecord(z.string(), z.number()))).toBeNull();
    expect(recorteDe(z.record(z.string(), z.union([z.string(), z.number()])))).toBeNull();
    expect(recorteDe(z.object({ a: z.date() }))).toBeNull();
  });

  it('builds for the hot routes of issue 18', () => {
    for (const ruta of [
      'multimedias.filtrar',
      'cursos.listar',
      'progresos.listar',
      'progresos.actualizar',
    ] as const) {
      expect(recorteDe(routes[ruta].response), ruta).not.toBeNull();
    }
  });
});

describe('comprobarRecorte (test servers)', () => {
  const recorte = recorteDe(respuesta);
  if (!recorte) throw new Error('sin recorte');
  const valida = { ok: true, total: 0, data: [] };

  it("answers the cut when it is zod's answer", () => {
    expect(comprobarRecorte(respuesta, recorte, valida, 'GET /x')).toEqual(valida);
  });

  it('fails an answer zod refuses, naming the route', () => {
    expect(() =>
      comprobarRecorte(respuesta, recorte, { ...valida, total: 'uno' }, 'GET /x'),
    ).toThrow(/Respuesta inválida en GET \/x/);
  });

  it("fails a cut that differs from zod's answer", () => {
    const malo = (valor: unknown) => ({ ...(valor as object), extra: 1 });
    expect(() => comprobarRecorte(respuesta, malo, valida, 'GET /x')).toThrow(/difiere de zod/);
  });
});
