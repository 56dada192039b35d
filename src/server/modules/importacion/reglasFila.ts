import { z } from 'zod';
import {
  emailSchema,
  idSchemaRequerido,
  numericoSchema,
  passwordNuevaSchema,
  requerido,
  tipoIdentificacionSchema,
  tipoRegistroSchema,
} from '@shared/api/campos';
import { MENSAJES_VALIDACION as MV } from '@shared/api/mensajes';
import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import { LIMITES_USUARIO, TIPOS_IDENTIFICACION, TIPOS_REGISTRO } from '@shared/domain/usuarios';
import type { TipoIdentificacion, TipoRegistro } from '@shared/domain/usuarios';
import { listarMunicipios } from '../datos';
import { MENSAJES_USUARIOS } from '@shared/domain/usuariosMensajes';
import type { CatalogoImportacion } from './repositoryConsultas';
import { CAMPOS_IMPORTACION, ETIQUETAS } from './csv';
import type { CampoImportacion, FilaCsv } from './csv';
import { clave, indice, leerBooleano, leerCodigos } from './normalizar';

/**
 * The single-user rules applied to one CSV row, without the database: the same shared field
 * schemas and messages as the forms, plus lenient lookups of list values (case and accents
 * ignored, canonical spelling stored).
 */

export interface UsuarioImportado {
  email: string;
  nombre: string;
  apellidos: string;
  tipoIdentificacion: TipoIdentificacion;
  identificacion: string;
  rolId: string;
  customData: {
    telefono?: string;
    municipio: { nombre: string };
    institucion: { nombrePunto: string };
    /** Absent when the cell was empty or the column missing: existing users keep theirs. */
    tipoRegistro?: TipoRegistro;
  };
  /** Empty when the cell was empty or the column absent. */
  cursoIds: string[];
  /** null: not given (new users start active, existing ones keep theirs). */
  activo: boolean | null;
  /** null: not given (new users get a generated one and must change it). */
  password: string | null;
}

export const MENSAJES_IMPORTACION = {
  emailInvalido: 'El email no es válido.',
  noEnLista: (opciones: readonly string[]) => `Debe ser uno de: ${opciones.join(', ')}.`,
  institucionDeOtroMunicipio: MENSAJES_USUARIOS.institucionInvalida,
  municipioInexistente: MENSAJES_USUARIOS.municipioInexistente,
  rolInexistente: MENSAJES_USUARIOS.rolInexistente,
  rolAdministrador: 'Solo un ADMINISTRADOR puede importar usuarios con el rol ADMINISTRADOR.',
  cursosInexistentes: (codigos: readonly string[]) =>
    codigos.length === 1
      ? `No existe el curso con código ${codigos[0]}.`
      : `No existen los cursos con códigos ${codigos.join(', ')}.`,
  cursosAmbiguos: (codigos: readonly string[]) =>
    `Hay varios cursos con el código ${codigos.join(', ')}; asígnelos desde la ficha del usuario.`,
  activoInvalido: 'Escriba "sí" o "no".',
} as const;
const MI = MENSAJES_IMPORTACION;

/** Abbreviations people write for the document types, besides the types themselves. */
const ALIAS_TIPO_IDENTIFICACION: readonly (readonly [string, TipoIdentificacion])[] = [
  ...TIPOS_IDENTIFICACION.map((t) => [t, t] as const),
  ['CC', 'Cedula ciudadanía'],
  ['Cédula de ciudadanía', 'Cedula ciudadanía'],
  ['TI', 'Tarjeta de Identidad'],
  ['CE', 'Cedula de extranjería'],
  ['PA', 'Pasaporte'],
  ['PP', 'Pasaporte'],
];
const TIPOS_ID = indice(ALIAS_TIPO_IDENTIFICACION);
const TIPOS_REG = indice(TIPOS_REGISTRO.map((t) => [t, t] as const));

const MUNICIPIOS = indice(listarMunicipios().map((m) => [m.nombre, m] as const));
const INSTITUCIONES = new Map(
  listarMunicipios().map((m) => [
    m.nombre,
    indice(m.instituciones.map((i) => [i.nombrePunto, i.nombrePunto] as const)),
  ]),
);

const filaSchema = z.object({
  email: emailSchema,
  nombre: requerido(LIMITES_USUARIO.nombreMax),
  apellidos: requerido(LIMITES_USUARIO.nombreMax),
  tipoIdentificacion: tipoIdentificacionSchema,
  identificacion: numericoSchema(LIMITES_USUARIO.identificacionMax),
  telefono: numericoSchema(LIMITES_USUARIO.telefonoMax).optional(),
  municipio: requerido(100),
  institucion: requerido(150),
  tipoRegistro: tipoRegistroSchema.optional(),
  rol: idSchemaRequerido(MV.requerido),
  password: passwordNuevaSchema.optional(),
});

/** Lookups built once per import from the catalog. */
export interface Buscadores {
  roles: Map<string, { id: string; nombre: string }>;
  cursos: Map<string, string[]>;
  importadorEsAdministrador: boolean;
}

export function crearBuscadores(
  catalogo: CatalogoImportacion,
  importadorEsAdministrador: boolean,
): Buscadores {
  const cursos = new Map<string, string[]>();
  for (const c of catalogo.cursos) {
    const k = c.codigo.trim().toUpperCase();
    cursos.set(k, [...(cursos.get(k) ?? []), c.id]);
  }
  return {
    roles: indice(catalogo.roles.map((r) => [r.nombre, r] as const)),
    cursos,
    importadorEsAdministrador,
  };
}

export type ResultadoFila =
  | { ok: true; datos: UsuarioImportado }
  | { ok: false; errores: string[]; tipoIdentificacion: string | null };

/** Every problem of the row (one per field), or the row as it would be stored. */
export function aplicarReglas(fila: FilaCsv, b: Buscadores): ResultadoFila {
  const v = fila.valores;
  const errores = new Map<CampoImportacion, string>();
  const texto = (campo: CampoImportacion) => v[campo] ?? '';
  const opcional = (campo: CampoImportacion) => (texto(campo) === '' ? undefined : texto(campo));

  const tipoId = TIPOS_ID.get(clave(texto('tipoIdentificacion')));
  if (texto('tipoIdentificacion') !== '' && !tipoId) {
    errores.set('tipoIdentificacion', MI.noEnLista(TIPOS_IDENTIFICACION));
  }
  const tipoReg = TIPOS_REG.get(clave(texto('tipoRegistro')));
  if (texto('tipoRegistro') !== '' && !tipoReg) {
    errores.set('tipoRegistro', MI.noEnLista(TIPOS_REGISTRO));
  }
  const municipio = MUNICIPIOS.get(clave(texto('municipio')));
  if (texto('municipio') !== '' && !municipio) errores.set('municipio', MI.municipioInexistente);
  const institucion = municipio
    ? INSTITUCIONES.get(municipio.nombre)?.get(clave(texto('institucion')))
    : undefined;
  if (municipio && texto('institucion') !== '' && !institucion) {
    errores.set('institucion', MI.institucionDeOtroMunicipio);
  }
  const rol = b.roles.get(clave(texto('rol')));
  if (texto('rol') !== '' && !rol) errores.set('rol', MI.rolInexistente);
  if (rol?.nombre === ROL_ADMINISTRADOR && !b.importadorEsAdministrador) {
    errores.set('rol', MI.rolAdministrador);
  }
  const activo = leerBooleano(texto('activo'));
  if (activo === undefined) errores.set('activo', MI.activoInvalido);
  const codigos = leerCodigos(texto('cursos'));
  const faltan = codigos.filter((c) => !b.cursos.has(c.toUpperCase()));
  const ambiguos = codigos.filter((c) => (b.cursos.get(c.toUpperCase())?.length ?? 0) > 1);
  if (faltan.length > 0) errores.set('cursos', MI.cursosInexistentes(faltan));
  else if (ambiguos.length > 0) errores.set('cursos', MI.cursosAmbiguos(ambiguos));

  const leido = filaSchema.safeParse({
    email: texto('email'),
    nombre: texto('nombre'),
    apellidos: texto('apellidos'),
    tipoIdentificacion: tipoId ?? texto('tipoIdentificacion'),
    identificacion: texto('identificacion'),
    telefono: opcional('telefono'),
    municipio: municipio?.nombre ?? texto('municipio'),
    institucion: institucion ?? texto('institucion'),
    tipoRegistro: tipoReg ?? opcional('tipoRegistro'),
    rol: rol?.id ?? texto('rol'),
    password: opcional('password'),
  });
  if (!leido.success) {
    for (const issue of leido.error.issues) {
      const campo = issue.path[0] as CampoImportacion; // paths of filaSchema are its keys
      const mensaje = campo === 'email' && texto('email') !== '' ? MI.emailInvalido : issue.message;
      if (!errores.has(campo)) errores.set(campo, mensaje);
    }
  }
  if (!leido.success || errores.size > 0 || fila.errores.length > 0) {
    const orden = CAMPOS_IMPORTACION.flatMap((campo) => {
      const m = errores.get(campo);
      return m === undefined ? [] : [`${ETIQUETAS[campo]}: ${m}`];
    });
    return { ok: false, errores: [...fila.errores, ...orden], tipoIdentificacion: tipoId ?? null };
  }
  return { ok: true, datos: usuarioImportado(leido.data, codigos, b, activo ?? null) };
}

/** The valid row as it would be stored: course codes resolved to ids, customData built. */
function usuarioImportado(
  d: z.output<typeof filaSchema>,
  codigos: readonly string[],
  b: Buscadores,
  activo: boolean | null,
): UsuarioImportado {
  return {
    email: d.email,
    nombre: d.nombre,
    apellidos: d.apellidos,
    tipoIdentificacion: d.tipoIdentificacion,
    identificacion: d.identificacion,
    rolId: d.rol,
    customData: {
      ...(d.telefono ? { telefono: d.telefono } : {}),
      municipio: { nombre: d.municipio },
      institucion: { nombrePunto: d.institucion },
      ...(d.tipoRegistro ? { tipoRegistro: d.tipoRegistro } : {}),
    },
    cursoIds: [...new Set(codigos.flatMap((c) => b.cursos.get(c.toUpperCase()) ?? []))],
    activo,
    password: d.password ?? null,
  };
}
