import type { Curso, Multimedia } from '@shared/api';

export function curso(cambios: Partial<Curso> = {}): Curso {
  return {
    _id: 'c1',
    id: 'c1',
    codigo: 'ALF01',
    nombre: 'Alfabetización digital',
    descripcion: '',
    descripcion2: '',
    objetivos: '',
    metodologia: '',
    imagenFondo: null,
    srcImagenFondo: null,
    colorFondoTarjeta: '#78A2EE',
    colorTextoTarjeta: '#FFFFFF',
    moduleSubtitles: {},
    adjuntos: [],
    estado: true,
    disco: null,
    memoria: null,
    lastEdit: '2026-11-20T10:00:00.000Z',
    overallProgress: 0,
    asignado: true,
    ...cambios,
  };
}

export function leccion(cambios: Partial<Multimedia> = {}): Multimedia {
  return {
    _id: 'm1',
    nombre: '1.1 Introducción',
    descripcion: '',
    tipoMedia: 'Video',
    formato: 'mp4',
    curso: { _id: 'c1', nombre: 'Alfabetización digital' },
    user: { nombre: 'Admin' },
    tags: [],
    sources: { src: '/api/plyr/m1?firma=abc', srcType: 'video/mp4', link: null },
    link: null,
    file: `${'a'.repeat(32)}.mp4`,
    tipoArchivo: 'video/mp4',
    tamano: 1000,
    numVisto: 0,
    calificaciones: { likes: 0, noLikes: 0, mia: null },
    timestamp: '2026-11-20T10:00:00.000Z',
    progreso: 'no-iniciado',
    progress: 0,
    isCompleted: false,
    bloqueo: null,
    subtitulos: [],
    ...cambios,
  };
}
