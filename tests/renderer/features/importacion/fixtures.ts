import type { FilaImportacion, Lote } from '@shared/api';

/** A batch as the server answers it; each test changes what it looks at. */
export function lote(parcial: Partial<Lote> = {}): Lote {
  return {
    id: 'lote-1',
    estado: 'validado',
    modo: null,
    reemplazarCursos: false,
    archivoNombre: 'aprendices.csv',
    codificacion: 'utf-8-bom',
    delimitador: ';',
    desconocidas: [],
    total: 7,
    tipoRegistroPredeterminado: 0,
    conteo: { nuevo: 3, actualizado: 2, sinCambios: 1, error: 1 },
    fase: null,
    procesadas: 0,
    aplicar: 0,
    creados: 0,
    actualizados: 0,
    deshechos: 0,
    error: null,
    creadoPor: { _id: 'admin', nombre: 'Admin Uno' },
    creadoEn: '2026-03-05T14:30:00.000Z',
    terminadoEn: null,
    credencialesPendientes: 0,
    ...parcial,
  };
}

export const FILAS: FilaImportacion[] = [
  { fila: 2, estado: 'nuevo', email: 'ana@sena.co', nombre: 'Ana', errores: [], cambios: [] },
  {
    fila: 3,
    estado: 'actualizado',
    email: 'beto@sena.co',
    nombre: 'Beto',
    errores: [],
    cambios: ['nombre', 'telefono'],
  },
  {
    fila: 4,
    estado: 'error',
    email: 'malo',
    nombre: '',
    errores: ['Email: no es un email válido', 'Nombre: es obligatorio'],
    cambios: [],
  },
];
