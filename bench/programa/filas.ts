/**
 * Row builders of the programme generator (sembrarPrograma.ts): a deterministic random
 * source and the catalogue (courses, files, lessons, evaluations). Kept apart so the
 * generator file stays short.
 */
import type { Insertable } from 'kysely';
import type { Database } from '../../src/server/db/schema';

export const MUNICIPIOS = [
  'Mompox',
  'Achí',
  'Magangué',
  'San Jacinto',
  'El Carmen de Bolívar',
  'Turbaco',
  'Arjona',
  'Santa Rosa',
  'Simití',
  'Talaigua Nuevo',
] as const;

export const DIA_MS = 86_400_000;

/** mulberry32: the same seed gives the same programme, so bench figures compare run to run. */
export function azar(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Centro {
  nombrePunto: string;
  municipio: string;
}

/** `centros` centres, each in one of `municipios` municipalities (round robin). */
export function centros(cantidad: number, municipios: number): Centro[] {
  return Array.from({ length: cantidad }, (_, i) => {
    const municipio = MUNICIPIOS[i % Math.min(municipios, MUNICIPIOS.length)] ?? 'Mompox';
    return { nombrePunto: `Punto Vive Digital ${i + 1} de ${municipio}`, municipio };
  });
}

/** One lesson as the generator knows it: its id and its kind. */
export interface LeccionGenerada {
  id: string;
  tipo: 'Video' | 'Documento' | 'Enlace';
}

export interface CursoGenerado {
  id: string;
  codigo: string;
  nombre: string;
  evaluacionId: string;
  lecciones: LeccionGenerada[];
}

export interface Catalogo {
  cursos: CursoGenerado[];
  filas: {
    cursos: Insertable<Database['cursos']>[];
    archivos: Insertable<Database['archivos']>[];
    multimedias: Insertable<Database['multimedias']>[];
    evaluaciones: Insertable<Database['evaluaciones']>[];
  };
}

function tipoLeccion(j: number): LeccionGenerada['tipo'] {
  // Six in ten lessons are videos, three documents (PDF), one a link.
  const r = j % 10;
  return r < 6 ? 'Video' : r < 9 ? 'Documento' : 'Enlace';
}

/** 50 courses × ~20 lessons with their files (duracion_ms / paginas) and one evaluation each. */
export function catalogo(cursos: number, leccionesPorCurso: number, rnd: () => number): Catalogo {
  const ahora = new Date(Date.now() - 200 * DIA_MS).toISOString();
  const out: Catalogo = {
    cursos: [],
    filas: { cursos: [], archivos: [], multimedias: [], evaluaciones: [] },
  };
  for (let c = 0; c < cursos; c++) {
    const id = `curso-${String(c + 1).padStart(3, '0')}`;
    const codigo = `C${String(c + 1).padStart(3, '0')}`;
    const nombre = `Curso de competencias digitales ${c + 1}`;
    // ±3 lessons around the mean, so courses differ in length as real ones do.
    const n = Math.max(1, leccionesPorCurso - 3 + Math.floor(rnd() * 7));
    const lecciones: LeccionGenerada[] = [];
    out.filas.cursos.push({
      id,
      codigo,
      nombre,
      descripcion: '',
      descripcion2: '',
      objetivos: '',
      metodologia: '',
      imagen_fondo: null,
      color_fondo_tarjeta: '#0f6cbd',
      color_texto_tarjeta: '#ffffff',
      module_subtitles: '{}',
      estado: 1,
      disco: null,
      memoria: null,
      creado_en: ahora,
      last_edit: ahora,
    });
    for (let j = 0; j < n; j++) {
      const leccion: LeccionGenerada = {
        id: `${id}-l${String(j + 1).padStart(2, '0')}`,
        tipo: tipoLeccion(j),
      };
      lecciones.push(leccion);
      const archivoId = leccion.tipo === 'Enlace' ? null : `${leccion.id}-archivo`;
      if (archivoId) {
        const video = leccion.tipo === 'Video';
        out.filas.archivos.push({
          id: archivoId,
          nombre_servidor: `${archivoId}${video ? '.mp4' : '.pdf'}`,
          nombre_original: `${leccion.id}${video ? '.mp4' : '.pdf'}`,
          tipo_mime: video ? 'video/mp4' : 'application/pdf',
          tamano: 1_000_000,
          sha256: '0'.repeat(64),
          creado_por: null,
          creado_en: ahora,
          // Videos of 3–15 minutes, PDFs of 5–40 pages.
          duracion_ms: video ? Math.round((180 + rnd() * 720) * 1000) : null,
          paginas: video ? null : 5 + Math.floor(rnd() * 36),
          medido_en: ahora,
        });
      }
      out.filas.multimedias.push({
        id: leccion.id,
        nombre: `Lección ${j + 1} de ${codigo}`,
        descripcion: '',
        tipo_media: leccion.tipo === 'Enlace' ? 'link' : leccion.tipo,
        formato: leccion.tipo === 'Documento' ? 'pdf' : leccion.tipo === 'Video' ? 'mp4' : null,
        curso_id: id,
        usuario_id: null,
        tags: '[]',
        archivo_id: archivoId,
        link: leccion.tipo === 'Enlace' ? 'https://www.mintic.gov.co/' : null,
        num_visto: 0,
        creado_en: ahora,
        actualizado_en: ahora,
      });
    }
    const evaluacionId = `${id}-evaluacion`;
    out.filas.evaluaciones.push({
      id: evaluacionId,
      codigo: `EV-${codigo}`,
      nombre: `Evaluación de ${nombre}`,
      descripcion: '',
      curso_id: id,
      puntaje_minimo: 5,
      estado: 1,
      color_fondo_tarjeta: '#0f6cbd',
      creado_en: ahora,
      actualizado_en: ahora,
      mostrar_respuestas: 'alAprobar',
      intentos_permitidos: null,
      espera_minutos: 10,
      barajar_preguntas: 1,
      barajar_respuestas: 1,
      preguntas_por_intento: null,
    });
    out.cursos.push({ id, codigo, nombre, evaluacionId, lecciones });
  }
  return out;
}
