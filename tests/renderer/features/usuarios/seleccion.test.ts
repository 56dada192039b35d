import { describe, expect, it } from 'vitest';
import {
  SELECCION_VACIA,
  cantidadSeleccionada,
  claveFiltro,
  cuerpoSeleccion,
  estaMarcado,
  estadoPagina,
  ofrecerTodos,
  reducirSeleccion,
  type AccionSeleccion,
  type Seleccion,
} from '../../../../src/renderer/features/usuarios/seleccion';

const aplicar = (acciones: AccionSeleccion[], inicial: Seleccion = SELECCION_VACIA) =>
  acciones.reduce(reducirSeleccion, inicial);

const PAGINA = ['a', 'b', 'c'];

describe('bulk selection of users (issue 8)', () => {
  it('rows ticked one by one are sent as ids', () => {
    const s = aplicar([
      { tipo: 'marcar', id: 'a', marcado: true },
      { tipo: 'marcar', id: 'b', marcado: true },
      { tipo: 'marcar', id: 'a', marcado: false },
    ]);
    expect(s).toMatchObject({ modo: 'ids', ids: ['b'] });
    expect(estaMarcado(s, 'b')).toBe(true);
    expect(estaMarcado(s, 'a')).toBe(false);
    expect(estadoPagina(s, PAGINA)).toBe('mixed');
    expect(cantidadSeleccionada(s, 500)).toBe(1);
    expect(cuerpoSeleccion(s, { buscar: 'x' }, 500)).toEqual({ ids: ['b'] });
  });

  it('the header checkbox ticks and unticks the whole page without duplicates', () => {
    const s = aplicar([
      { tipo: 'marcar', id: 'b', marcado: true },
      { tipo: 'marcarPagina', ids: PAGINA, marcado: true },
    ]);
    expect(s).toMatchObject({ modo: 'ids', ids: ['b', 'a', 'c'] });
    expect(estadoPagina(s, PAGINA)).toBe(true);
    const vacia = reducirSeleccion(s, { tipo: 'marcarPagina', ids: PAGINA, marcado: false });
    expect(estadoPagina(vacia, PAGINA)).toBe(false);
    expect(cuerpoSeleccion(vacia, {}, 500)).toBeNull();
  });

  it('offers "all matching" only when the whole page is ticked and the filter matches more', () => {
    const pagina = aplicar([{ tipo: 'marcarPagina', ids: PAGINA, marcado: true }]);
    expect(ofrecerTodos(pagina, PAGINA, 3)).toBe(false);
    expect(ofrecerTodos(pagina, PAGINA, 40)).toBe(true);
    const parte = reducirSeleccion(pagina, { tipo: 'marcar', id: 'c', marcado: false });
    expect(ofrecerTodos(parte, PAGINA, 40)).toBe(false);
    const todos = reducirSeleccion(pagina, { tipo: 'seleccionarTodos' });
    expect(ofrecerTodos(todos, PAGINA, 40)).toBe(false);
  });

  it('all matching minus the rows unticked afterwards: filter, exclusions and the count seen', () => {
    const s = aplicar([
      { tipo: 'marcarPagina', ids: PAGINA, marcado: true },
      { tipo: 'seleccionarTodos' },
      { tipo: 'marcar', id: 'b', marcado: false },
      { tipo: 'marcar', id: 'z', marcado: false },
      { tipo: 'marcar', id: 'z', marcado: true },
    ]);
    expect(s).toMatchObject({ modo: 'todos', excluir: ['b'] });
    expect(estaMarcado(s, 'x-de-otra-pagina')).toBe(true);
    expect(estaMarcado(s, 'b')).toBe(false);
    expect(cantidadSeleccionada(s, 40)).toBe(39);
    expect(cuerpoSeleccion(s, { rol: 'r1', activo: true }, 40)).toEqual({
      filtro: { rol: 'r1', activo: true },
      excluir: ['b'],
      total: 40,
    });
    const pagina = reducirSeleccion(s, { tipo: 'marcarPagina', ids: PAGINA, marcado: false });
    expect(pagina).toMatchObject({ modo: 'todos', excluir: ['b', 'a', 'c'] });
    expect(cantidadSeleccionada(pagina, 40)).toBe(37);
  });

  it('"Quitar selección" empties it, back to ids mode', () => {
    const s = aplicar([{ tipo: 'seleccionarTodos' }, { tipo: 'limpiar' }]);
    expect(s).toMatchObject({ modo: 'ids', ids: [] });
    expect(cantidadSeleccionada(s, 40)).toBe(0);
  });

  it('a change of filter drops the selection; the same filter keeps it', () => {
    const clave = claveFiltro({ buscar: 'ana' });
    const s = aplicar([
      { tipo: 'filtro', clave },
      { tipo: 'seleccionarTodos' },
      { tipo: 'filtro', clave: claveFiltro({ buscar: 'ana' }) },
    ]);
    expect(s.modo).toBe('todos');
    const otra = reducirSeleccion(s, {
      tipo: 'filtro',
      clave: claveFiltro({ buscar: 'ana', activo: false }),
    });
    expect(otra).toMatchObject({ modo: 'ids', ids: [] });
  });

  it('filter keys tell apart role, state and search, and ignore key order', () => {
    expect(claveFiltro({ rol: 'r', buscar: 'x' })).toBe(claveFiltro({ buscar: 'x', rol: 'r' }));
    expect(claveFiltro({ activo: true })).not.toBe(claveFiltro({ activo: false }));
    expect(claveFiltro({})).not.toBe(claveFiltro({ activo: false }));
    expect(claveFiltro({ rol: 'r' })).not.toBe(claveFiltro({ buscar: 'r' }));
  });
});
