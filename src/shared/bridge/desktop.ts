import { z } from 'zod';
import { TIPOS_PENDIENTE } from '../api/offline';
import { IDIOMA_SUBTITULO } from '../domain/subtitulos';

/**
 * Argument and result schemas of the desktop capabilities beyond the token (issue 7):
 * lesson downloads, the offline cache and outbox, native file saving, kiosk settings.
 * Pure zod, no Node or Electron: the preload, main and the renderer all import it.
 */

const id = z.string().min(1).max(64);

/** One lesson file kept on this PC (lesson files are not personal: one per PC). */
export const descargaSchema = z.object({
  multimediaId: id,
  nombre: z.string().max(500),
  cursoId: id.nullable(),
  /** Bytes on disk so far, and the full size when known. */
  bytes: z.number().int().min(0),
  total: z.number().int().min(0).nullable(),
  /** Bytes per second over the last seconds while downloading, else 0. */
  velocidad: z.number().min(0),
  estado: z.enum(['en-curso', 'pausada', 'completa', 'error']),
  /** Spanish reason when estado is 'error' (cut, no space, integrity failed…). */
  error: z.string().nullable(),
  /** SHA-256 (hex) verified when complete. */
  sha256: z.string().nullable(),
  /** `leccion://<multimediaId>`: plays from disk with Range support, online or not. */
  urlLocal: z.string().nullable(),
  /** Caption languages kept with a complete download (`leccion://<id>/subtitulos/<idioma>`). */
  subtitulos: z.array(z.string()).optional(),
  actualizadoEn: z.string(),
});
export type Descarga = z.infer<typeof descargaSchema>;

export const iniciarDescargaSchema = z.object({
  multimediaId: id,
  nombre: z.string().max(500),
  cursoId: id.nullable(),
  /** The lesson's signed stream URL (`/api/plyr/<id>?firma=…`), absolute or same-origin path. */
  url: z.string().min(1).max(4096),
  /** Size and hash from the server, when known, to check integrity before completing. */
  total: z.number().int().min(0).nullable().optional(),
  sha256: z
    .string()
    .regex(/^[a-f0-9]{64}$/)
    .nullable()
    .optional(),
  /** The lesson's caption files (signed URLs), kept with it for offline playback (issue 16). */
  subtitulos: z
    .array(
      z.object({ idioma: z.string().regex(IDIOMA_SUBTITULO), url: z.string().min(1).max(4096) }),
    )
    .max(20)
    .optional(),
});

/** One write made while offline, replayed in order when the server is reachable. */
export const tipoPendienteSchema = z.enum(TIPOS_PENDIENTE);
export const pendienteSchema = z.object({
  /** Client-made id (UUID): the server applies a replayed item once. */
  id: z.uuid(),
  usuarioId: id,
  tipo: tipoPendienteSchema,
  /** The API route and body that would have been sent online. */
  metodo: z.enum(['POST', 'PUT', 'PATCH']),
  ruta: z.string().min(1).max(500),
  cuerpo: z.unknown(),
  creadoEn: z.string(),
});
export type Pendiente = z.infer<typeof pendienteSchema>;

export const estadoOfflineSchema = z.object({
  pendientes: z.number().int().min(0),
  /** Items the server refused, kept with its reason (never dropped silently). */
  rechazados: z.array(
    z.object({ id: z.uuid(), tipo: tipoPendienteSchema, motivo: z.string(), creadoEn: z.string() }),
  ),
  ultimaSincronizacion: z.string().nullable(),
  sincronizando: z.boolean(),
});
export type EstadoOffline = z.infer<typeof estadoOfflineSchema>;

export const kioskoSchema = z.object({
  activo: z.boolean(),
  /** Idle seconds before the logout countdown starts (0: never). */
  inactividadSegundos: z.number().int().min(0),
  /** Length of the visible countdown ('Tu sesión se cerrará en 30 s'). */
  cuentaRegresivaSegundos: z.number().int().min(1),
  /** External links open in the system browser only when an admin allowed it. */
  permitirEnlacesExternos: z.boolean(),
});
export type Kiosko = z.infer<typeof kioskoSchema>;

/** How the desktop app reaches a platform server (issue 7, Connection). */
export const conexionSchema = z.object({
  /** 'local': the embedded server with SQLite in the app's data folder (first-start default). */
  modo: z.enum(['local', 'centro']),
  /** The centre server's base URL in 'centro' mode, else null. */
  urlCentro: z.string().nullable(),
  /** Whether the platform server answered /health the last time it was asked. */
  enLinea: z.boolean(),
});
export type Conexion = z.infer<typeof conexionSchema>;

export const guardarConexionSchema = z.discriminatedUnion('modo', [
  z.object({ modo: z.literal('local') }),
  z.object({ modo: z.literal('centro'), urlCentro: z.url({ protocol: /^https?$/ }).max(2000) }),
]);

const clave = z.string().min(1).max(200);

export const desktopTable = {
  'descargas.listar': { args: z.undefined(), result: z.array(descargaSchema) },
  'descargas.iniciar': { args: iniciarDescargaSchema, result: descargaSchema },
  'descargas.cancelar': { args: z.object({ multimediaId: id }), result: z.null() },
  'descargas.eliminar': { args: z.object({ multimediaId: id }), result: z.null() },
  'offline.guardarCache': {
    args: z.object({ usuarioId: id, clave, valor: z.unknown() }),
    result: z.null(),
  },
  'offline.leerCache': {
    args: z.object({ usuarioId: id, clave }),
    result: z.object({ valor: z.unknown(), guardadoEn: z.string() }).nullable(),
  },
  'offline.estado': { args: z.object({ usuarioId: id }), result: estadoOfflineSchema },
  'offline.sincronizar': {
    args: z.object({ usuarioId: id, token: z.string().min(1).max(4096) }),
    result: estadoOfflineSchema,
  },
  /** Kiosk logout: wipes the user's cache only once their outbox is empty. */
  'offline.olvidarUsuario': {
    args: z.object({ usuarioId: id }),
    result: z.object({ olvidado: z.boolean(), pendientes: z.number().int() }),
  },
  'archivos.guardarPdf': {
    args: z.object({
      nombre: z.string().min(1).max(200),
      datos: z.instanceof(Uint8Array),
    }),
    /** Cancelling the dialog is not an error: guardado false, ruta null. */
    result: z.object({ guardado: z.boolean(), ruta: z.string().nullable() }),
  },
  /**
   * Import (issue 8): the native "open" dialog for a CSV; main reads the chosen file (at most
   * IMPORTACION_MAX_BYTES) and hands its bytes over. Cancelling answers null.
   */
  'archivos.elegirCsv': {
    args: z.undefined(),
    result: z.object({ nombre: z.string().max(500), datos: z.instanceof(Uint8Array) }).nullable(),
  },
  'archivos.abrir': { args: z.object({ ruta: z.string().min(1).max(4096) }), result: z.null() },
  'kiosko.config': { args: z.undefined(), result: kioskoSchema },
  'conexion.get': { args: z.undefined(), result: conexionSchema },
  /** Checks a centre server's /health before saving; ok false carries a Spanish reason. */
  'conexion.probar': {
    args: z.object({ urlCentro: z.url({ protocol: /^https?$/ }).max(2000) }),
    result: z.object({ ok: z.boolean(), mensaje: z.string() }),
  },
  /** Saves the mode (after a successful check for 'centro') and reloads the app on it. */
  'conexion.guardar': { args: guardarConexionSchema, result: conexionSchema },
} as const;
