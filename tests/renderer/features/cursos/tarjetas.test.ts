import { describe, expect, it } from 'vitest';
import { PERMISOS_ESTUDIANTE, matrizPermisos } from '@shared/domain/permisos';
import {
  accionesCursos,
  coloresTarjeta,
  estadoTarjeta,
  filtrarCursos,
  porcentajeVisible,
  progresoGeneral,
  puedeDesbloquear,
  puedeDesbloquearSegun,
  resumenMenu,
} from '../../../../src/renderer/features/cursos/tarjetas';
import { curso } from './fixtures';

const admin = { nombre: 'ADMINISTRADOR', permisos: [] };
const estudiante = { nombre: 'Estudiante', permisos: PERMISOS_ESTUDIANTE };

describe('course card (spec 2, Course list)', () => {
  it('an assigned course opens its detail page', () => {
    expect(estadoTarjeta(curso({ _id: 'x 1' }), estudiante)).toEqual({
      atenuada: false,
      accion: { tipo: 'abrir', ruta: '/cursos/curso/x%201' },
    });
  });

  it('a non-assigned course is greyed for a non-administrator and says there is no access', () => {
    expect(estadoTarjeta(curso({ asignado: false }), estudiante)).toEqual({
      atenuada: true,
      accion: { tipo: 'sinAcceso' },
    });
  });

  it('administrators are never greyed out', () => {
    expect(estadoTarjeta(curso({ asignado: false }), admin).atenuada).toBe(false);
  });

  it('colours come from the course, and a missing text colour follows the background', () => {
    expect(coloresTarjeta(curso({ colorFondoTarjeta: '#FBDD7B', colorTextoTarjeta: '' }))).toEqual({
      fondo: '#FBDD7B',
      texto: '#172559',
    });
    // A stored white on #78A2EE (2.6:1) gives way to the dark text that reads (5.7:1, issue 16).
    expect(coloresTarjeta(curso())).toEqual({ fondo: '#78A2EE', texto: '#172559' });
    expect(coloresTarjeta(curso({ colorFondoTarjeta: '#172559' })).texto).toBe('#FFFFFF');
    // A background that is not #RRGGBB keeps the course's own text colour.
    expect(
      coloresTarjeta(curso({ colorFondoTarjeta: 'teal', colorTextoTarjeta: '#FFFFFF' })).texto,
    ).toBe('#FFFFFF');
  });

  it('progress is shown as an integer from 0 to 100', () => {
    expect(porcentajeVisible(66.9)).toBe(66);
    expect(porcentajeVisible(140)).toBe(100);
    expect(porcentajeVisible(-3)).toBe(0);
    expect(porcentajeVisible(Number.NaN)).toBe(0);
  });
});

describe('course flags (spec 6)', () => {
  it('follow the role: a learner only reads', () => {
    expect(accionesCursos(estudiante)).toEqual({
      crear: false,
      editar: false,
      eliminar: false,
      desactivar: false,
      asignar: false,
      editarLecciones: false,
    });
    expect(Object.values(accionesCursos(admin)).every(Boolean)).toBe(true);
  });

  it('editing lessons needs consultar and editar on multimedias', () => {
    const soloVer = {
      nombre: 'Tutor',
      permisos: matrizPermisos((v, op) => v === 'multimedias' && op === 'consultar'),
    };
    const editor = {
      nombre: 'Tutor',
      permisos: matrizPermisos(
        (v, op) => v === 'multimedias' && ['consultar', 'editar'].includes(op),
      ),
    };
    expect(accionesCursos(soloVer).editarLecciones).toBe(false);
    expect(accionesCursos(editor).editarLecciones).toBe(true);
  });
});

describe('side menu progress and unlocking', () => {
  it('overall progress is the mean of the assigned courses, rounded down', () => {
    const cursos = [
      curso({ overallProgress: 50 }),
      curso({ overallProgress: 25 }),
      curso({ overallProgress: 0 }),
      curso({ overallProgress: 100, asignado: false }),
    ];
    expect(progresoGeneral(cursos)).toBe(25);
    expect(progresoGeneral([curso({ overallProgress: 33 }), curso({ overallProgress: 34 })])).toBe(
      33,
    );
  });

  it('there is no overall progress without assigned courses', () => {
    expect(progresoGeneral([])).toBeNull();
    expect(progresoGeneral([curso({ asignado: false })])).toBeNull();
  });

  it("'Desbloquear mi curso' is for a non-administrator without any assigned course", () => {
    const ninguno = [curso({ asignado: false }), curso({ _id: 'c2', asignado: false })];
    expect(puedeDesbloquear(ninguno, estudiante)).toBe(true);
    expect(puedeDesbloquear([...ninguno, curso({ _id: 'c3' })], estudiante)).toBe(false);
    expect(puedeDesbloquear(ninguno, admin)).toBe(false);
    expect(puedeDesbloquear([], estudiante)).toBe(false);
  });

  it("'Desbloquear mi curso' from one page: the server's count of courses the user may open", () => {
    const pagina = { total: 1000, abiertos: 0, buscando: false };
    expect(puedeDesbloquearSegun(pagina, estudiante)).toBe(true);
    expect(puedeDesbloquearSegun({ ...pagina, abiertos: 1 }, estudiante)).toBe(false);
    expect(puedeDesbloquearSegun(pagina, admin)).toBe(false);
    expect(puedeDesbloquearSegun({ ...pagina, total: 0 }, estudiante)).toBe(false);
    // A search that matches nothing does not hide it.
    expect(puedeDesbloquearSegun({ ...pagina, total: 0, buscando: true }, estudiante)).toBe(true);
  });

  it('the assign dialog filters courses by code or name, ignoring case', () => {
    const cursos = [curso(), curso({ _id: 'c2', codigo: 'EXC02', nombre: 'Hojas de cálculo' })];
    expect(filtrarCursos(cursos, 'exc').map((c) => c._id)).toEqual(['c2']);
    expect(filtrarCursos(cursos, 'DIGITAL').map((c) => c._id)).toEqual(['c1']);
    expect(filtrarCursos(cursos, '  ')).toHaveLength(2);
  });
});

describe('side menu from one page of the list (issue 18)', () => {
  it('all the open courses fit: the menu lists them, with the exact overall progress', () => {
    const pagina = {
      data: [curso({ overallProgress: 40 }), curso({ _id: 'c2', overallProgress: 21 })],
      abiertos: 2,
    };
    expect(resumenMenu(pagina)).toEqual({
      asignados: pagina.data,
      abiertos: 2,
      hayMas: false,
      progreso: 30,
    });
  });

  it('a learner with more open courses than the page: a link to the rest, no partial mean', () => {
    const pagina = { data: [curso({ overallProgress: 100 }), curso({ _id: 'c2' })], abiertos: 12 };
    const r = resumenMenu(pagina);
    expect(r.asignados.map((c) => c._id)).toEqual(['c1', 'c2']);
    expect(r.hayMas).toBe(true);
    expect(r.abiertos).toBe(12);
    expect(r.progreso).toBeNull();
  });

  it('courses the learner may not open are not listed, nor counted in the progress', () => {
    const pagina = {
      data: [curso({ overallProgress: 60 }), curso({ _id: 'c2', asignado: false })],
      abiertos: 1,
    };
    expect(resumenMenu(pagina)).toMatchObject({ hayMas: false, progreso: 60 });
    expect(resumenMenu(pagina).asignados).toHaveLength(1);
  });

  it('before the answer, and for a learner with no course: nothing listed, no link', () => {
    expect(resumenMenu(undefined)).toEqual({
      asignados: [],
      abiertos: 0,
      hayMas: false,
      progreso: null,
    });
    expect(resumenMenu({ data: [curso({ asignado: false })], abiertos: 0 }).hayMas).toBe(false);
  });
});
