import { DEMO } from '@shared/domain/demo';

/**
 * The demo course: one complete course with general information, two modules with
 * subtitles, a syllabus and one lesson of each type. Texts in Spanish like the product.
 * The files are small real media shipped in resources/demo (see README, "Contenido de
 * demostración").
 */
export const CURSO_DEMO = {
  codigo: DEMO.cursoCodigo,
  nombre: 'Competencias digitales básicas',
  descripcion: 'Curso de demostración: uso del computador, internet seguro y ofimática.',
  descripcion2:
    '<p>Este curso de <strong>demostración</strong> muestra cómo se ve un curso completo en la plataforma: ' +
    'lecciones de video, audio, documento, imagen y enlace, organizadas en dos módulos.</p>',
  objetivos:
    '<ul><li>Reconocer las partes de un computador y sus usos.</li>' +
    '<li>Navegar por internet de forma segura.</li>' +
    '<li>Crear y compartir documentos sencillos.</li></ul>',
  metodologia:
    '<p>Cada lección se estudia en orden. Al terminar todas las lecciones se habilita la ' +
    'evaluación del curso.</p><ol><li>Vea o escuche el material.</li><li>Participe en el foro.</li>' +
    '<li>Presente la evaluación.</li></ol>',
  moduleSubtitles: {
    '1': 'El computador y la información',
    '2': 'Documentos y comunicación',
  },
} as const;

/** The learner account created with the demo course (demo data: a fixed, documented password). */
export const APRENDIZ_DEMO = {
  email: DEMO.aprendizEmail,
  password: 'aprendiz-demo-2026',
  nombre: 'Aprendiz',
  apellidos: 'Demostración',
} as const;

export interface LeccionDemo {
  nombre: string;
  descripcion: string;
  tags: string[];
  /** A file of resources/demo, or a link. */
  archivo?: string;
  link?: string;
}

/** In display order; creation times follow this order. */
export const LECCIONES_DEMO: readonly LeccionDemo[] = [
  {
    nombre: 'Syllabus del curso',
    descripcion: 'Programa del curso: módulos, lecciones y duración.',
    tags: ['syllabus'],
    archivo: 'syllabus-demo.pdf',
  },
  {
    nombre: '1.1 Conozca su computador',
    descripcion: 'Video corto de bienvenida (10 segundos, patrón de prueba).',
    tags: ['computador', 'video'],
    archivo: 'video-demo.mp4',
  },
  {
    nombre: '1.2 Seguridad básica en internet',
    descripcion: 'Audio corto (10 segundos, tono de prueba).',
    tags: ['seguridad', 'internet'],
    archivo: 'audio-demo.mp3',
  },
  {
    nombre: '2.1 Guía de ofimática básica',
    descripcion: 'Documento PDF de tres páginas: crear, dar formato y compartir.',
    tags: ['ofimática', 'documentos'],
    archivo: 'documento-demo.pdf',
  },
  {
    nombre: '2.2 Partes de un navegador',
    descripcion: 'Imagen de referencia.',
    tags: ['internet', 'navegador'],
    archivo: 'imagen-demo.png',
  },
  {
    nombre: '2.3 Alfabetización digital en la enciclopedia',
    descripcion: 'Enlace externo para leer más.',
    tags: ['enlace'],
    link: 'https://es.wikipedia.org/wiki/Alfabetizaci%C3%B3n_digital',
  },
];
