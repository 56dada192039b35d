import type { Kysely } from 'kysely';
import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import type { Database } from '../../db/schema';
import { normalizarEmail } from '@shared/domain/email';
import { MENSAJES_USUARIOS as MU } from '@shared/domain/usuariosMensajes';
import {
  cargarCatalogo,
  claveDocumento,
  usuariosPorDocumento,
  usuariosPorEmail,
} from './repositoryConsultas';
import type { UsuarioExistente } from './repositoryConsultas';
import type { CampoImportacion, FilaCsv } from './csv';
import { aplicarReglas, crearBuscadores } from './reglasFila';
import type { UsuarioImportado } from './reglasFila';

/**
 * The dry run of an import: every row through the single-user rules, then duplicates within
 * the file and against the database, then what would change for users matched by email.
 * The commit must apply exactly this result.
 */

export type EstadoFila = 'nuevo' | 'actualizado' | 'sinCambios' | 'error';

export interface FilaValidada {
  fila: number;
  estado: EstadoFila;
  /** As written in the file (for the preview table and the error report). */
  email: string;
  /** Spanish reasons, several allowed; empty unless estado is 'error'. */
  errores: string[];
  /** Fields that would change on the matched user ('actualizado'). */
  cambios: CampoImportacion[];
  /** The existing user matched by email, if any. */
  usuarioId: string | null;
  datos: UsuarioImportado | null;
}

export interface ContextoImportacion {
  importadorId: string;
  importadorEsAdministrador: boolean;
  /** Replace existing users' course assignments instead of adding to them. */
  reemplazarCursos?: boolean;
}

export interface ResultadoValidacion {
  filas: FilaValidada[];
  conteo: Record<EstadoFila, number>;
}

export const MENSAJES_DUPLICADOS = {
  emailRepetido: (filas: readonly number[]) =>
    `Email: el mismo email (sin distinguir mayúsculas) está también en ${listaFilas(filas)}.`,
  documentoRepetido: (filas: readonly number[]) =>
    `Identificación: el mismo documento está también en ${listaFilas(filas)}.`,
  documentoEnUso: `Identificación: ${MU.documentoEnUso}`,
} as const;

function listaFilas(filas: readonly number[]): string {
  return filas.length === 1 ? `la fila ${filas[0]}` : `las filas ${filas.join(', ')}`;
}

/** Rows sharing a key, each pointing at the others: none of them is imported. */
function repetidas(claves: readonly (string | null)[]): Map<number, number[]> {
  const grupos = new Map<string, number[]>();
  claves.forEach((k, i) => {
    if (k !== null) grupos.set(k, [...(grupos.get(k) ?? []), i]);
  });
  const otras = new Map<number, number[]>();
  for (const indices of grupos.values()) {
    if (indices.length < 2) continue;
    for (const i of indices)
      otras.set(
        i,
        indices.filter((j) => j !== i),
      );
  }
  return otras;
}

function mismosCursos(a: ReadonlySet<string>, b: readonly string[]): boolean {
  return a.size === new Set(b).size && b.every((c) => a.has(c));
}

/** Fields the import would change on an existing user. */
export function cambiosDe(
  u: UsuarioExistente,
  d: UsuarioImportado,
  reemplazarCursos: boolean,
): CampoImportacion[] {
  const cd = u.customData as {
    telefono?: unknown;
    numeroTelefono?: unknown;
    municipio?: { nombre?: unknown };
    institucion?: { nombrePunto?: unknown };
    tipoRegistro?: unknown;
  }; // stored JSON of unknown shape: each key is compared, never trusted
  const telefono = cd.telefono ?? cd.numeroTelefono;
  const cambios: [CampoImportacion, boolean][] = [
    ['email', u.email !== d.email],
    ['nombre', u.nombre !== d.nombre],
    ['apellidos', u.apellidos !== d.apellidos],
    ['tipoIdentificacion', u.tipoIdentificacion !== d.tipoIdentificacion],
    ['identificacion', u.identificacion !== d.identificacion],
    ['telefono', d.customData.telefono !== undefined && telefono !== d.customData.telefono],
    ['municipio', cd.municipio?.nombre !== d.customData.municipio.nombre],
    ['institucion', cd.institucion?.nombrePunto !== d.customData.institucion.nombrePunto],
    [
      'tipoRegistro',
      d.customData.tipoRegistro !== undefined && cd.tipoRegistro !== d.customData.tipoRegistro,
    ],
    ['rol', u.rolId !== d.rolId],
    [
      'cursos',
      reemplazarCursos
        ? !mismosCursos(u.cursoIds, d.cursoIds)
        : d.cursoIds.some((c) => !u.cursoIds.has(c)),
    ],
    ['activo', d.activo !== null && d.activo !== u.activo],
    ['password', d.password !== null],
  ];
  return cambios.filter(([, cambia]) => cambia).map(([campo]) => campo);
}

/** Refusals of the single-user edit that depend on who is importing whom. */
function reglasDeEdicion(
  u: UsuarioExistente,
  d: UsuarioImportado | null,
  ctx: ContextoImportacion,
  idAdministrador: string | undefined,
): string[] {
  const esAdmin = u.rolId === idAdministrador;
  // Whoever may not touch this user learns it even when the row has other errors.
  if (esAdmin && !ctx.importadorEsAdministrador) return [MU.soloAdministrador];
  if (!d) return [];
  const errores: string[] = [];
  if (esAdmin && d.rolId !== u.rolId) errores.push(MU.cambiarRolAdministrador);
  if (u.id === ctx.importadorId) {
    if (d.rolId !== u.rolId && !esAdmin) errores.push(MU.cambiarRolPropio);
    if (d.activo === false) errores.push(MU.desactivarPropio);
  }
  return errores;
}

export async function validarImportacion(
  db: Kysely<Database>,
  filas: readonly FilaCsv[],
  ctx: ContextoImportacion,
): Promise<ResultadoValidacion> {
  const catalogo = await cargarCatalogo(db);
  const buscadores = crearBuscadores(catalogo, ctx.importadorEsAdministrador);
  const idAdministrador = catalogo.roles.find((r) => r.nombre === ROL_ADMINISTRADOR)?.id;
  const reglas = filas.map((f) => aplicarReglas(f, buscadores));

  const emails = filas.map((f) => {
    const e = normalizarEmail(f.valores.email ?? '');
    return e === '' ? null : e;
  });
  const documentos = filas.map((f, i) => {
    const r = reglas[i];
    const tipo = r?.ok ? r.datos.tipoIdentificacion : (r?.tipoIdentificacion ?? null);
    const numero = (f.valores.identificacion ?? '').trim();
    return tipo && numero !== '' ? claveDocumento(tipo, numero) : null;
  });
  const emailRepetido = repetidas(emails);
  const documentoRepetido = repetidas(documentos);

  const [existentes, duenosDocumento] = await Promise.all([
    usuariosPorEmail(
      db,
      emails.filter((e): e is string => e !== null),
    ),
    usuariosPorDocumento(
      db,
      filas.map((f) => (f.valores.identificacion ?? '').trim()).filter((n) => n !== ''),
    ),
  ]);

  const conteo: Record<EstadoFila, number> = { nuevo: 0, actualizado: 0, sinCambios: 0, error: 0 };
  const resultado = filas.map((f, i): FilaValidada => {
    const r = reglas[i];
    const existente = emails[i] ? existentes.get(emails[i]) : undefined;
    const errores = r && !r.ok ? [...r.errores] : [];
    const repEmail = emailRepetido.get(i);
    if (repEmail) errores.push(MENSAJES_DUPLICADOS.emailRepetido(repEmail.map(numeroDe(filas))));
    const repDoc = documentoRepetido.get(i);
    if (repDoc) errores.push(MENSAJES_DUPLICADOS.documentoRepetido(repDoc.map(numeroDe(filas))));
    const doc = documentos[i];
    const dueno = doc ? duenosDocumento.get(doc) : undefined;
    if (dueno && dueno !== existente?.id) errores.push(MENSAJES_DUPLICADOS.documentoEnUso);
    const datos = r?.ok ? r.datos : null;
    if (existente) errores.push(...reglasDeEdicion(existente, datos, ctx, idAdministrador));

    const base = { fila: f.fila, email: f.valores.email ?? '', usuarioId: existente?.id ?? null };
    let fila: FilaValidada;
    if (errores.length > 0 || !datos) {
      fila = { ...base, estado: 'error', errores, cambios: [], datos: null };
    } else if (!existente) {
      fila = { ...base, estado: 'nuevo', errores: [], cambios: [], datos };
    } else {
      const cambios = cambiosDe(existente, datos, ctx.reemplazarCursos ?? false);
      const estado = cambios.length > 0 ? 'actualizado' : 'sinCambios';
      fila = { ...base, estado, errores: [], cambios, datos };
    }
    conteo[fila.estado] += 1;
    return fila;
  });
  return { filas: resultado, conteo };
}

const numeroDe = (filas: readonly FilaCsv[]) => (i: number) => filas[i]?.fila ?? i;
