import { z } from 'zod';
import { MENSAJES_CERTIFICADO } from '../domain/evaluaciones';
import { texto as textoCampo, textoMultilinea } from './campos';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

/** What a certificate states, frozen when it was issued (later edits do not change it). */
export const datosCertificadoSchema = z.object({
  nombre: z.string(),
  apellidos: z.string(),
  tipoIdentificacion: z.string().nullable(),
  identificacion: z.string().nullable(),
  curso: z.object({ codigo: z.string(), nombre: z.string() }),
  evaluacion: z.object({ codigo: z.string(), nombre: z.string() }),
  /** Score of the approving attempt. */
  puntaje: z.number().int(),
  horas: z.number().int(),
  estrategia: z.string(),
});
export type DatosCertificado = z.infer<typeof datosCertificadoSchema>;

export const certificadoSchema = z.object({
  _id: idSchema,
  /** 'Certificado N°': gap-free, unique. */
  numero: z.number().int(),
  codigoVerificacion: z.string(),
  emitidoEn: z.string(),
  revocadoEn: z.string().nullable(),
  motivoRevocacion: z.string().nullable(),
  datos: datosCertificadoSchema,
  /** SHA-256 (hex) of the issued PDF. */
  sha256Pdf: z.string().nullable(),
  /** The public verification page, absolute (printed as text and QR on the PDF). */
  urlVerificacion: z.string(),
  /** Signed download URL of the issued PDF for the caller. */
  urlPdf: z.string(),
  usuarioId: idSchema,
});
export type Certificado = z.infer<typeof certificadoSchema>;

/**
 * The certificate's data anyone may see by its code (issue 13): name, course and what the
 * certificate says of it, and the identification masked to its last digits
 * (`******1234`). No score, document type, email or id: the page must not be a lookup of
 * personal data.
 */
export const datosPublicosSchema = datosCertificadoSchema
  .pick({
    nombre: true,
    apellidos: true,
    curso: true,
    evaluacion: true,
    horas: true,
    estrategia: true,
  })
  .extend({ identificacion: z.string().nullable() });
export type DatosPublicos = z.infer<typeof datosPublicosSchema>;

/** What anyone may see of a certificate by its code (no id, no email). */
export const verificacionSchema = z.object({
  numero: z.number().int(),
  codigoVerificacion: z.string(),
  emitidoEn: z.string(),
  valido: z.boolean(),
  revocadoEn: z.string().nullable(),
  motivoRevocacion: z.string().nullable(),
  datos: datosPublicosSchema,
  sha256Pdf: z.string().nullable(),
});
export type Verificacion = z.infer<typeof verificacionSchema>;

export const certificadosRoutes = {
  'certificados.mio': defineRoute({
    method: 'GET',
    path: '/api/certificados/mio',
    permission: 'authenticated',
    tag: 'certificados',
    summary: `El certificado vigente más reciente del usuario; 403 "${MENSAJES_CERTIFICADO.sinAprobacion}" sin aprobación.`,
    response: okSchema.extend({ data: certificadoSchema, todos: z.array(certificadoSchema) }),
  }),
  'certificados.pdf': defineRoute({
    method: 'GET',
    path: '/api/certificados/:id/pdf',
    permission: 'authenticated',
    tag: 'certificados',
    summary:
      'El PDF emitido (certificado.pdf, el mismo cuyo SHA-256 se verifica): del titular, o con calificaciones consultar.',
    params: z.object({ id: idSchema }),
    produces: 'file',
    firmaEnUrl: true,
    response: z.unknown(),
  }),
  'certificados.verificar': defineRoute({
    method: 'GET',
    path: '/api/certificados/verificar/:codigo',
    permission: 'public',
    tag: 'certificados',
    summary:
      'Verificación pública por código: datos congelados, fecha, vigente o revocado y SHA-256.',
    params: z.object({ codigo: textoCampo(40).min(1) }),
    response: okSchema.extend({ data: verificacionSchema }),
  }),
  'certificados.listar': defineRoute({
    method: 'POST',
    path: '/api/certificados/listar',
    permission: ['calificaciones', 'consultar'],
    tag: 'certificados',
    summary: 'Certificados emitidos (con usuarios consultar), del más reciente al más antiguo.',
    body: z
      .object({
        pagina: z.number().int().min(1).default(1),
        tamano: z.number().int().min(1).max(100).default(20),
        texto: textoCampo(100).optional(),
      })
      .default({ pagina: 1, tamano: 20 }),
    response: okSchema.extend({ data: z.array(certificadoSchema), total: z.number().int() }),
  }),
  'certificados.revocar': defineRoute({
    method: 'POST',
    path: '/api/certificados/revocar',
    permission: ['calificaciones', 'eliminar'],
    tag: 'certificados',
    summary: 'Revoca un certificado con un motivo (la verificación pública lo muestra revocado).',
    body: z.object({
      _id: idSchema,
      motivo: textoMultilinea(500).min(5, MENSAJES_CERTIFICADO.motivoRequerido),
    }),
    response: okSchema.extend({ data: certificadoSchema }),
  }),
} as const;
