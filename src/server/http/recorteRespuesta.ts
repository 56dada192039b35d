import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type {
  $ZodArrayDef,
  $ZodDefaultDef,
  $ZodNullableDef,
  $ZodObjectDef,
  $ZodOptionalDef,
  $ZodRecordDef,
  $ZodType,
} from 'zod/v4/core';

/** An answer cut down to the fields its schema names. */
export type Recorte = (valor: unknown) => unknown;

const mismo: Recorte = (valor) => valor;

/** Leaves its schema takes as they come: zod would answer the same value, or refuse it. */
const HOJAS = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null', 'any', 'unknown']);

function objeto(def: $ZodObjectDef): Recorte | null {
  // A loose or strict object keeps or refuses unnamed fields: only zod says which.
  if (def.catchall !== undefined) return null;
  const campos: [string, Recorte][] = [];
  for (const [clave, campo] of Object.entries(def.shape)) {
    // Assigned on a plain object it would replace the prototype: zod's own business.
    if (clave === '__proto__') return null;
    const recorte = recorteDe(campo);
    if (!recorte) return null;
    campos.push([clave, recorte]);
  }
  return compilarObjeto(campos);
}

/**
 * One object's cut as a function written for its fields, once per schema. A generic loop
 * reading and writing `fuente[clave]` makes every property access megamorphic (one code
 * path for every schema's fields); on `filtrar` it was ~5 % of the server's time. Written
 * out, `f["nombre"]` is a named access V8 caches per schema, and the answer objects get one
 * shape. The keys are the schema's own (code, not input), written as JSON string literals.
 * Same rule as before for each field: an absent field stays absent (as zod).
 */
function compilarObjeto(campos: readonly [string, Recorte][]): Recorte {
  const internos = campos.map(([, recorte]) => recorte);
  const lineas = campos.map(([clave, recorte], i) => {
    const k = JSON.stringify(clave);
    const leido = recorte === mismo ? `f[${k}]` : `r[${i}](f[${k}])`;
    return `v = ${leido}; if (v !== undefined || ${k} in f) s[${k}] = v;`;
  });
  const cuerpo = [
    'return function recorte(f) {',
    "  if (typeof f !== 'object' || f === null) return f;",
    '  const s = {};',
    '  let v;',
    ...lineas.map((l) => `  ${l}`),
    '  return s;',
    '};',
  ].join('\n');
  const fabrica = new Function('r', cuerpo) as (r: readonly Recorte[]) => Recorte;
  return fabrica(internos);
}

/**
 * A record keyed by any string (a course's `moduleSubtitles`): every own key but
 * `__proto__`, as zod keeps them, each value cut by the value's schema. Keys of a narrower
 * kind (an enum, a literal, a transform) decide which keys stay: zod parses those.
 */
function registro(def: $ZodRecordDef): Recorte | null {
  const claves = def.keyType._zod;
  if (claves.def.type !== 'string' || claves.values !== undefined || def.mode === 'loose') {
    return null;
  }
  const valor = recorteDe(def.valueType);
  if (!valor) return null;
  return (entrada) => {
    if (typeof entrada !== 'object' || entrada === null || Array.isArray(entrada)) return entrada;
    const fuente = entrada as Record<string, unknown>;
    const salida: Record<string, unknown> = {};
    for (const clave of Object.keys(fuente)) {
      // zod skips it too: assigned on a plain object it would replace the prototype
      if (clave !== '__proto__') salida[clave] = valor(fuente[clave]);
    }
    return salida;
  };
}

/**
 * How to cut an answer to what its response schema names, built once per route: objects
 * keep only their named fields (recursively, through arrays, nullable, optional and
 * defaults, and records keyed by any string), leaves pass as they are. Null when the
 * schema has a part a cut cannot reproduce — a transform, a union, a record of narrower
 * keys, a loose object —: zod parses those answers.
 *
 * Why not zod's parse on every answer: it also checks every leaf's type, which TypeScript
 * already checks where handlers build answers, and it cost ~7 % of a lesson list's server
 * time (issue 18, docs/rendimiento-peticion.md). What must hold at run time is that nothing
 * unnamed leaks (a password hash, a token), and the cut holds that by construction. Test
 * servers run both and fail on any difference (`comprobarRecorte`).
 */
export function recorteDe(schema: $ZodType): Recorte | null {
  const def = schema._zod.def;
  if (HOJAS.has(def.type)) return mismo;
  switch (def.type) {
    case 'object':
      return objeto(def as $ZodObjectDef);
    case 'record':
      return registro(def as $ZodRecordDef);
    case 'array': {
      const elemento = recorteDe((def as $ZodArrayDef).element);
      if (!elemento) return null;
      return (valor) => (Array.isArray(valor) ? valor.map(elemento) : valor);
    }
    case 'nullable':
    case 'optional': {
      const interno = recorteDe((def as $ZodNullableDef | $ZodOptionalDef).innerType);
      if (!interno) return null;
      const vacio = def.type === 'nullable' ? null : undefined;
      return (valor) => (valor === vacio ? valor : interno(valor));
    }
    case 'default': {
      const porDefecto = def as $ZodDefaultDef;
      const interno = recorteDe(porDefecto.innerType);
      if (!interno) return null;
      // zod's own default for an absent value: its getter answers a fresh copy each time.
      return (valor) => interno(valor === undefined ? porDefecto.defaultValue : valor);
    }
    default:
      return null;
  }
}

/**
 * The cut checked against zod (test servers): zod's parse must accept the answer and give
 * exactly what the cut gives, or this throws, naming the route, and the request fails.
 */
export function comprobarRecorte(
  schema: z.ZodType,
  recorte: Recorte,
  valor: unknown,
  ruta: string,
): unknown {
  const parsed = schema.safeParse(valor);
  if (!parsed.success) {
    throw new Error(`Respuesta inválida en ${ruta}: ${JSON.stringify(parsed.error.issues)}`);
  }
  const cortado = recorte(valor);
  if (!isDeepStrictEqual(cortado, parsed.data)) {
    throw new Error(`El recorte de ${ruta} difiere de zod: ${JSON.stringify(cortado)}`);
  }
  return cortado;
}
