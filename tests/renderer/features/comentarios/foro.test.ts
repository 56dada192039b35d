import { describe, expect, it } from 'vitest';
import { LIMITE_RESPUESTA, MENSAJES_FORO, nuevoComentarioSchema, type Tema } from '@shared/api';
import { recursos } from '../../../../src/renderer/i18n';
import { fechaDetalle, fechaLista } from '../../../../src/renderer/features/comentarios/fechasForo';
import {
  ANCHO_APILADO_PX,
  SELECCION_INICIAL,
  TEMA_VACIO,
  contadorRespuesta,
  cuerpoNuevoTema,
  cuerpoRespuesta,
  nombreAutor,
  ordenarRespuestas,
  ordenarTemas,
  reemplazarTema,
  seleccionarTema,
  temaSeleccionado,
  validarNuevoTema,
  recortarRespuesta,
  validarRespuesta,
  type Respuesta,
} from '../../../../src/renderer/features/comentarios/foro';

const ID = (n: number) => `00000000000000000000000${n}`.slice(-24);

function tema(n: number, extra: Partial<Tema> = {}): Tema {
  return {
    _id: ID(n),
    multimedia: ID(99),
    titulo: `Tema ${n}`,
    contenido: 'Contenido',
    autor: 'Ana',
    pinned: false,
    vistas: 0,
    timestamp: `2026-11-0${n}T10:00:00.000Z`,
    respuestas: [],
    puedeEditar: false,
    puedeEliminar: false,
    ...extra,
  };
}

function respuesta(n: number, timestamp: string, nombre: string | null = 'Luis'): Respuesta {
  return {
    _id: ID(50 + n),
    texto: `Respuesta ${n}`,
    timestamp,
    user: { _id: nombre ? ID(70) : null, nombre },
    puedeEditar: false,
    puedeEliminar: false,
  };
}

const es = recursos.es.translation.comentarios;

describe('forum topics (spec 2, Foro de Discusión)', () => {
  it('lists pinned topics first, then the newest', () => {
    const lista = [tema(1), tema(3), tema(2, { pinned: true }), tema(4)];
    expect(ordenarTemas(lista).map((t) => t.titulo)).toEqual([
      'Tema 2',
      'Tema 4',
      'Tema 3',
      'Tema 1',
    ]);
    // The input is not changed.
    expect(lista[0]?.titulo).toBe('Tema 1');
  });

  it('shows replies oldest first', () => {
    const r = [
      respuesta(1, '2026-11-05T10:00:00.000Z'),
      respuesta(2, '2026-11-03T10:00:00.000Z'),
      respuesta(3, '2026-11-04T10:00:00.000Z'),
    ];
    expect(ordenarRespuestas(r).map((x) => x.texto)).toEqual([
      'Respuesta 2',
      'Respuesta 3',
      'Respuesta 1',
    ]);
  });

  it('selects one topic at a time and counts a view once per topic per session', () => {
    const a = seleccionarTema(SELECCION_INICIAL, ID(1));
    expect(a).toEqual({ estado: { seleccionadoId: ID(1), vistos: [ID(1)] }, marcarVisto: true });
    const b = seleccionarTema(a.estado, ID(2));
    expect(b.estado.seleccionadoId).toBe(ID(2));
    expect(b.marcarVisto).toBe(true);
    const c = seleccionarTema(b.estado, ID(1));
    expect(c.estado.seleccionadoId).toBe(ID(1));
    expect(c.marcarVisto).toBe(false);
    expect(c.estado.vistos).toEqual([ID(1), ID(2)]);
    const d = seleccionarTema(c.estado, ID(1));
    expect(d.marcarVisto).toBe(false);
    // A new dialog session starts from nothing.
    expect(seleccionarTema(SELECCION_INICIAL, ID(1)).marcarVisto).toBe(true);
  });

  it('finds the selected topic, and none when it was deleted or nothing is selected', () => {
    const lista = [tema(1), tema(2)];
    expect(temaSeleccionado(lista, ID(2))?.titulo).toBe('Tema 2');
    expect(temaSeleccionado(lista, null)).toBeNull();
    expect(temaSeleccionado([tema(1)], ID(2))).toBeNull();
    expect(es.sinSeleccion).toBe('Selecciona un tema de la lista para ver su detalle.');
  });

  it('replaces a topic answered by PATCH (its new view count) keeping the rest', () => {
    const lista = [tema(1), tema(2)];
    const nueva = reemplazarTema(lista, tema(2, { vistas: 5 }));
    expect(nueva.map((t) => t.vistas)).toEqual([0, 5]);
    expect(lista[1]?.vistas).toBe(0);
  });
});

describe('authors and dates', () => {
  it("shows 'Desconocido' when the author has no name", () => {
    expect(nombreAutor(null)).toBe('Desconocido');
    expect(nombreAutor('  ')).toBe('Desconocido');
    expect(nombreAutor(undefined, 'Unknown')).toBe('Unknown');
    expect(nombreAutor(' Ana ')).toBe('Ana');
    expect(es.desconocido).toBe(MENSAJES_FORO.autorDesconocido);
  });

  it('formats the list date as DD/MM/YY and the detail as DD/MM/YY HH:mm:ss', () => {
    const local = new Date(2026, 10, 21, 9, 5, 7).toISOString();
    expect(fechaLista(local)).toBe('21/11/26');
    expect(fechaDetalle(local)).toBe('21/11/26 09:05:07');
    expect(fechaLista('no es fecha')).toBe('');
  });
});

describe('reply form', () => {
  it("counts characters as 'n/500'", () => {
    expect(contadorRespuesta('hola')).toEqual({ n: 4, max: 500, excedido: false, alLimite: false });
    expect(contadorRespuesta('x'.repeat(501)).excedido).toBe(true);
    // Issue 16: at exactly 500 the counter is red (alLimite) but nothing is over.
    expect(contadorRespuesta('x'.repeat(500))).toMatchObject({ alLimite: true, excedido: false });
    expect(contadorRespuesta('x'.repeat(499)).alLimite).toBe(false);
    expect(recursos.es.translation.comun.contador).toBe('{{n}}/{{max}}');
  });

  it('the reply box stops at 500: typing or pasting more keeps the first 500 (issue 16)', () => {
    const lleno = 'a'.repeat(LIMITE_RESPUESTA);
    expect(recortarRespuesta('', 'b'.repeat(510))).toBe('b'.repeat(500));
    expect(recortarRespuesta(lleno, `${lleno}zzzzzzzzzz`)).toBe(lleno);
    expect(recortarRespuesta('hola', 'hola!')).toBe('hola!');
    // An old reply over the limit can be edited down, never up.
    const viejo = 'v'.repeat(520);
    expect(recortarRespuesta(viejo, viejo.slice(0, 519))).toHaveLength(519);
    expect(recortarRespuesta(viejo, `${viejo}x`)).toHaveLength(520);
  });

  it('cannot send an empty reply or one over 500 characters', () => {
    expect(validarRespuesta('')).toBe('vacia');
    expect(validarRespuesta('   \n')).toBe('vacia');
    expect(validarRespuesta('x'.repeat(LIMITE_RESPUESTA))).toBeNull();
    expect(validarRespuesta('x'.repeat(LIMITE_RESPUESTA + 1))).toBe('respuestaLarga');
    expect(es.validacion.respuestaLarga).toBe(MENSAJES_FORO.respuestaLarga);
  });

  it("builds a reply the server's schema accepts", () => {
    const cuerpo = cuerpoRespuesta(ID(99), ID(1), '  Gracias  ');
    expect(cuerpo).toEqual({ multimedia: ID(99), parentId: ID(1), texto: 'Gracias' });
    expect(nuevoComentarioSchema.safeParse(cuerpo).success).toBe(true);
  });
});

describe('new topic form', () => {
  it("asks for both title and content with the spec's message", () => {
    expect(validarNuevoTema(TEMA_VACIO)).toBe('temaIncompleto');
    expect(validarNuevoTema({ ...TEMA_VACIO, titulo: 'Hola' })).toBe('temaIncompleto');
    expect(validarNuevoTema({ ...TEMA_VACIO, contenido: 'Texto' })).toBe('temaIncompleto');
    expect(validarNuevoTema({ titulo: ' ', contenido: 'Texto', pinned: false })).toBe(
      'temaIncompleto',
    );
    expect(validarNuevoTema({ titulo: 'Hola', contenido: 'Texto', pinned: true })).toBeNull();
    expect(es.validacion.temaIncompleto).toBe('Completa los campos de Título y Contenido');
    expect(es.validacion.temaIncompleto).toBe(MENSAJES_FORO.temaIncompleto);
  });

  it("builds a topic the server's schema accepts, with 'Fijar'", () => {
    const cuerpo = cuerpoNuevoTema(ID(99), {
      titulo: ' Bienvenida ',
      contenido: 'Hola',
      pinned: true,
    });
    expect(cuerpo).toEqual({
      multimedia: ID(99),
      titulo: 'Bienvenida',
      texto: 'Hola',
      pinned: true,
    });
    expect(nuevoComentarioSchema.safeParse(cuerpo).success).toBe(true);
  });

  it('stacks the columns at 600 px or less', () => {
    expect(ANCHO_APILADO_PX).toBe(600);
  });
});
