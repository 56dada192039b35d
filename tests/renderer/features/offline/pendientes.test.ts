import { describe, expect, it } from 'vitest';
import { nuevoComentarioSchema } from '@shared/api/comentarios';
import { pendienteSchema } from '@shared/bridge';
import { crearPendiente } from '../../../../src/renderer/features/offline/pendientes';

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
