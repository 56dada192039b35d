import { z } from 'zod';
import { ESTADOS_PROGRESO } from '../domain/progreso';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

export const progresoEntradaSchema = z.object({
  /** The material (multimedia) id. */
  id: idSchema,
  progreso: z.enum(ESTADOS_PROGRESO),
  porcentaje: z.number().min(0).max(100),
  /** When the learner made the progress (ISO); reports may arrive later or out of order. */
  fecha: z.iso.datetime({ offset: true }),
});

export const progresoSchema = progresoEntradaSchema;
export type ProgresoEntrada = z.infer<typeof progresoEntradaSchema>;

/**
 * A client-made id (UUID) per report: a report retried after a network error or replayed
 * from the desktop's offline outbox is applied once.
 */
const idReporte = z.uuid().optional();

/**
 * How far the learner can have got by now (docs/progreso.md): a report beyond
 * `porcentajeMaximo` was stored clamped to it; from `completableDesde` a report of
 * completion is accepted in full. Null for roles that are not bounded.
 */
export const limiteProgresoSchema = z
  .object({
    porcentajeMaximo: z.number().int().min(0).max(100),
    completableDesde: z.iso.datetime({ offset: true }),
  })
  .nullable();

const respuestaReporte = okSchema.extend({
  progreso: progresoSchema,
  aplicado: z.boolean(),
  limite: limiteProgresoSchema,
});

export const progresosRoutes = {
  'progresos.listar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/getProgresos',
    permission: 'authenticated',
    tag: 'progresos',
    summary:
      'El progreso por material de un usuario (el propio; el de otros requiere usuarios.consultar).',
    body: z.object({ _id: idSchema }),
    response: okSchema.extend({ progreso_multimedia: z.array(progresoSchema) }),
  }),
  'progresos.agregar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/agregarprogreso',
    permission: 'authenticated',
    tag: 'progresos',
    summary:
      'Reporta progreso propio: el primero crea la entrada, los siguientes la fusionan (nunca baja el porcentaje ni des-completa). El servidor lo acota a lo que permite el tiempo real desde que sirvió la lección (docs/progreso.md) y responde la entrada guardada.',
    body: z.object({ _id: idSchema, progreso_multimedia: progresoEntradaSchema, idReporte }),
    response: respuestaReporte,
  }),
  'progresos.actualizar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/actualizarprogreso',
    permission: 'authenticated',
    tag: 'progresos',
    summary: 'Igual que agregarprogreso, con la forma antigua (progresoId + nuevoProgreso).',
    body: z.object({
      _id: idSchema,
      progresoId: idSchema,
      nuevoProgreso: progresoEntradaSchema.omit({ id: true }),
      idReporte,
    }),
    response: respuestaReporte,
  }),
} as const;
