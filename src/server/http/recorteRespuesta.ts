import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type {
  $ZodArrayDef,
  $ZodDefaultDef,
  $ZodNullableDef,
  $ZodObjectDef,
  $ZodOptionalDef,
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
    const recorte = recorteDe(campo);
    if (!recorte) return null;
    campos.push([clave, recorte]);
  }
  return (valor) => {
    if (typeof valor !== 'object' || valor === null) return valor;
    const fuente = valor as Record<string, unknown>;
    const salida: Record<string, unknown> = {};
    for (const [clave, recorte] of campos) {
      const v = recorte(fuente[clave]);
      // As zod: a field absent from the answer stays absent (JSON drops undefined anyway).
      if (v !== undefined || clave in fuente) salida[clave] = v;
    }
    return salida;
  };
}

/**
 * How to cut an answer to what its response schema names, built once per route: objects
 * keep only their named fields (recursively, through arrays, nullable, optional and
 * defaults), leaves pass as they are. Null when the schema has a part a cut cannot
 * reproduce — a transform, a union, a record, a loose object —: zod parses those answers.
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
