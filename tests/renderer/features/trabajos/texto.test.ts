import { beforeAll, describe, expect, it } from 'vitest';
import type { TrabajoFallidoVista } from '@shared/api';
import {
  descripcionTrabajo,
  nombreCola,
  nombreEstado,
} from '../../../../src/renderer/features/trabajos/texto';
import i18n from '../../../../src/renderer/i18n';

const es = i18n.getFixedT('es');
const en = i18n.getFixedT('en');
// Only Spanish is bundled (issue 18); English arrives on demand.
beforeAll(() => i18n.loadLanguages('en'));

function fallido(
  nombre: TrabajoFallidoVista['nombre'],
  detalle: TrabajoFallidoVista['detalle'],
): TrabajoFallidoVista {
  return {
    _id: '0b5f3a52-8f7e-4c1e-9d0a-3c2b1a0f9e8d',
    nombre,
    detalle,
    error: 'Error: falló',
    intentos: 6,
    creadoEn: '2026-11-25T10:00:00.000Z',
    fallidoEn: '2026-11-25T10:10:00.000Z',
  };
}

describe('what the jobs page says about a failed job (issue 17)', () => {
  it('describes each kind from the details the server chose to show', () => {
    expect(
      descripcionTrabajo(
        es,
        fallido('notificacion', {
          tipoNotificacion: 'cursoAsignado',
          destinatarios: 'usuarios',
          cantidadDestinatarios: 3,
        }),
      ),
    ).toBe('Curso asignado, para usuarios: 3');
    expect(
      descripcionTrabajo(
        en,
        fallido('notificacion', {
          tipoNotificacion: 'nuevaLeccion',
          destinatarios: 'asignadosDelCurso',
          cantidadDestinatarios: null,
        }),
      ),
    ).toBe('New lesson, to the learners of the course');
    expect(
      descripcionTrabajo(es, fallido('importacion', { loteId: 'L-7', modo: 'soloNuevos' })),
    ).toBe('Lote L-7 (solo nuevos)');
    expect(descripcionTrabajo(es, fallido('desbloqueo', { solicitudId: 's-1' }))).toBe(
      'Solicitud s-1',
    );
    expect(descripcionTrabajo(es, fallido('limpieza', {}))).toBe('Tablas que crecen sin límite');
  });

  it('says "no data" for a detail that is missing (an old or broken job)', () => {
    expect(descripcionTrabajo(es, fallido('desbloqueo', {}))).toBe('Solicitud Sin datos');
  });

  it('names queues and states in the language, and shows unknown ones as they are', () => {
    expect(nombreCola(es, 'importacion')).toBe('Importación de usuarios');
    expect(nombreEstado(en, 'diferido')).toBe('Scheduled');
    expect(nombreEstado(es, 'raro')).toBe('raro');
    expect(nombreCola(es, 'otra')).toBe('otra');
  });
});
