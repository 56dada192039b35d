import { describe, expect, it } from 'vitest';
import { recursos } from '../../../../src/renderer/i18n';
import {
  barraDeLeccion,
  claveEstadoLeccion,
  leccionesDelCurso,
  tituloGrupo,
} from '../../../../src/renderer/features/cursos/lecciones';
import { leccion } from './fixtures';

describe('course lessons (spec 2, Course detail; spec 9)', () => {
  it('groups by module in numeric order, the syllabus apart and the annexes last', () => {
    const lecciones = [
      leccion({ _id: 'a', nombre: 'Glosario' }),
      leccion({ _id: 'b', nombre: '2.1 Correo' }),
      leccion({ _id: 'c', nombre: 'Syllabus del curso' }),
      leccion({ _id: 'd', nombre: '1.10 Cierre' }),
      leccion({ _id: 'e', nombre: '1.2 Teclado' }),
    ];
    const { syllabus, grupos } = leccionesDelCurso(lecciones);
    expect(syllabus.map((l) => l._id)).toEqual(['c']);
    expect(grupos.map((g) => [g.clave, g.lecciones.map((l) => l._id)])).toEqual([
      ['1', ['e', 'd']],
      ['2', ['b']],
      ['anexos', ['a']],
    ]);
  });

  it("module headings read 'Módulo N' and 'Anexos'", () => {
    expect(tituloGrupo('3')).toEqual({ clave: 'cursos.detalle.modulo', numero: '3' });
    expect(tituloGrupo('anexos')).toEqual({ clave: 'cursos.detalle.anexos' });
    expect(recursos.es.translation.cursos.detalle.modulo).toBe('Módulo {{numero}}');
  });

  it('state labels are the spec ones', () => {
    const { estados } = recursos.es.translation.cursos.leccion;
    const texto = (clave: string) => estados[clave.split('.').at(-1) as keyof typeof estados];
    expect(texto(claveEstadoLeccion('no-iniciado'))).toBe('No iniciado');
    expect(texto(claveEstadoLeccion('iniciado'))).toBe('Iniciado');
    expect(texto(claveEstadoLeccion('completado'))).toBe('Completado');
  });

  it('the progress bar shows once started, at 100 when completed', () => {
    expect(barraDeLeccion(leccion())).toBeNull();
    expect(barraDeLeccion(leccion({ progreso: 'iniciado', progress: 42.7 }))).toBe(42);
    expect(barraDeLeccion(leccion({ progreso: 'completado', progress: 80 }))).toBe(100);
    expect(barraDeLeccion(leccion({ isCompleted: true }))).toBe(100);
  });
});
