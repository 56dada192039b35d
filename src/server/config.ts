import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEMORA_DESBLOQUEO_MS } from '@shared/domain/cursos';

/** Configuration of the platform server, read from the environment (README table). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; null keeps the SQLite file in dataDir. */
  databaseUrl: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  /** Null: generated once and kept in dataDir so tokens survive restarts. */
  jwtSecret: string | null;
  /** Built web client to serve at `/`; null serves the API only. */
  webDir: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** How long a course-unlock request waits before it is approved (spec 4: ~1 minute). */
  demoraDesbloqueoMs: number;
  /** Create the demo course (DEMO-01) at start if it is missing; only when asked (SEMBRAR_DEMO). */
  sembrarDemo: boolean;
  /**
   * Public origin of the platform (URL_PUBLICA, e.g. https://formacion.mompox.gov.co):
   * certificates print `<origin>/verificar/<code>`. Unset: the origin each request came to.
   * Optional so configurations written before it keep compiling.
   */
  urlPublica?: string | null;
  /**
   * PRIMER_ADMIN_INTERACTIVO (the desktop's embedded server): on an empty database no
   * administrator is generated; the first start asks for one (/api/instalacion). Optional
   * so configurations written before it keep compiling; absent means false.
   */
  primerAdminInteractivo?: boolean;
  /**
   * Outgoing mail for password-reset codes (SMTP_URL, SMTP_REMITENTE). Absent or null: no
   * mail is sent and the reset dialog tells learners to ask their centre's tutor.
   */
  smtp?: ConfigSmtp | null;
  /**
   * MONITOR_TABLERO_URL: an external dashboard the monitor panel shows as an extra tab
   * (docs/monitor.md). Only the address reaches the client, so it may carry no credentials:
   * refused at start with a user:password@ part or a credential-like query parameter.
   * Optional so configurations written before it keep compiling.
   */
  tableroMonitor?: string | null;
  /**
   * WIKI_EXTERNA_URL: an external wiki the help wiki links to (docs/wiki.md), opened in the
   * system browser; refused at start with credentials, like MONITOR_TABLERO_URL.
   */
  wikiExterna?: string | null;
  /**
   * TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client (addresses or
   * CIDR networks), or how many proxy hops to trust. Absent: forwarded headers are ignored
   * and the client is the socket's peer (docs/operacion.md).
   */
  trustProxy?: string[] | number;
  /** METRICS_TOKEN: a Bearer token that opens /metrics from anywhere (else loopback only). */
  metricsToken?: string;
  /**
   * Test servers only (no variable): every answer's cut is checked against zod's full parse
   * and a difference fails the request (http/recorteRespuesta.ts). Absent means false.
   */
  comprobarRespuestas?: boolean;
  /**
   * ARCHIVOS_X_ACCEL: behind nginx, the `internal` location that aliases DATA_DIR/uploads/
   * (e.g. `/_archivos/`). Lesson and attachment bytes are then sent by nginx after the
   * server's check (`X-Accel-Redirect`, docs/despliegue.md); absent: the server sends them.
   */
  archivosXAccel?: string;
  /** LOG_FORMAT: absent picks readable lines on a terminal and JSON otherwise. */
  logFormat?: 'json' | 'pretty';
}

/** SMTP server (nodemailer URL, e.g. smtps://usuario:clave@smtp.ejemplo.co:465) and sender. */
export interface ConfigSmtp {
  url: string;
  remitente: string;
}

/** A configuration mistake: the server stops with this one-line message and exit code 2. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Query parameter names that carry a secret (an API key, a session token, a password). */
const PARAMETRO_CREDENCIAL =
  /^(token|access_?token|auth|authorization|api_?key|apikey|key|secret|password|passwd|pass|clave|contrase(n|ñ)a|sig|signature|jwt|session)$/i;

/**
 * Why an address must not reach a browser: it names a user or password (user:pass@), or a
 * query parameter that carries a secret. Null when it carries none (or is no URL at all:
 * the URL check answers that).
 */
function credencialEnUrl(u: string): string | null {
  const url = URL.parse(u);
  if (url === null) return null;
  if (url.username !== '' || url.password !== '') {
    return 'no puede llevar usuario ni contraseña (usuario:clave@): la dirección llega al navegador';
  }
  if ([...url.searchParams.keys()].some((k) => PARAMETRO_CREDENCIAL.test(k))) {
    return 'no puede llevar claves ni tokens en la consulta (token, key, password…): la dirección llega al navegador';
  }
  return null;
}

/** An http(s) address that reaches the browser: no credentials in it (monitor, wiki). */
function urlPublicaSinCredenciales(variable: string) {
  return z
    .url({ protocol: /^https?$/, error: `${variable} debe ser una URL http(s)://` })
    .max(2000, `${variable} admite hasta 2000 caracteres`)
    .superRefine((u, ctx) => {
      const motivo = credencialEnUrl(u);
      if (motivo) ctx.addIssue({ code: 'custom', message: `${variable} ${motivo}` });
    });
}

const MENSAJE_TRUST_PROXY =
  'TRUST_PROXY debe ser una lista de direcciones o redes de los proxies separadas por comas (127.0.0.1,10.0.0.0/8,::1) o un número de saltos (1, 2…)';

/** One proxy-addr entry: an IP, an IP/prefix network, or one of its named ranges. */
function esDireccionDeProxy(valor: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(valor)) return true;
  const [ip = '', prefijo, ...resto] = valor.split('/');
  const version = isIP(ip);
  if (version === 0 || resto.length > 0) return false;
  if (prefijo === undefined) return true;
  return /^\d{1,3}$/.test(prefijo) && Number(prefijo) <= (version === 4 ? 32 : 128);
}

/**
 * A hop count (an integer from 1) or a list of proxies. `true` (trust anyone) is refused:
 * any client could then choose its own address and dodge the per-address limits.
 */
const trustProxySchema = z.string().transform((valor, ctx): string[] | number => {
  const texto = valor.trim();
  if (/^\d+$/.test(texto) && Number(texto) >= 1 && Number(texto) <= 100) return Number(texto);
  const lista = texto.split(',').map((parte) => parte.trim());
  if (lista.every((parte) => parte !== '' && esDireccionDeProxy(parte))) return lista;
  ctx.addIssue({ code: 'custom', message: MENSAJE_TRUST_PROXY });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'PORT debe ser un número entre 0 y 65535')
    .transform(Number)
    .refine((n) => n >= 0 && n <= 65535, 'PORT debe ser un número entre 0 y 65535')
    .default(8080),
  HOST: z.string().min(1, 'HOST no puede estar vacío').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'DATA_DIR no puede estar vacío').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar por postgres://')
    .optional(),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL no es un email válido').optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'ADMIN_PASSWORD debe tener al menos 8 caracteres')
    .max(1024)
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  WEB_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DESBLOQUEO_DEMORA_MS: z
    .string()
    .regex(/^\d+$/, 'DESBLOQUEO_DEMORA_MS debe ser un número de milisegundos')
    .transform(Number)
    .default(DEMORA_DESBLOQUEO_MS),
  SEMBRAR_DEMO: z
    .enum(['1', '0', 'true', 'false'], { error: 'SEMBRAR_DEMO debe ser 1, 0, true o false' })
    .transform((v) => v === '1' || v === 'true')
    .default(false),
  PRIMER_ADMIN_INTERACTIVO: z
    .enum(['1', '0', 'true', 'false'], {
      error: 'PRIMER_ADMIN_INTERACTIVO debe ser 1, 0, true o false',
    })
    .transform((v) => v === '1' || v === 'true')
    .default(false),
  URL_PUBLICA: z
    .url({ protocol: /^https?$/, error: 'URL_PUBLICA debe ser una URL http(s)://' })
    .transform((u) => new URL(u).origin)
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL debe ser una URL smtp:// o smtps://' })
    .optional(),
  SMTP_REMITENTE: z.string().max(320).optional(),
  MONITOR_TABLERO_URL: z
    .url({ protocol: /^https?$/, error: 'MONITOR_TABLERO_URL debe ser una URL http(s)://' })
    .max(2000, 'MONITOR_TABLERO_URL admite hasta 2000 caracteres')
    .superRefine((u, ctx) => {
      const motivo = credencialEnUrl(u);
      if (motivo) ctx.addIssue({ code: 'custom', message: `MONITOR_TABLERO_URL ${motivo}` });
    })
    .optional(),
  WIKI_EXTERNA_URL: urlPublicaSinCredenciales('WIKI_EXTERNA_URL').optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  METRICS_TOKEN: z
    .string()
    .min(32, 'METRICS_TOKEN debe tener al menos 32 caracteres')
    .max(1024, 'METRICS_TOKEN admite hasta 1024 caracteres')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN solo admite caracteres visibles, sin espacios')
    .optional(),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'LOG_FORMAT debe ser json o pretty' }).optional(),
  ARCHIVOS_X_ACCEL: z
    .string()
    .max(200, 'ARCHIVOS_X_ACCEL admite hasta 200 caracteres')
    .regex(
      /^\/(?:[A-Za-z0-9_-]+\/)+$/,
      'ARCHIVOS_X_ACCEL debe ser una ruta que empiece y termine en / (por ejemplo /_archivos/), con letras, números, _ o -',
    )
    .optional(),
});

/** Empty variables count as unset, as in most twelve-factor tools. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') result[key] = value;
  }
  return result;
}

export function loadConfig(
  env: Record<string, string | undefined>,
  defaults: { webDir: string | null; cwd: string },
): ServerConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'configuración';
    throw new ConfigError(
      `Configuración inválida (${variable}): ${issue?.message ?? 'valor no válido'}`,
    );
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) {
    throw new ConfigError('Configuración inválida: ADMIN_PASSWORD necesita también ADMIN_EMAIL');
  }
  if (e.SMTP_URL && !e.SMTP_REMITENTE) {
    throw new ConfigError('Configuración inválida: SMTP_URL necesita también SMTP_REMITENTE');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(defaults.cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    adminEmail: e.ADMIN_EMAIL ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    jwtSecret: e.JWT_SECRET ?? null,
    webDir: e.WEB_DIR ? resolve(defaults.cwd, e.WEB_DIR) : defaults.webDir,
    logLevel: e.LOG_LEVEL,
    demoraDesbloqueoMs: e.DESBLOQUEO_DEMORA_MS,
    sembrarDemo: e.SEMBRAR_DEMO,
    // Only when set: a configuration without it stays exactly what it was before.
    ...(e.URL_PUBLICA ? { urlPublica: e.URL_PUBLICA } : {}),
    ...(e.PRIMER_ADMIN_INTERACTIVO ? { primerAdminInteractivo: true } : {}),
    ...(e.SMTP_URL && e.SMTP_REMITENTE
      ? { smtp: { url: e.SMTP_URL, remitente: e.SMTP_REMITENTE } }
      : {}),
    ...(e.MONITOR_TABLERO_URL ? { tableroMonitor: e.MONITOR_TABLERO_URL } : {}),
    ...(e.WIKI_EXTERNA_URL ? { wikiExterna: e.WIKI_EXTERNA_URL } : {}),
    ...(e.TRUST_PROXY !== undefined ? { trustProxy: e.TRUST_PROXY } : {}),
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    ...(e.LOG_FORMAT ? { logFormat: e.LOG_FORMAT } : {}),
    ...(e.ARCHIVOS_X_ACCEL ? { archivosXAccel: e.ARCHIVOS_X_ACCEL } : {}),
  };
}
