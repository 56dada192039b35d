import { describe, expect, it } from 'vitest';
import { PERMISOS_ESTUDIANTE, PERMISOS_TODOS, matrizPermisos } from '@shared/domain/permisos';
import {
  ANCHO_BARRA_COMPLETA_PX,
  ANCHO_MOVIL_PX,
  accesosDirectos,
  modoBarra,
  entradasResultados,
  entradasConfiguracion,
  siguienteTamano,
  tamanoParaAncho,
} from '../../../src/renderer/app/layout/menu';
import { migasDe } from '../../../src/renderer/app/layout/migas';

const admin = { nombre: 'ADMINISTRADOR', permisos: [] };
const estudiante = { nombre: 'Estudiante', permisos: PERMISOS_ESTUDIANTE };
const soloUsuarios = {
  nombre: 'Secretaría',
  permisos: matrizPermisos((vista, op) => vista === 'usuarios' && op === 'consultar'),
};

describe('breadcrumbs (spec 2, Layout)', () => {
  it('one crumb per screen in the path, the last one current', () => {
    expect(migasDe('/usuarios')).toEqual([{ pantalla: 'usuarios', ruta: null }]);
    expect(migasDe('/roles/nuevo')).toEqual([
      { pantalla: 'roles', ruta: '/roles' },
      { pantalla: 'rolesNuevo', ruta: null },
    ]);
  });

  it('skips path parts that are not screens and keeps ids', () => {
    expect(migasDe('/cursos/curso/7')).toEqual([
      { pantalla: 'cursos', ruta: '/cursos' },
      { pantalla: 'cursoConsultar', ruta: null },
    ]);
    expect(migasDe('/mapas/avantel/consultar')).toEqual([{ pantalla: 'mapas', ruta: null }]);
  });

  it('tells the evaluation screens apart by the trailing slash, as the router does', () => {
    expect(migasDe('/evaluacion/3').at(-1)?.pantalla).toBe('evaluacionRealizar');
    expect(migasDe('/evaluacion/3/').at(-1)?.pantalla).toBe('evaluacionEditar');
  });

  it('has no crumbs for unknown paths', () => {
    expect(migasDe('/')).toEqual([]);
    expect(migasDe('/nada/de/esto')).toEqual([]);
  });
});

describe('menu entries follow consultar (spec 6)', () => {
  it('an administrator sees every shortcut and both settings entries', () => {
    // Spec 2's order (maps, reports, libraries, courses, users, roles) with Evaluaciones kept.
    expect(accesosDirectos(admin).map((a) => a.ruta)).toEqual([
      '/mapas/avantel/consultar',
      '/informes/avantel',
      '/biblioteca',
      '/cursos',
      '/evaluaciones',
      '/usuarios',
      '/roles',
      '/wiki',
    ]);
    expect(entradasConfiguracion(admin).map((a) => a.ruta)).toEqual([
      '/usuarios',
      '/roles',
      '/trabajos',
    ]);
  });

  it('a learner gets no settings and no users/roles shortcuts', () => {
    expect(accesosDirectos(estudiante).map((a) => a.ruta)).toEqual([
      '/biblioteca',
      '/cursos',
      '/evaluaciones',
    ]);
    expect(entradasConfiguracion(estudiante)).toEqual([]);
  });

  it('a role with only usuarios.consultar gets exactly Usuarios', () => {
    expect(entradasConfiguracion(soloUsuarios).map((a) => a.ruta)).toEqual(['/usuarios']);
    expect(accesosDirectos(soloUsuarios).map((a) => a.ruta)).toEqual(['/usuarios']);
    expect(accesosDirectos(null)).toEqual([]);
    // Every permission but not ADMINISTRADOR: no background jobs (issue 17), like their routes.
    expect(
      entradasConfiguracion({ nombre: 'X', permisos: PERMISOS_TODOS }).map((a) => a.ruta),
    ).toEqual(['/usuarios', '/roles']);
  });
});

describe('results entries of the side menu', () => {
  it('follow consultar; my certificate only once the user holds one', () => {
    const rutas = (u: Parameters<typeof entradasResultados>[0]) =>
      entradasResultados(u).map((e) => e.ruta);
    expect(rutas({ rol: estudiante, certificaciones: [] })).toEqual([
      '/evaluaciones',
      '/calificaciones',
    ]);
    expect(
      rutas({ rol: estudiante, certificaciones: [{ fecha: 'x', numero_certificado: 1 }] }),
    ).toEqual(['/evaluaciones', '/calificaciones', '/certificados']);
    // Issued certificates (other people's data) need usuarios.consultar as well.
    expect(rutas({ rol: admin, certificaciones: [] })).toEqual([
      '/evaluaciones',
      '/calificaciones',
      '/certificados/emitidos',
    ]);
    expect(rutas({ rol: soloUsuarios, certificaciones: [] })).toEqual([]);
    expect(rutas(null)).toEqual([]);
  });
});

describe('side-menu sizes', () => {
  it('the toggle cycles full ↔ icon and leaves hidden/off alone', () => {
    expect(siguienteTamano('full')).toBe('icon');
    expect(siguienteTamano('icon')).toBe('full');
    expect(siguienteTamano('hidden')).toBe('hidden');
    expect(siguienteTamano('off')).toBe('off');
  });

  it('the toolbar: all of it from 1152 px, essentials and "⋯" below, a phone bar under 600', () => {
    expect(modoBarra(false, true)).toBe('completa');
    expect(modoBarra(false, false)).toBe('compacta');
    expect(modoBarra(true, false)).toBe('movil');
    expect(modoBarra(true, true)).toBe('movil');
    expect(ANCHO_MOVIL_PX).toBeLessThan(ANCHO_BARRA_COMPLETA_PX);
  });

  it('narrow screens hide the menu whatever was chosen', () => {
    expect(tamanoParaAncho('full', true)).toBe('hidden');
    expect(tamanoParaAncho('icon', true)).toBe('hidden');
    expect(tamanoParaAncho('icon', false)).toBe('icon');
  });
});
