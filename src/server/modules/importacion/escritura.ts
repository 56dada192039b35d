import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ModoImportacion } from '@shared/domain/importacion';
import { TIPO_REGISTRO_SIGNUP } from '@shared/domain/usuarios';
import type { Database, UsuariosTable } from '../../db/schema';
import { normalizarEmail } from '@shared/domain/email';
import {
  actualizarUsuarioImportado,
  asignarCursosImportados,
  customDataDe,
  insertarUsuariosImportados,
  quitarCursos,
} from '../usuarios';
import { cifrar } from './credenciales';
import { borrarCredencialesDe, insertarCredenciales } from './repositoryCredenciales';
import type { ClaveCredenciales } from './credenciales';
import type { UsuarioImportado } from './reglasFila';
import type { FilaValidada } from './validacion';

/**
 * The write phase of a confirmed import, all inside the caller's one transaction: new users
 * (stored exactly as UsuariosRepository.create stores one), changed fields of existing
 * users, course assignments and encrypted initial passwords. Work goes in blocks; between
 * blocks `entreBloques` may throw (cancel), which rolls the whole lote back.
 */

export const FILAS_POR_BLOQUE = 500;

/** A row to write with its password already hashed (null: the row sets no password). */
export interface FilaParaEscribir {
  fila: FilaValidada & { datos: UsuarioImportado };
  hash: string | null;
  /** The password was generated (no password in the file): must change it, credential kept. */
  generada: string | null;
}

export interface PlanEscritura {
  loteId: string;
  modo: ModoImportacion;
  reemplazarCursos: boolean;
  nuevas: FilaParaEscribir[];
  actualizadas: FilaParaEscribir[];
}

export interface OpcionesEscritura {
  clave: ClaveCredenciales;
  /** Called after each block with the rows written so far; throwing aborts everything. */
  entreBloques: (escritas: number) => void;
}

function bloques<T>(lista: readonly T[], tamano: number): T[][] {
  const salida: T[][] = [];
  for (let i = 0; i < lista.length; i += tamano) salida.push(lista.slice(i, i + tamano));
  return salida;
}

function usuarioNuevo(f: FilaParaEscribir, id: string, loteId: string, ahora: string) {
  const d = f.fila.datos;
  return {
    id,
    email: d.email.trim(),
    email_normalizado: normalizarEmail(d.email),
    nombre: d.nombre,
    apellidos: d.apellidos,
    tipo_identificacion: d.tipoIdentificacion,
    identificacion: d.identificacion,
    password_hash: f.hash ?? '',
    rol_id: d.rolId,
    activo: d.activo === false ? 0 : 1,
    // The centre vouches for the address, as an admin creating a user with emailVerified.
    email_verificado: 1,
    // The person has not accepted the policies yet: an admin created the account.
    acepta_politicas: 0,
    debe_cambiar_password: f.generada === null ? 0 : 1,
    // A new user without a registration type is a learner (issue 16; the dry run says so).
    custom_data: JSON.stringify({
      ...d.customData,
      tipoRegistro: d.customData.tipoRegistro ?? TIPO_REGISTRO_SIGNUP,
    }),
    foto: null,
    version_token: 0,
    creado_en: ahora,
    actualizado_en: ahora,
    ultimo_ingreso: null,
    lote_id: loteId,
  } satisfies UsuariosTable;
}

async function insertarNuevas(
  trx: Transaction<Database>,
  plan: PlanEscritura,
  op: OpcionesEscritura,
  ahora: string,
): Promise<number> {
  let escritas = 0;
  for (const bloque of bloques(plan.nuevas, FILAS_POR_BLOQUE)) {
    const ids = bloque.map(() => randomUUID());
    await insertarUsuariosImportados(
      trx,
      bloque.map((f, i) => usuarioNuevo(f, ids[i] ?? '', plan.loteId, ahora)),
    );
    const pares = bloque.flatMap((f, i) =>
      f.fila.datos.cursoIds.map((c) => ({ usuario_id: ids[i] ?? '', curso_id: c })),
    );
    await asignarCursosImportados(trx, pares, ahora);
    const credenciales = bloque.flatMap((f, i) =>
      f.generada === null
        ? []
        : [
            {
              lote_id: plan.loteId,
              usuario_id: ids[i] ?? '',
              password_cifrada: cifrar(op.clave, f.generada, plan.loteId, ids[i] ?? ''),
            },
          ],
    );
    await insertarCredenciales(trx, credenciales);
    escritas += bloque.length;
    op.entreBloques(escritas);
  }
  return escritas;
}

/** The stored customData as an object; an unreadable one counts as empty. */
function customDataGuardado(json: string): Record<string, unknown> {
  try {
    const valor: unknown = JSON.parse(json);
    return typeof valor === 'object' && valor !== null ? (valor as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const CAMPOS_CUSTOM = ['telefono', 'municipio', 'institucion', 'tipoRegistro'] as const;

/**
 * One existing user's changed fields, as the single-user edits write them: version_token
 * is bumped when the password changes (usuarios.actualizar) or the user is deactivated
 * (usuarios.updateEstado), which ends their open sessions; nothing else bumps it.
 */
async function actualizarUno(
  trx: Transaction<Database>,
  f: FilaParaEscribir,
  anterior: string,
  plan: PlanEscritura,
  ahora: string,
): Promise<void> {
  const d = f.fila.datos;
  const id = f.fila.usuarioId ?? '';
  const cambia = new Set(f.fila.cambios);
  const customCambia = CAMPOS_CUSTOM.some((c) => cambia.has(c));
  const terminaSesiones = (cambia.has('activo') && d.activo === false) || f.hash !== null;
  await actualizarUsuarioImportado(
    trx,
    id,
    {
      actualizado_en: ahora,
      ...(cambia.has('email')
        ? { email: d.email.trim(), email_normalizado: normalizarEmail(d.email) }
        : {}),
      ...(cambia.has('nombre') ? { nombre: d.nombre } : {}),
      ...(cambia.has('apellidos') ? { apellidos: d.apellidos } : {}),
      ...(cambia.has('tipoIdentificacion') ? { tipo_identificacion: d.tipoIdentificacion } : {}),
      ...(cambia.has('identificacion') ? { identificacion: d.identificacion } : {}),
      // Keys the import does not know (an old numeroTelefono) are kept, as the form does.
      ...(customCambia
        ? { custom_data: JSON.stringify({ ...customDataGuardado(anterior), ...d.customData }) }
        : {}),
      ...(cambia.has('rol') ? { rol_id: d.rolId } : {}),
      ...(cambia.has('activo') && d.activo !== null ? { activo: d.activo ? 1 : 0 } : {}),
      ...(f.hash !== null ? { password_hash: f.hash, debe_cambiar_password: 0 } : {}),
    },
    terminaSesiones,
  );
  if (f.hash !== null) {
    // An older import's initial password no longer opens this account: stop handing it out.
    await borrarCredencialesDe(trx, [id]);
  }
  if (!cambia.has('cursos')) return;
  if (plan.reemplazarCursos) {
    // Only this row's user: nobody else's assignments are touched.
    await quitarCursos(trx, id, d.cursoIds);
  }
  await asignarCursosImportados(
    trx,
    d.cursoIds.map((c) => ({ usuario_id: id, curso_id: c })),
    ahora,
  );
}

async function actualizarExistentes(
  trx: Transaction<Database>,
  plan: PlanEscritura,
  op: OpcionesEscritura,
  ahora: string,
  yaEscritas: number,
): Promise<number> {
  let escritas = 0;
  for (const bloque of bloques(plan.actualizadas, FILAS_POR_BLOQUE)) {
    const ids = bloque.map((f) => f.fila.usuarioId ?? '');
    const customPorId = await customDataDe(trx, ids);
    for (const f of bloque) {
      await actualizarUno(trx, f, customPorId.get(f.fila.usuarioId ?? '') ?? '{}', plan, ahora);
    }
    escritas += bloque.length;
    op.entreBloques(yaEscritas + escritas);
  }
  return escritas;
}

export interface Escrito {
  creados: number;
  actualizados: number;
}

/** Everything the lote writes, inside `trx`. The caller commits (or rolls back). */
export async function escribirLote(
  trx: Transaction<Database>,
  plan: PlanEscritura,
  op: OpcionesEscritura,
): Promise<Escrito> {
  const ahora = new Date().toISOString();
  const creados = await insertarNuevas(trx, plan, op, ahora);
  const actualizados =
    plan.modo === 'nuevosYActualizar'
      ? await actualizarExistentes(trx, plan, op, ahora, creados)
      : 0;
  return { creados, actualizados };
}
