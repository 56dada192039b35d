import { describe, expect, it } from 'vitest';
import { estadoOfflineSchema } from '@shared/bridge';
import { MENSAJE_SIN_COLA_WEB, offlineWeb } from '../../../src/renderer/platform/web/offline';

/**
 * The browser's offline area (src/renderer/platform/web/offline.ts). Kept beside the main
 * outbox tests because it is the other half of the same contract; it touches no DOM.
 */
describe('offlineWeb', () => {
  it('caches nothing and says plainly that offline writes are not kept', async () => {
    expect(await offlineWeb.guardarCache({ usuarioId: 'u1', clave: 'k', valor: 1 })).toBeNull();
    expect(await offlineWeb.leerCache({ usuarioId: 'u1', clave: 'k' })).toBeNull();
    await expect(
      offlineWeb.encolar({
        id: '11111111-1111-4111-8111-111111111111',
        usuarioId: 'u1',
        tipo: 'progreso',
        metodo: 'POST',
        ruta: '/api/usuarios/agregarprogreso',
        cuerpo: {},
        creadoEn: '2026-11-20T10:00:00.000Z',
      }),
    ).rejects.toThrow(MENSAJE_SIN_COLA_WEB);
    const estado = await offlineWeb.estado({ usuarioId: 'u1' });
    expect(estadoOfflineSchema.parse(estado)).toEqual({
      pendientes: 0,
      rechazados: [],
      ultimaSincronizacion: null,
      sincronizando: false,
    });
    expect(await offlineWeb.sincronizar({ usuarioId: 'u1', token: 't' })).toEqual(estado);
    expect(await offlineWeb.olvidarUsuario({ usuarioId: 'u1' })).toEqual({
      olvidado: true,
      pendientes: 0,
    });
  });
});
