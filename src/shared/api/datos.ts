import { z } from 'zod';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

export const municipioDatosSchema = z.object({
  nombre: z.string(),
  departamento: z.string(),
  instituciones: z.array(z.object({ nombrePunto: z.string() })),
});
export type MunicipioDatos = z.infer<typeof municipioDatosSchema>;

/** The course card the signup carousel shows (spec 2, Signup): no private data. */
export const cursoRegistroSchema = z.object({
  _id: idSchema,
  codigo: z.string(),
  nombre: z.string(),
  colorFondoTarjeta: z.string(),
  colorTextoTarjeta: z.string(),
});
export type CursoRegistro = z.infer<typeof cursoRegistroSchema>;

export const datosRoutes = {
  'datos.municipios': defineRoute({
    method: 'GET',
    path: '/api/datos/municipios',
    permission: 'public',
    tag: 'datos',
    summary:
      'Municipios con sus instituciones (archivo estático en resources/); Cartagena siempre está.',
    response: okSchema.extend({ data: z.array(municipioDatosSchema) }),
  }),
  'datos.cursosRegistro': defineRoute({
    method: 'GET',
    path: '/api/datos/cursos-registro',
    permission: 'public',
    tag: 'datos',
    summary: 'Cursos activos que un visitante puede elegir al registrarse.',
    response: okSchema.extend({ data: z.array(cursoRegistroSchema) }),
  }),
} as const;
