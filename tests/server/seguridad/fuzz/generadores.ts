import fc from 'fast-check';
import { z } from 'zod';

/**
 * Bad payloads derived from a route's zod schemas, through their JSON Schema (zod's public
 * `toJSONSchema`, the same view the OpenAPI document has): a plausible valid value is
 * built first, then broken one place at a time — a wrong type, a missing field, a huge or
 * control-character string, deep nesting, prototype keys, numbers out of range, arrays
 * where objects go — or replaced whole by something that is not the expected shape.
 */

/** The part of JSON Schema zod emits for our route schemas. */
export interface Esquema {
  type?: string | string[];
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export function esquemaDe(schema: z.ZodType | undefined): Esquema | null {
  if (!schema) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Esquema;
}

/** Samples for the formats and patterns the route table uses. */
function textoValido(e: Esquema, extremo: boolean): string {
  if (e.format === 'uuid' || e.pattern?.includes('[89abAB]')) {
    return '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';
  }
  if (e.format === 'date-time' || e.pattern?.includes('-02-29')) return '2026-11-25T10:00:00Z';
  if (e.pattern === '^#[0-9A-Fa-f]{6}$') return '#336699';
  if (e.pattern === '^\\d{6}$') return '123456';
  if (e.pattern === '^\\d+$') return '1032456789';
  if (e.pattern?.startsWith('^[a-f0-9]{32}')) return `${'a'.repeat(32)}.png`;
  // At the limit, in two-byte letters: valid, but long for every column and index.
  if (extremo) return 'ñ'.repeat(Math.min(e.maxLength ?? 300, 10_000));
  return 'x'.repeat(Math.max(1, e.minLength ?? 1));
}

/**
 * Field names whose plain-string schema hides a rule (an email piped into z.email, two
 * passwords that must match): a sample that passes gets the fuzz further, into handlers.
 */
const PISTAS: Record<string, string> = {
  email: 'fuzz@prueba.co',
  password: 'clave-de-prueba-1',
  confirmPassword: 'clave-de-prueba-1',
  current: 'otra-clave-de-prueba-2',
  identificacion: '1032456789',
  telefono: '3001234567',
};

function esTexto(e: Esquema): boolean {
  return e.type === 'string' || (e.anyOf ?? []).some((r) => r.type === 'string');
}

/** A value the schema would accept (close enough: the point is to get past the first check). */
export function muestra(e: Esquema | null | undefined, profundidad = 0, extremo = false): unknown {
  if (!e || profundidad > 8) return null;
  if (e.const !== undefined) return e.const;
  if (e.enum) return e.enum[0];
  if (e.default !== undefined) return e.default;
  const rama = e.anyOf?.[0] ?? e.oneOf?.[0];
  if (rama) return muestra(rama, profundidad + 1, extremo);
  if (e.allOf) {
    return muestra(Object.assign({}, ...e.allOf) as Esquema, profundidad + 1, extremo);
  }
  const tipo = Array.isArray(e.type) ? e.type[0] : e.type;
  switch (tipo) {
    case 'object':
      return Object.fromEntries(
        Object.entries(e.properties ?? {}).map(([k, v]) => [
          k,
          PISTAS[k] !== undefined && esTexto(v) ? PISTAS[k] : muestra(v, profundidad + 1, extremo),
        ]),
      );
    case 'array':
      return Array.from(
        { length: extremo ? Math.min(e.maxItems ?? 50, 200) : (e.minItems ?? 1) },
        () => muestra(e.items, profundidad + 1, extremo),
      );
    case 'string':
      return textoValido(e, extremo);
    case 'integer':
    case 'number':
      return extremo ? (e.maximum ?? 2 ** 31 - 1) : (e.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** Paths of every value inside a sample (objects and arrays), the root included. */
function rutas(valor: unknown, prefijo: (string | number)[] = []): (string | number)[][] {
  const lista = [prefijo];
  if (Array.isArray(valor)) {
    valor.forEach((v, i) => lista.push(...rutas(v, [...prefijo, i])));
  } else if (valor !== null && typeof valor === 'object') {
    for (const [k, v] of Object.entries(valor)) lista.push(...rutas(v, [...prefijo, k]));
  }
  return lista;
}

function conValor(raiz: unknown, ruta: (string | number)[], valor: unknown, borrar = false) {
  if (ruta.length === 0) return valor;
  const copia = structuredClone(raiz) as Record<string | number, unknown>;
  let nodo = copia;
  for (const paso of ruta.slice(0, -1)) nodo = nodo[paso] as Record<string | number, unknown>;
  const ultimo = ruta[ruta.length - 1] as string | number;
  if (borrar) Reflect.deleteProperty(nodo, ultimo);
  else nodo[ultimo] = valor;
  return copia;
}

function anidado(niveles: number, comoArreglo: boolean): unknown {
  let v: unknown = 'fondo';
  for (let i = 0; i < niveles; i += 1) v = comoArreglo ? [v] : { a: v };
  return v;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028'];

/** One value that is wrong almost anywhere it goes. */
export const valorMalo: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .array(fc.constantFrom(...CONTROL, 'a', 'ñ', ' ', '\n', '\t'), { minLength: 1, maxLength: 12 })
    .map((cs) => cs.join('')),
  fc.constantFrom(
    'a'.repeat(100_000),
    '',
    '   ',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    "' OR '1'='1' --",
    '<script>alert(1)</script>',
    '%00%2e%2e%2f',
    '\ud800',
    '2026-13-45T99:99:99Z',
    'NaN',
    '-1',
    '1e309',
    '__proto__',
    'constructor',
    '0x10',
    'true',
    'null',
  ),
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 53 + 1, -(2 ** 53) - 1, 1e308, -1e308, 999_999_999_999),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
  fc.object({ maxDepth: 2 }),
  fc.constantFrom(anidado(500, true), anidado(500, false)),
);

/** A JSON payload as text (so prototype keys survive, which JSON.stringify would drop). */
export type Carga = { texto: string; descripcion: string };

function comoJson(valor: unknown, descripcion: string): Carga {
  return { texto: JSON.stringify(valor) ?? 'null', descripcion };
}

/**
 * The sample with its placeholder strings ('x') now and then replaced by ids of rows that
 * exist (a course, a lesson, a user…), so a bad value elsewhere reaches the handler.
 */
function bases(base: unknown, ids: readonly string[]): fc.Arbitrary<unknown> {
  const hojas = rutas(base).filter((r) => r.length > 0 && valorEn(base, r) === 'x');
  if (ids.length === 0 || hojas.length === 0) return fc.constant(base);
  const conIds = fc
    .array(fc.constantFrom(...ids), { minLength: hojas.length, maxLength: hojas.length })
    .map((elegidos) => hojas.reduce((acc, r, i) => conValor(acc, r, elegidos[i]), base));
  return fc.oneof(fc.constant(base), conIds);
}

function valorEn(raiz: unknown, ruta: (string | number)[]): unknown {
  return ruta.reduce<unknown>(
    (nodo, paso) => (nodo as Record<string | number, unknown>)[paso],
    raiz,
  );
}

/** Bad payloads for a schema (a body, a query or the params); `ids`: rows that exist. */
export function cargasMalas(e: Esquema | null, ids: readonly string[] = []): fc.Arbitrary<Carga> {
  const muestraBase = muestra(e) ?? {};
  const extrema = muestra(e, 0, true) ?? {};
  const caminos = rutas(muestraBase);
  const requeridos = caminos.filter((r) => r.length > 0);
  const cambiar = fc
    .tuple(bases(muestraBase, ids), fc.constantFrom(...caminos), valorMalo)
    .map(([base, r, v]) => comoJson(conValor(base, r, v), `${r.join('.') || '(raíz)'} ← malo`));
  const quitar = requeridos.length
    ? fc
        .tuple(bases(muestraBase, ids), fc.constantFrom(...requeridos))
        .map(([base, r]) => comoJson(conValor(base, r, undefined, true), `sin ${r.join('.')}`))
    : cambiar;
  const prototipo = fc
    .tuple(bases(muestraBase, ids), fc.constantFrom('__proto__', 'constructor', 'prototype'))
    .map(([base, clave]) => {
      const resto = JSON.stringify(base);
      const inyectado = `{"${clave}":{"isAdmin":true,"polluted":1}`;
      const texto =
        resto?.startsWith('{') && resto !== '{}'
          ? `${inyectado},${resto.slice(1)}`
          : `${inyectado}}`;
      return { texto, descripcion: `clave ${clave}` };
    });
  const entero = fc.oneof(
    valorMalo.map((v) => comoJson(v, 'reemplazo completo')),
    fc.anything({ maxDepth: 3 }).map((v) => comoJson(v, 'cualquier cosa')),
    fc.constantFrom(
      { texto: '{', descripcion: 'JSON roto' },
      { texto: '{"a":1,}', descripcion: 'JSON con coma final' },
      { texto: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, descripcion: 'arreglos muy anidados' },
      {
        texto: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
        descripcion: 'objetos muy anidados',
      },
    ),
  );
  // Valid, at the limits (maximum lengths, numbers, item counts): past validation, into handlers.
  const limite = bases(extrema, ids).map((v) => comoJson(v, 'válido en los límites'));
  return fc.oneof(
    { arbitrary: limite, weight: 1 },
    { arbitrary: cambiar, weight: 5 },
    { arbitrary: quitar, weight: 2 },
    { arbitrary: prototipo, weight: 1 },
    { arbitrary: entero, weight: 2 },
  );
}

/** encodeURIComponent, but a lone surrogate (not encodable) becomes U+FFFD first. */
export function codificar(texto: string): string {
  const bienFormado = texto.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
  return encodeURIComponent(bienFormado);
}

/** A query string from a payload (objects: one key per entry; anything else: `?q=`). */
export function comoQuery(carga: Carga): string {
  let valor: unknown;
  try {
    valor = JSON.parse(carga.texto);
  } catch {
    return `?q=${codificar(carga.texto)}`;
  }
  // Deep nesting stays a body matter: as a query it is just one long value.
  if (carga.texto.length > 20_000) return `?q=${codificar(carga.texto.slice(0, 20_000))}`;
  if (valor === null || typeof valor !== 'object' || Array.isArray(valor)) {
    return `?q=${codificar(JSON.stringify(valor))}`;
  }
  const partes = Object.entries(valor).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map(
      (x) => `${codificar(k)}=${codificar(typeof x === 'string' ? x : JSON.stringify(x))}`,
    ),
  );
  return partes.length ? `?${partes.join('&')}` : '';
}

/** Path parameters, as they go in the URL: odd strings in place of ids and file names. */
export const parametroMalo: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }).map(codificar),
  fc.constantFrom(
    '..',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    'a'.repeat(5000),
    '\u0000',
    'x\u001by',
    '%00',
    '%',
    '%E0%A4%A',
    '__proto__',
    `${'a'.repeat(32)}.png`,
    `${'a'.repeat(32)}.exe`,
    '-1',
    '1e309',
    ' ',
  ),
);
