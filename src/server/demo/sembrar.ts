import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colorDeTarjeta, colorDeTexto } from '@shared/domain/cursos';
import {
  LIMITES_MULTIMEDIA,
  TIPOS_ARCHIVO_MULTIMEDIA,
  tipoMediaDeMime,
} from '@shared/domain/multimedias';
import type { Kysely } from 'kysely';
import { ID_ROL_ESTUDIANTE } from '../db/migrations/0007_roles_iniciales';
import type { ArchivosTable, Database } from '../db/schema';
import { carpetaMultimedia } from '../modules/multimedias';
import { hashPassword } from '../security/passwords';
import type { Services } from '../services';
import { borrarArchivo, guardarSubida } from '../storage/subidas';
import type { ArchivoGuardado } from '../storage/subidas';
import { APRENDIZ_DEMO, CURSO_DEMO, LECCIONES_DEMO } from './contenido';
import {
  EVALUACION_DEMO,
  claveEvaluacionDemo,
  insertarEvaluacionDemo,
} from './repositoryEvaluacion';
import {
  contarCursos,
  cursoPorCodigo,
  insertarArchivo,
  insertarCurso,
  insertarLeccion,
  primerAdministrador,
} from './repositoryDemo';

export interface ResultadoDemo {
  /** False when the demo course already existed: nothing was touched. */
  creado: boolean;
  cursoId: string;
  lecciones: number;
  /** The learner's credentials, only when the account was created now (shown once). */
  aprendiz: { email: string; password: string } | null;
}

/**
 * resources/demo wherever the server runs from: bundled (out/main/server.js), from the
 * sources (tsx, tests) or from the project folder.
 */
export function carpetaRecursosDemo(): string {
  const candidatos = [
    fileURLToPath(new URL('../../resources/demo', import.meta.url)),
    fileURLToPath(new URL('../../../resources/demo', import.meta.url)),
    // Packaged app: the server is bundled into out/main/chunks/ inside the asar, and
    // resources/demo ships next to it as an extra resource.
    fileURLToPath(new URL('../../../../resources/demo', import.meta.url)),
    join(process.cwd(), 'resources', 'demo'),
  ];
  const encontrada = candidatos.find((c) => existsSync(join(c, 'video-demo.mp4')));
  if (!encontrada)
    throw new Error('No se encontraron los archivos de demostración (resources/demo).');
  return encontrada;
}

/** Copies the demo files exactly as uploads are stored: streamed, typed by content, hashed. */
async function copiarArchivos(services: Services, recursos: string) {
  const dir = carpetaMultimedia(services.dataDir);
  const copiados = new Map<string, ArchivoGuardado>();
  try {
    for (const l of LECCIONES_DEMO) {
      if (!l.archivo || copiados.has(l.archivo)) continue;
      const guardado = await guardarSubida(createReadStream(join(recursos, l.archivo)), {
        dir,
        maxBytes: LIMITES_MULTIMEDIA.archivoBytes,
        tipos: TIPOS_ARCHIVO_MULTIMEDIA,
      });
      copiados.set(l.archivo, guardado);
    }
  } catch (error) {
    for (const g of copiados.values()) await borrarArchivo(dir, g.nombre);
    throw error;
  }
  return copiados;
}

/** The demo learner (created once with the documented password) assigned to the course. */
async function asegurarAprendiz(services: Services, cursoId: string) {
  let creado = false;
  let fila = await services.usuarios.findRowByEmail(APRENDIZ_DEMO.email);
  if (!fila) {
    await services.usuarios.create({
      email: APRENDIZ_DEMO.email,
      nombre: APRENDIZ_DEMO.nombre,
      apellidos: APRENDIZ_DEMO.apellidos,
      passwordHash: await hashPassword(APRENDIZ_DEMO.password),
      rolId: ID_ROL_ESTUDIANTE,
      emailVerificado: true,
      aceptaPoliticas: true,
    });
    creado = true;
    fila = await services.usuarios.findRowByEmail(APRENDIZ_DEMO.email);
  }
  if (!fila) throw new Error('No se pudo crear el aprendiz de demostración.');
  await services.asignaciones.agregar(fila.id, cursoId, new Date().toISOString());
  return creado ? { email: APRENDIZ_DEMO.email, password: APRENDIZ_DEMO.password } : null;
}

/** The demo lessons, one millisecond apart, each with its copied file when it has one. */
async function insertarLeccionesDemo(
  trx: Kysely<Database>,
  cursoId: string,
  copiados: Map<string, ArchivoGuardado>,
  autor: string | null,
  base: number,
): Promise<void> {
  for (const [i, l] of LECCIONES_DEMO.entries()) {
    // One millisecond apart, so "newest first" lists them in a stable order.
    const fecha = new Date(base + i + 1).toISOString();
    const g = l.archivo ? copiados.get(l.archivo) : undefined;
    let archivo: ArchivosTable | null = null;
    if (g && l.archivo) {
      archivo = {
        id: randomUUID(),
        nombre_servidor: g.nombre,
        nombre_original: l.archivo,
        tipo_mime: g.mime,
        tamano: g.bytes,
        sha256: g.sha256,
        creado_por: autor,
        creado_en: fecha,
        // Read on first need (progresos/medidas.ts), like files uploaded before 0017.
        duracion_ms: null,
        paginas: null,
        medido_en: null,
      };
      await insertarArchivo(trx, archivo);
    }
    await insertarLeccion(trx, {
      id: randomUUID(),
      nombre: l.nombre,
      descripcion: l.descripcion,
      tipo_media: archivo ? tipoMediaDeMime(archivo.tipo_mime) : 'link',
      formato: archivo ? (archivo.nombre_servidor.split('.').pop() ?? null) : null,
      curso_id: cursoId,
      usuario_id: autor,
      tags: JSON.stringify(l.tags),
      archivo_id: archivo?.id ?? null,
      link: archivo ? null : (l.link ?? null),
      num_visto: 0,
      creado_en: fecha,
      actualizado_en: fecha,
    });
  }
}

/**
 * Creates the demo course and its evaluation once: when a course with code DEMO-01 exists,
 * nothing happens (so `--demo` on every start and a repeated `npm run seed:demo` are
 * harmless; two seeders racing on one database are settled by the unique course code).
 * Files are copied first and deleted again if the database part fails, which runs in one
 * transaction.
 */
export async function sembrarDemo(
  services: Services,
  recursos: string = carpetaRecursosDemo(),
): Promise<ResultadoDemo> {
  // Codes are unique case-insensitively (migration 0010): 'demo-01' is the same course.
  const existente = await cursoPorCodigo(services.db, CURSO_DEMO.codigo);
  if (existente) {
    return { creado: false, cursoId: existente.id, lecciones: 0, aprendiz: null };
  }
  const copiados = await copiarArchivos(services, recursos);
  const cursoId = randomUUID();
  const autor = await primerAdministrador(services.db);
  const base = Date.now();
  try {
    await services.db.transaction().execute(async (trx) => {
      const fondo = colorDeTarjeta(await contarCursos(trx));
      const ahora = new Date(base).toISOString();
      await insertarCurso(trx, {
        id: cursoId,
        codigo: CURSO_DEMO.codigo,
        nombre: CURSO_DEMO.nombre,
        descripcion: CURSO_DEMO.descripcion,
        descripcion2: CURSO_DEMO.descripcion2,
        objetivos: CURSO_DEMO.objetivos,
        metodologia: CURSO_DEMO.metodologia,
        imagen_fondo: null,
        color_fondo_tarjeta: fondo,
        color_texto_tarjeta: colorDeTexto(fondo),
        module_subtitles: JSON.stringify(CURSO_DEMO.moduleSubtitles),
        estado: 1,
        disco: null,
        memoria: null,
        creado_en: ahora,
        last_edit: ahora,
      });
      await insertarLeccionesDemo(trx, cursoId, copiados, autor, base);
      const fechaEvaluacion = new Date(base + LECCIONES_DEMO.length + 1).toISOString();
      await insertarEvaluacionDemo(trx, cursoId, fechaEvaluacion);
    });
  } catch (error) {
    const dir = carpetaMultimedia(services.dataDir);
    for (const g of copiados.values()) await borrarArchivo(dir, g.nombre);
    throw error;
  }
  const aprendiz = await asegurarAprendiz(services, cursoId);
  return { creado: true, cursoId, lecciones: LECCIONES_DEMO.length, aprendiz };
}

/** Lines for a person after seeding (the learner's password only when just created). */
export function resumenDemo(r: ResultadoDemo): string[] {
  if (!r.creado) return [`Contenido de demostración: el curso ${CURSO_DEMO.codigo} ya existe.`];
  const { codigo, preguntas } = EVALUACION_DEMO;
  const lineas = [
    `Contenido de demostración creado: ${CURSO_DEMO.codigo} '${CURSO_DEMO.nombre}' con ${r.lecciones} lecciones.`,
    // Demo data, like the learner's password below: the key lets a person try approving.
    `Evaluación de demostración ${codigo} (${preguntas.length} preguntas), respuestas correctas: ${claveEvaluacionDemo()}`,
  ];
  if (r.aprendiz) {
    lineas.push(
      `Aprendiz de demostración: ${r.aprendiz.email} / contraseña: ${r.aprendiz.password}`,
    );
  }
  return lineas;
}
