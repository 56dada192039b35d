import { describe, expect, it } from 'vitest';
import { nuevoComentarioSchema } from '@shared/api/comentarios';
import { pendienteSchema } from '@shared/bridge';
import { crearPendiente } from '../../../src/main/services/offline/pendientes';

const UUID = '3f1e2d4c-5b6a-4789-8abc-def012345678';
const ITEM = '3f1e2d4c-5b6a-4789-8abc-def012345678';
const DEL_CLIENTE = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const ahora = new Date('2026-11-21T09:00:00.000Z');

function respuesta(data: object) {
  return crearPendiente(
    'comentarios.crear',
    { url: '/api/comentarios', method: 'POST', data },
    'u1',
    ahora,
    () => ITEM,
  );
}

describe('outbox item of a forum reply', () => {
  it('carries the item id as idCliente, so a replay posts the reply once', () => {
    const cuerpo = { multimedia: 'm1', parentId: 't1', texto: 'hola' };
    const p = respuesta(cuerpo);
    expect(p).toEqual({
      id: ITEM,
      usuarioId: 'u1',
      tipo: 'respuestaForo',
      metodo: 'POST',
      ruta: '/api/comentarios',
      cuerpo: { ...cuerpo, idCliente: ITEM },
      creadoEn: '2026-11-21T09:00:00.000Z',
    });
    expect(cuerpo).not.toHaveProperty('idCliente'); // the request's own body is left as it was
    // Both ends accept it: the bridge's item and the server's creation body.
    expect(pendienteSchema.safeParse(p).success).toBe(true);
    expect(nuevoComentarioSchema.parse(p?.cuerpo)).toMatchObject({ idCliente: ITEM });
  });

  it("keeps the online attempt's idCliente as the item id", () => {
    const p = respuesta({
      multimedia: 'm1',
      parentId: 't1',
      texto: 'hola',
      idCliente: DEL_CLIENTE,
    });
    expect(p?.id).toBe(DEL_CLIENTE);
    expect(p?.cuerpo).toMatchObject({ idCliente: DEL_CLIENTE });
  });

  it('replaces an idCliente that is not a UUID with the item id', () => {
    const p = respuesta({ multimedia: 'm1', parentId: 't1', texto: 'hola', idCliente: 'x' });
    expect(p?.id).toBe(ITEM);
    expect(p?.cuerpo).toMatchObject({ idCliente: ITEM });
  });

  it('leaves a rating body untouched (setting the same value twice is harmless)', () => {
    const data = { multimediaFields: { calificacion: 'like' } };
    const p = crearPendiente(
      'multimedias.patch',
      { url: '/api/multimedias/m1', method: 'PATCH', data },
      'u1',
      ahora,
      () => ITEM,
    );
    expect(p).toMatchObject({ id: ITEM, tipo: 'calificacion', cuerpo: data });
    expect(p?.cuerpo).not.toHaveProperty('idCliente');
  });
});

// Moved from the renderer's offline rules (issue 14): the outbox item is made in main now.
describe('outbox items', () => {
  const ahora = new Date('2026-11-21T09:00:00.000Z');
  it('a progress report keeps its idReporte as the item id', () => {
    const cuerpo = { _id: 'u1', progreso_multimedia: { id: 'm1' }, idReporte: UUID };
    const p = crearPendiente(
      'progresos.agregar',
      { url: '/api/usuarios/agregarprogreso', method: 'POST', data: cuerpo },
      'u1',
      ahora,
    );
    expect(p).toEqual({
      id: UUID,
      usuarioId: 'u1',
      tipo: 'progreso',
      metodo: 'POST',
      ruta: '/api/usuarios/agregarprogreso',
      cuerpo,
      creadoEn: '2026-11-21T09:00:00.000Z',
    });
  });

  it('a rating and a reply get a fresh id; a view or a new topic may not wait', () => {
    const nuevo = () => UUID;
    const patch = (multimediaFields: object) =>
      crearPendiente(
        'multimedias.patch',
        { url: '/api/multimedias/m1', method: 'PATCH', data: { multimediaFields } },
        'u1',
        ahora,
        nuevo,
      );
    expect(patch({ calificacion: null })?.tipo).toBe('calificacion');
    expect(patch({ visto: true })).toBeNull();
    const comentario = (data: object) =>
      crearPendiente(
        'comentarios.crear',
        { url: '/api/comentarios', method: 'POST', data },
        'u1',
        ahora,
        nuevo,
      );
    expect(comentario({ multimedia: 'm1', parentId: 't1', texto: 'hola' })).toMatchObject({
      id: UUID,
      tipo: 'respuestaForo',
    });
    expect(comentario({ multimedia: 'm1', titulo: 'T', texto: 'x' })).toBeNull();
    expect(
      crearPendiente('cursos.listar', { url: '/api/cursos/listar', method: 'POST' }, 'u1'),
    ).toBeNull();
  });
});
