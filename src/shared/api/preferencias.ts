import { z } from 'zod';
import { IDIOMAS_INTERFAZ, esIdiomaInterfaz, type IdiomaInterfaz } from '../domain/idiomas';
import { defineRoute } from './route';
import { okSchema } from './schemas';

/** Spanish messages of the preference routes (shown as is by forms and the API). */
export const MENSAJES_PREFERENCIAS = {
  idioma: `Idioma no disponible. Elige uno de: ${IDIOMAS_INTERFAZ.join(', ')}.`,
  interruptor: 'Debe ser verdadero o falso.',
  vacio: 'Indica al menos una preferencia para cambiar.',
  desconocida: 'Preferencia desconocida.',
} as const;

const idiomaSchema = z.custom<IdiomaInterfaz>(esIdiomaInterfaz, MENSAJES_PREFERENCIAS.idioma);
const interruptor = z.boolean({ error: MENSAJES_PREFERENCIAS.interruptor });

/**
 * A user's interface preferences (issue 16). Null means "never chosen": the screen keeps
 * whatever the device had (the login page's choice), and nothing is imposed on it.
 */
export const preferenciasSchema = z.object({
  idioma: idiomaSchema.nullable(),
  textoGrande: interruptor.nullable(),
  altoContraste: interruptor.nullable(),
});
export type Preferencias = z.infer<typeof preferenciasSchema>;

/** A change: any of the three, at least one; unknown fields are refused, not ignored. */
export const cambioPreferenciasSchema = z
  .strictObject(
    {
      idioma: idiomaSchema.optional(),
      textoGrande: interruptor.optional(),
      altoContraste: interruptor.optional(),
    },
    { error: MENSAJES_PREFERENCIAS.desconocida },
  )
  .refine((cambio) => Object.keys(cambio).length > 0, { message: MENSAJES_PREFERENCIAS.vacio });
export type CambioPreferencias = z.infer<typeof cambioPreferenciasSchema>;

const respuesta = okSchema.extend({ data: preferenciasSchema });

export const preferenciasRoutes = {
  'preferencias.leer': defineRoute({
    method: 'GET',
    path: '/api/usuarios/preferencias',
    permission: 'authenticated',
    tag: 'usuarios',
    summary:
      'Las preferencias propias de la interfaz: idioma, texto grande y alto contraste (null: nunca elegidas).',
    // The forced password change is read in the user's language too.
    permiteCambioPendiente: true,
    response: respuesta,
  }),
  'preferencias.guardar': defineRoute({
    method: 'PATCH',
    path: '/api/usuarios/preferencias',
    permission: 'authenticated',
    tag: 'usuarios',
    summary:
      'Cambia preferencias propias de la interfaz (una o varias de idioma, textoGrande, altoContraste).',
    permiteCambioPendiente: true,
    body: cambioPreferenciasSchema,
    response: respuesta,
  }),
};
