import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION as M } from '@shared/api';
import { PERMISOS_ESTUDIANTE, matrizPermisos } from '@shared/domain/permisos';
import {
  enlaceVerificacion,
  primeraFila,
  siguienteOrden,
  totalPaginas,
} from '../../../../src/renderer/features/usuarios/listado';
import {
  accionesFilaUsuario,
  accionesPantallaUsuarios,
  nombreDeUsuario,
} from '../../../../src/renderer/features/usuarios/permisos';
import {
  USUARIO_VACIO,
  validarNuevoUsuario,
} from '../../../../src/renderer/features/usuarios/usuarioForm';

const admin = { nombre: 'ADMINISTRADOR', permisos: [] };
const consulta = {
  nombre: 'Consulta',
  permisos: matrizPermisos((vista, op) => vista === 'usuarios' && op === 'consultar'),
};
const gestor = {
  nombre: 'Gestor',
  permisos: matrizPermisos((vista, op) => vista === 'usuarios' && op !== 'eliminar'),
};

describe('users screen buttons follow the role (spec 6)', () => {
  it('add needs crear', () => {
    expect(accionesPantallaUsuarios(admin).crear).toBe(true);
    expect(accionesPantallaUsuarios(consulta).crear).toBe(false);
    expect(accionesPantallaUsuarios(gestor).crear).toBe(true);
  });

  it('edit, assign, switch and delete follow editar, desactivar and eliminar', () => {
    expect(accionesFilaUsuario(consulta, 'yo', 'otro')).toEqual({
      editar: false,
      eliminar: false,
      cambiarEstado: false,
      asignarCursos: false,
      codigoRestablecimiento: false,
      desbloquear: false,
    });
    expect(accionesFilaUsuario(gestor, 'yo', 'otro')).toEqual({
      editar: true,
      eliminar: false,
      cambiarEstado: true,
      asignarCursos: true,
      codigoRestablecimiento: true,
      desbloquear: true,
    });
    expect(
      accionesFilaUsuario({ nombre: 'E', permisos: PERMISOS_ESTUDIANTE }, 'yo', 'x').editar,
    ).toBe(false);
  });

  it("the user's own row: no switch and no delete, even for an administrator (spec 4, 6)", () => {
    expect(accionesFilaUsuario(admin, 'yo', 'yo')).toEqual({
      editar: true,
      eliminar: false,
      cambiarEstado: false,
      asignarCursos: true,
      codigoRestablecimiento: false,
      desbloquear: true,
    });
    expect(accionesFilaUsuario(admin, 'yo', 'otro').eliminar).toBe(true);
  });

  it('names a row by name and surname, else by email', () => {
    expect(nombreDeUsuario({ nombre: 'Ana', apellidos: 'Pérez', email: 'a@x.co' })).toBe(
      'Ana Pérez',
    );
    expect(nombreDeUsuario({ nombre: '', apellidos: '', email: 'a@x.co' })).toBe('a@x.co');
  });

  it('an empty new-user form says which fields are required, in the words of spec 5', () => {
    const errores = validarNuevoUsuario(USUARIO_VACIO);
    // Required: email, name, password, its confirmation and role; the rest is optional.
    expect(errores).toMatchObject({
      nombre: 'Este campo es requerido',
      password: M.requerido,
      confirmPassword: M.requerido,
    });
    expect(errores.email).toBeDefined();
    expect(errores.rol).toBeDefined();
    expect(errores.telefono).toBeUndefined();
    expect(errores.institucion).toBeUndefined();
    // A town without its institution is refused (the server checks the pair itself).
    expect(validarNuevoUsuario({ ...USUARIO_VACIO, municipio: 'Cali' }).institucion).toBe(
      M.requerido,
    );
  });
});

describe('server paging helpers (spec 9)', () => {
  it('a header click flips the same column and starts another ascending', () => {
    expect(siguienteOrden({ por: 'identificacion', direccion: 'desc' }, 'identificacion')).toEqual({
      por: 'identificacion',
      direccion: 'asc',
    });
    expect(siguienteOrden({ por: 'identificacion', direccion: 'asc' }, 'email')).toEqual({
      por: 'email',
      direccion: 'asc',
    });
  });

  it('counts pages and numbers rows across pages', () => {
    expect(totalPaginas(0, 10)).toBe(1);
    expect(totalPaginas(101, 10)).toBe(11);
    expect(primeraFila(1, 10)).toBe(1);
    expect(primeraFila(3, 25)).toBe(51);
  });

  it('builds the verification link from the origin and the API path', () => {
    expect(enlaceVerificacion('http://localhost:8080/', '/verificar-mail/u1/abc')).toBe(
      'http://localhost:8080/verificar-mail/u1/abc',
    );
  });
});
