import { describe, expect, it } from 'vitest';
import {
  PERMISOS_ESTUDIANTE,
  PERMISOS_TODOS,
  VISTAS,
  matrizPermisos,
  operacionExiste,
  tienePermiso,
} from '../../../src/shared/domain/permisos';

describe('permission matrix', () => {
  it('has no crear on comentarios, even when asked for everything', () => {
    expect(operacionExiste('comentarios', 'crear')).toBe(false);
    expect(PERMISOS_TODOS.find((p) => p.vista === 'comentarios')?.op.crear).toBe(false);
    expect(matrizPermisos(() => true)).toHaveLength(VISTAS.length);
  });

  it('gives ADMINISTRADOR every operation whatever its stored matrix', () => {
    expect(tienePermiso({ nombre: 'ADMINISTRADOR', permisos: [] }, 'usuarios', 'eliminar')).toBe(
      true,
    );
  });

  it('grants other roles exactly what their matrix says', () => {
    const rol = { nombre: 'Estudiante', permisos: PERMISOS_ESTUDIANTE };
    expect(tienePermiso(rol, 'cursos', 'consultar')).toBe(true);
    expect(tienePermiso(rol, 'cursos', 'crear')).toBe(false);
    expect(tienePermiso(rol, 'usuarios', 'consultar')).toBe(false);
    expect(tienePermiso(null, 'cursos', 'consultar')).toBe(false);
  });
});
