/** Learner rows of the programme generator: accounts, assignments and their journeys. */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { CODIGO_APROBADA, TEXTO_APROBADA } from '../../src/shared/domain/evaluaciones';
import { ID_ROL_ESTUDIANTE } from '../../src/server/db/migrations/0007_roles_iniciales';
import type { Database } from '../../src/server/db/schema';
import type { Filas } from './escritor';
import { DIA_MS } from './filas';
import type { Centro, CursoGenerado } from './filas';

export const emailAprendiz = (n: number) => `aprendiz${n}@programa.co`;

export interface Contexto {
  rnd: () => number;
  cursos: CursoGenerado[];
  centros: Centro[];
  ahora: number;
  inicio: number;
  hash: string;
  certificado: number;
}

export interface Cuentas {
  asignaciones: number;
  progresos: number;
  vistas: number;
  intentos: number;
  certificados: number;
}

function filaUsuario(ctx: Contexto, n: number, creado: string): Insertable<Database['usuarios']> {
  const centro = ctx.centros[n % ctx.centros.length] as Centro;
  const email = emailAprendiz(n);
  return {
    id: `aprendiz-${n}`,
    email,
    email_normalizado: email,
    nombre: `Aprendiz${n}`,
    apellidos: n % 3 ? 'Gómez Díaz' : 'Muñoz Pérez',
    tipo_identificacion: 'Cedula ciudadanía',
    identificacion: String(20_000_000 + n),
    password_hash: ctx.hash,
    rol_id: ID_ROL_ESTUDIANTE,
    activo: 1,
    email_verificado: 1,
    acepta_politicas: 1,
    debe_cambiar_password: 0,
    custom_data: JSON.stringify({
      telefono: String(3_000_000_000 + n),
      municipio: { nombre: centro.municipio },
      institucion: { nombrePunto: centro.nombrePunto },
      tipoRegistro: 'Estudiante',
    }),
    foto: null,
    version_token: 0,
    creado_en: creado,
    actualizado_en: creado,
    ultimo_ingreso: null,
  };
}

/** The evaluation attempts, grades and certificate of a learner who finished a course. */
function evaluar(ctx: Contexto, filas: Filas, usuarioId: string, curso: CursoGenerado, t: number) {
  const intentos = ctx.rnd() < 0.6 ? [true] : [false, ctx.rnd() < 0.7];
  intentos.forEach((aprobado, k) => {
    const fecha = new Date(Math.min(ctx.ahora, t + (k + 1) * 3_600_000)).toISOString();
    const id = randomUUID();
    const correctas = aprobado ? 4 + Math.floor(ctx.rnd() * 2) : Math.floor(ctx.rnd() * 4);
    filas.intentos_evaluacion?.push({
      id,
      evaluacion_id: curso.evaluacionId,
      usuario_id: usuarioId,
      id_cliente: id,
      respuestas: '[]',
      correctas,
      total: 5,
      puntaje: correctas * 20,
      aprobado: aprobado ? 1 : 0,
      creado_en: fecha,
    });
    filas.calificaciones?.push({
      id: randomUUID(),
      evaluacion_id: curso.evaluacionId,
      usuario_id: usuarioId,
      intento_id: id,
      titulo: `EV-${curso.codigo}`,
      puntaje_estudiante: correctas,
      puntaje_requerido: 4,
      codigo: aprobado ? CODIGO_APROBADA : 'NA',
      calificacion_texto: aprobado ? TEXTO_APROBADA : 'No aprobada',
      creado_en: fecha,
    });
    if (!aprobado) return;
    ctx.certificado += 1;
    filas.certificados?.push({
      id: randomUUID(),
      numero: ctx.certificado,
      usuario_id: usuarioId,
      curso_id: curso.id,
      evaluacion_id: curso.evaluacionId,
      codigo_verificacion: `PRG-${ctx.certificado}`,
      datos: JSON.stringify({ curso: { codigo: curso.codigo, nombre: curso.nombre } }),
      sha256_pdf: null,
      emitido_en: fecha,
      revocado_en: null,
      motivo_revocacion: null,
    });
  });
  return intentos.length;
}

/** One assignment: lessons done in order from `inicio`, one to three days apart. */
function cursar(ctx: Contexto, filas: Filas, usuarioId: string, curso: CursoGenerado, t0: number) {
  // Slightly more than half the course on average: many finish, many stop part way.
  const n = curso.lecciones.length;
  const alcanzadas = Math.min(n, Math.floor(ctx.rnd() * (n + 4)));
  let t = t0;
  let hechas = 0;
  for (let j = 0; j < alcanzadas; j++) {
    t += (0.3 + ctx.rnd() * 2.7) * DIA_MS;
    if (t > ctx.ahora) break;
    const leccion = curso.lecciones[j];
    if (!leccion) break;
    const ultima = j === alcanzadas - 1 && ctx.rnd() < 0.5;
    const fecha = new Date(t).toISOString();
    filas.progresos?.push({
      usuario_id: usuarioId,
      multimedia_id: leccion.id,
      progreso: ultima ? 'iniciado' : 'completado',
      porcentaje: ultima ? 5 + Math.floor(ctx.rnd() * 90) : 100,
      fecha,
      actualizado_en: fecha,
    });
    hechas += 1;
    if (ctx.rnd() < 0.7) {
      const jti = `j${Math.floor(ctx.rnd() * 1e12).toString(36)}`;
      const visto = new Date(t - 600_000).toISOString();
      filas.multimedia_vistas?.push({
        multimedia_id: leccion.id,
        usuario_id: usuarioId,
        jti,
        fecha: visto,
      });
    }
  }
  const completo = hechas === curso.lecciones.length && filas.progresos?.at(-1)?.porcentaje === 100;
  return { hechas, intentos: completo ? evaluar(ctx, filas, usuarioId, curso, t) : 0 };
}

type FilasAprendices = Required<
  Pick<
    Filas,
    | 'usuarios'
    | 'usuario_cursos'
    | 'progresos'
    | 'multimedia_vistas'
    | 'intentos_evaluacion'
    | 'calificaciones'
    | 'certificados'
  >
>;

function vacias(): FilasAprendices {
  return {
    usuarios: [],
    usuario_cursos: [],
    progresos: [],
    multimedia_vistas: [],
    intentos_evaluacion: [],
    calificaciones: [],
    certificados: [],
  };
}

/** The rows of learners [desde, hasta): accounts, assignments and their journeys. */
export function aprendices(ctx: Contexto, desde: number, hasta: number, cuentas: Cuentas): Filas {
  const filas = vacias();
  const span = ctx.ahora - ctx.inicio;
  for (let n = desde; n < hasta; n++) {
    const creado = ctx.inicio + ctx.rnd() * span;
    const usuarioId = `aprendiz-${n}`;
    filas.usuarios.push(filaUsuario(ctx, n, new Date(creado).toISOString()));
    const cantidad = 1 + Math.floor(ctx.rnd() * 3);
    const primero = Math.floor(ctx.rnd() * ctx.cursos.length);
    for (let k = 0; k < cantidad; k++) {
      const curso = ctx.cursos[(primero + k * 7) % ctx.cursos.length] as CursoGenerado;
      const asignado = creado + ctx.rnd() * 2 * DIA_MS;
      filas.usuario_cursos.push({
        usuario_id: usuarioId,
        curso_id: curso.id,
        asignado_en: new Date(Math.min(asignado, ctx.ahora)).toISOString(),
      });
      cuentas.asignaciones += 1;
      const r = cursar(ctx, filas, usuarioId, curso, asignado);
      cuentas.progresos += r.hechas;
      cuentas.intentos += r.intentos;
    }
  }
  cuentas.vistas += filas.multimedia_vistas.length;
  cuentas.certificados += filas.certificados.length;
  return filas;
}
