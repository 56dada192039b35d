import { randomUUID } from 'node:crypto';
import type { Alcance, Permiso } from '@shared/domain/permisos';
import { ID_ROL_ESTUDIANTE } from '../../../src/server/db/migrations/0007_roles_iniciales';
import { ADMIN } from './testServer';
import type { TestServer } from './testServer';

/**
 * Accounts, roles and courses for server tests, made through the repositories (fast, no
 * scrypt per user) and a token signed for them the way login signs one.
 */

/** A placeholder hash: these accounts sign in through `tokenDe`, never with a password. */
const HASH_FALSO = 'scrypt$16384$8$1$AAAA$AAAA';

export interface DatosUsuarioPrueba {
  email: string;
  nombre?: string;
  apellidos?: string;
  rolId?: string;
  tipoIdentificacion?: string | null;
  identificacion?: string | null;
}

export async function crearUsuario(srv: TestServer, datos: DatosUsuarioPrueba): Promise<string> {
  return srv.server.services.usuarios.create({
    email: datos.email,
    nombre: datos.nombre ?? 'Ana',
    apellidos: datos.apellidos ?? 'Pérez',
    passwordHash: HASH_FALSO,
    rolId: datos.rolId ?? ID_ROL_ESTUDIANTE,
    tipoIdentificacion: datos.tipoIdentificacion ?? null,
    identificacion: datos.identificacion ?? null,
    emailVerificado: true,
    aceptaPoliticas: true,
  });
}

/** A valid session token for the user, as login would issue it. */
export async function tokenDe(srv: TestServer, usuarioId: string): Promise<string> {
  const row = await srv.server.services.usuarios.findRowById(usuarioId);
  if (!row) throw new Error(`no existe el usuario ${usuarioId}`);
  return (await srv.server.services.tokens.sign(row.id, row.version_token, false)).token;
}

export async function idAdmin(srv: TestServer): Promise<string> {
  const row = await srv.server.services.usuarios.findRowByEmail(ADMIN.email);
  if (!row) throw new Error('falta el primer administrador');
  return row.id;
}

export async function tokenAdmin(srv: TestServer): Promise<string> {
  return tokenDe(srv, await idAdmin(srv));
}

export async function crearRol(
  srv: TestServer,
  nombre: string,
  permisos: readonly Permiso[] = [],
  omitirOrden = false,
  alcance: Alcance = 'todos',
): Promise<string> {
  return srv.server.services.roles.crear(nombre, permisos, omitirOrden, alcance);
}

export async function crearCurso(
  srv: TestServer,
  datos: { codigo: string; nombre?: string; estado?: 0 | 1 },
): Promise<string> {
  const id = randomUUID();
  const ahora = new Date().toISOString();
  await srv.server.services.db
    .insertInto('cursos')
    .values({
      id,
      codigo: datos.codigo,
      nombre: datos.nombre ?? `Curso ${datos.codigo}`,
      descripcion: '',
      descripcion2: '',
      objetivos: '',
      metodologia: '',
      imagen_fondo: null,
      color_fondo_tarjeta: '#F7AB0F',
      color_texto_tarjeta: '#FFFFFF',
      module_subtitles: '{}',
      estado: datos.estado ?? 1,
      disco: null,
      memoria: null,
      creado_en: ahora,
      last_edit: ahora,
    })
    .execute();
  return id;
}

/** A municipality and one of its institutions from the data file. */
export const UBICACION_VALIDA = {
  municipio: { nombre: 'Achí' },
  institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
} as const;
