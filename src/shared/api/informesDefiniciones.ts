import { z } from 'zod';
import { requerido } from './campos';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

/**
 * Saved report definitions (issue 15): a report range kept under a name, so a coordinator
 * reruns "Primer trimestre" without typing its dates again. They are the spec's
 * `/api/informes/informes/*` calls other than `reporte` (which runs a report; see
 * docs/informes.md). Meaning of every call: docs/informes-api.md.
 */

export const LIMITES_DEFINICION = {
  nombreMax: 80,
  /** A CSV of definitions: at most this many rows and characters. */
  filasMax: 500,
  csvMax: 100_000,
} as const;

export const MENSAJES_DEFINICION = {
  fecha: 'Use una fecha válida con el formato AAAA-MM-DD.',
  rango: 'La fecha "Desde" no puede ser posterior a "Registrados hasta".',
} as const;

/** A calendar day, YYYY-MM-DD (the report's range is whole days). */
const diaSchema = z
  .string({ error: MENSAJES_DEFINICION.fecha })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MENSAJES_DEFINICION.fecha)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, MENSAJES_DEFINICION.fecha);

export const datosDefinicionSchema = z
  .object({
    nombre: requerido(LIMITES_DEFINICION.nombreMax),
    desde: diaSchema,
    hasta: diaSchema,
  })
  .refine((d) => d.desde <= d.hasta, { message: MENSAJES_DEFINICION.rango, path: ['hasta'] });
export type DatosDefinicion = z.infer<typeof datosDefinicionSchema>;

export const definicionInformeSchema = z.object({
  _id: idSchema,
  nombre: z.string(),
  desde: z.string(),
  hasta: z.string(),
  /** Who saved it (administrators list everybody's). */
  usuario: z.object({ _id: z.string(), nombre: z.string() }),
  creadoEn: z.string(),
  actualizadoEn: z.string(),
});
export type DefinicionInforme = z.infer<typeof definicionInformeSchema>;

/** One row of a definitions CSV as read, with its problems (none: it can be saved). */
export const filaAnalisisSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  fila: z.number().int(),
  nombre: z.string(),
  desde: z.string(),
  hasta: z.string(),
  errores: z.array(z.string()),
});
export type FilaAnalisis = z.infer<typeof filaAnalisisSchema>;

const analisisSchema = z.object({
  filas: z.array(filaAnalisisSchema),
  validas: z.number().int(),
  conErrores: z.number().int(),
});
export type AnalisisDefiniciones = z.infer<typeof analisisSchema>;

const cuerpoCsv = z.object({
  csv: z
    .string({ error: 'Envíe el contenido del archivo CSV.' })
    .min(1, 'El archivo CSV está vacío.')
    .max(
      LIMITES_DEFINICION.csvMax,
      'El archivo CSV es demasiado grande (máximo 100.000 caracteres).',
    ),
});
const cuerpoId = z.object({ _id: idSchema });

export const informesDefinicionesRoutes = {
  'informes.buscar': defineRoute({
    method: 'POST',
    path: '/api/informes/informes/buscar',
    permission: ['informes', 'consultar'],
    tag: 'informes',
    summary:
      'Las definiciones de informe guardadas por el llamante (todas, si es ADMINISTRADOR), por nombre.',
    body: z.object({ texto: requerido(80).optional() }).default({}),
    response: okSchema.extend({ data: z.array(definicionInformeSchema) }),
  }),
  'informes.id': defineRoute({
    method: 'POST',
    path: '/api/informes/informes/id',
    permission: ['informes', 'consultar'],
    tag: 'informes',
    summary: 'Una definición guardada (propia, o cualquiera si es ADMINISTRADOR).',
    body: cuerpoId,
    response: okSchema.extend({ data: definicionInformeSchema }),
  }),
  'informes.guardar': defineRoute({
    method: 'PUT',
    path: '/api/informes/informes/:id',
    permission: ['informes', 'crear'],
    tag: 'informes',
    summary:
      'Crea con ese id (elegido por el cliente) o reemplaza una definición propia; reemplazar exige además informes.editar. El nombre es único por usuario.',
    params: z.object({ id: idSchema }),
    body: datosDefinicionSchema,
    response: okSchema.extend({ data: definicionInformeSchema }),
  }),
  'informes.eliminar': defineRoute({
    method: 'POST',
    path: '/api/informes/informes/eliminar',
    permission: ['informes', 'eliminar'],
    tag: 'informes',
    summary: 'Elimina una definición propia (cualquiera si es ADMINISTRADOR).',
    body: cuerpoId,
    response: okSchema,
  }),
  'informes.analisisCsv': defineRoute({
    method: 'POST',
    path: '/api/informes/informes/analisis-csv',
    permission: ['informes', 'crear'],
    tag: 'informes',
    summary:
      'Lee un CSV de definiciones (nombre;desde;hasta, fechas DD/MM/AAAA) y dice los errores de cada fila, sin guardar nada.',
    body: cuerpoCsv,
    response: okSchema.extend({ data: analisisSchema }),
  }),
  'informes.bulk': defineRoute({
    method: 'POST',
    path: '/api/informes/informes/bulk',
    permission: ['informes', 'crear'],
    tag: 'informes',
    summary:
      'Guarda todas las definiciones de un CSV (las de un nombre ya guardado se reemplazan); si alguna fila tiene errores no guarda ninguna (400).',
    body: cuerpoCsv,
    response: okSchema.extend({
      data: z.object({ creadas: z.number().int(), reemplazadas: z.number().int() }),
    }),
  }),
  'informes.actualizarFotos': defineRoute({
    method: 'POST',
    path: '/api/informes/informes/actualizarFotos',
    permission: ['informes', 'consultar'],
    tag: 'informes',
    summary: 'Sin uso: responde 404 (los informes no tienen fotos).',
    response: okSchema,
  }),
} as const;

export const MOTIVO_INFORMES_SIN_FOTOS =
  'Los informes no tienen fotos: se calculan con la actividad de los aprendices.';
