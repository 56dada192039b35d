import { describe, expect, it } from 'vitest';
import {
  agregarRespuesta,
  aplicarCalificacion,
  aplicarProgresoALecciones,
  respuestaLocal,
} from '@shared/domain/sinConexion';
import { leccion } from '../../renderer/features/cursos/fixtures';

const UUID = '3f1e2d4c-5b6a-4789-8abc-def012345678';

describe('showing offline writes at once', () => {
  const l1 = leccion({ _id: 'm1', nombre: '1.1 A', progreso: 'iniciado', progress: 40 });
  const l2 = leccion({
    _id: 'm2',
    nombre: '1.2 B',
    bloqueo: { anterior: { _id: 'm1', nombre: '1.1 A', porcentaje: 40 } },
  });

  it('merges progress by maximum and updates the lock of the next lesson', () => {
    const [a, b] = aplicarProgresoALecciones([l1, l2], {
      id: 'm1',
      progreso: 'iniciado',
      porcentaje: 70,
    });
    expect(a).toMatchObject({ progreso: 'iniciado', progress: 70, isCompleted: false });
    expect(b?.bloqueo).toEqual({ anterior: { _id: 'm1', nombre: '1.1 A', porcentaje: 70 } });
    const [c, d] = aplicarProgresoALecciones([l1, l2], {
      id: 'm1',
      progreso: 'completado',
      porcentaje: 100,
    });
    expect(c).toMatchObject({ progreso: 'completado', progress: 100, isCompleted: true });
    expect(d?.bloqueo).toBeNull();
    const [e] = aplicarProgresoALecciones([l1], { id: 'm1', progreso: 'iniciado', porcentaje: 10 });
    expect(e?.progress).toBe(40); // never lowers
  });

  it('moves rating counts with the learner’s own mark', () => {
    const m = leccion({ calificaciones: { likes: 3, noLikes: 1, mia: 'nolike' } });
    expect(aplicarCalificacion(m, 'like').calificaciones).toEqual({
      likes: 4,
      noLikes: 0,
      mia: 'like',
    });
    expect(aplicarCalificacion(m, null).calificaciones).toEqual({
      likes: 3,
      noLikes: 0,
      mia: null,
    });
  });

  it('appends a reply under its topic once', () => {
    const tema = {
      _id: 't1',
      multimedia: 'm1',
      titulo: 'T',
      contenido: 'C',
      autor: null,
      pinned: false,
      vistas: 0,
      timestamp: '2026-11-20T10:00:00.000Z',
      respuestas: [],
      puedeEditar: false,
      puedeEliminar: false,
    };
    const r = respuestaLocal(
      UUID,
      'hola',
      { _id: 'u1', nombre: 'Ana' },
      new Date('2026-11-21T09:00:00Z'),
    );
    const una = agregarRespuesta([tema], 't1', r);
    expect(una?.[0]?.respuestas).toEqual([r]);
    expect(agregarRespuesta(una ?? [], 't1', r)?.[0]?.respuestas).toHaveLength(1);
    expect(agregarRespuesta([tema], 'otro', r)).toBeNull();
  });
});
