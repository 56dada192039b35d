import { describe, expect, it } from 'vitest';
import { cursosAsignables } from '../../../../src/renderer/features/usuarios/alcance';
import { USUARIO } from '../auth/servidorDePrueba';

const CURSOS = [
  { _id: 'a', codigo: 'A', nombre: 'Curso A' },
  { _id: 'b', codigo: 'B', nombre: 'Curso B' },
];

describe('«Asignar cursos» under the role’s scope (issue 15)', () => {
  it('offers every course to a role of scope «todos» and to ADMINISTRADOR', () => {
    const todos = { ...USUARIO, rol: { ...USUARIO.rol, alcance: 'todos' as const } };
    expect(cursosAsignables(CURSOS, todos)).toEqual(CURSOS);
    const admin = {
      ...USUARIO,
      cursosAsignados: [],
      rol: { ...USUARIO.rol, nombre: 'ADMINISTRADOR', alcance: 'misCursos' as const },
    };
    expect(cursosAsignables(CURSOS, admin)).toEqual(CURSOS);
  });

  it('offers only its own courses to a role of scope «misCursos», none when it has none', () => {
    const tutor = (cursosAsignados: string[]) => ({
      ...USUARIO,
      cursosAsignados,
      rol: { ...USUARIO.rol, nombre: 'Tutor', alcance: 'misCursos' as const },
    });
    expect(cursosAsignables(CURSOS, tutor(['a'])).map((c) => c._id)).toEqual(['a']);
    expect(cursosAsignables(CURSOS, tutor([]))).toEqual([]);
  });
});
