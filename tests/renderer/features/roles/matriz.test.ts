import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION as M } from '@shared/api';
import { PERMISOS_ESTUDIANTE, VISTAS, matrizPermisos } from '@shared/domain/permisos';
import {
  accionesRoles,
  alternarPermiso,
  errorNombreRol,
  matrizCompleta,
  mismasMatrices,
} from '../../../../src/renderer/features/roles/matriz';

const admin = { nombre: 'ADMINISTRADOR', permisos: [] };
const rolTutor = { nombre: 'Tutor', permisos: [] };
const soloConsulta = {
  nombre: 'Consulta',
  permisos: matrizPermisos((vista, op) => vista === 'roles' && op === 'consultar'),
};
const casillasSinGuardar = {
  nombre: 'Casillas',
  permisos: matrizPermisos(
    (vista, op) => vista === 'roles' && ['consultar', 'desactivar'].includes(op),
  ),
};

describe('permission matrix', () => {
  it('has one row per view, in order, and comentarios never has crear', () => {
    const m = matrizCompleta([
      {
        vista: 'comentarios',
        op: { consultar: true, crear: true, editar: false, desactivar: false, eliminar: false },
      },
    ]);
    expect(m.map((p) => p.vista)).toEqual([...VISTAS]);
    expect(m.find((p) => p.vista === 'comentarios')?.op).toMatchObject({
      consultar: true,
      crear: false,
    });
    expect(m.find((p) => p.vista === 'cursos')?.op.consultar).toBe(false);
  });

  it('toggles one checkbox and refuses comentarios.crear', () => {
    const m = matrizCompleta([]);
    const conUsuarios = alternarPermiso(m, 'usuarios', 'editar', true);
    expect(conUsuarios.find((p) => p.vista === 'usuarios')?.op.editar).toBe(true);
    expect(mismasMatrices(conUsuarios, m)).toBe(false);
    expect(mismasMatrices(alternarPermiso(m, 'comentarios', 'crear', true), m)).toBe(true);
    expect(mismasMatrices(PERMISOS_ESTUDIANTE, matrizCompleta(PERMISOS_ESTUDIANTE))).toBe(true);
  });
});

describe('roles screen controls (spec 6)', () => {
  it('an administrator may do everything on other roles', () => {
    expect(accionesRoles(admin, rolTutor)).toEqual({
      crear: true,
      editar: true,
      eliminar: true,
      casillas: true,
      guardar: true,
    });
  });

  it('ADMINISTRADOR is never edited or deleted and its checkboxes stay disabled', () => {
    expect(accionesRoles(admin, admin)).toEqual({
      crear: true,
      editar: false,
      eliminar: false,
      casillas: false,
      guardar: false,
    });
  });

  it('checkboxes follow desactivar and Guardar follows editar', () => {
    expect(accionesRoles(soloConsulta, rolTutor)).toEqual({
      crear: false,
      editar: false,
      eliminar: false,
      casillas: false,
      guardar: false,
    });
    expect(accionesRoles(casillasSinGuardar, rolTutor)).toMatchObject({
      casillas: true,
      guardar: false,
    });
  });
});

describe('role name (spec 5)', () => {
  it("is required: 'Este campo es requerido'", () => {
    expect(errorNombreRol('')).toBe(M.requerido);
    expect(errorNombreRol('   ')).toBe(M.requerido);
  });

  it("is under 20 characters: 'El nombre debe tener menos de 20 caracteres'", () => {
    expect(errorNombreRol('a'.repeat(19))).toBeNull();
    expect(errorNombreRol('a'.repeat(20))).toBe('El nombre debe tener menos de 20 caracteres');
  });
});
