import { describe, expect, it } from 'vitest';
import { estadoOfflineSchema } from '@shared/bridge';
import { offlineWeb } from '../../../src/renderer/platform/web/offline';

/**
 * The browser's offline area (src/renderer/platform/web/offline.ts). Kept beside the main
 * outbox tests because it is the other half of the same contract; it touches no DOM.
 */
describe('offlineWeb', () => {
  it('caches nothing and keeps no outbox', async () => {
    expect(await offlineWeb.guardarCache({ usuarioId: 'u1', clave: 'k', valor: 1 })).toBeNull();
    expect(await offlineWeb.leerCache({ usuarioId: 'u1', clave: 'k' })).toBeNull();
    // Writes are queued only by main's centre shell (docs/architecture.md, offline policy
    // table): there is no bridge channel a page could use to queue one.
    expect(Object.keys(offlineWeb).sort()).toEqual([
      'estado',
      'guardarCache',
      'leerCache',
      'olvidarUsuario',
      'sincronizar',
    ]);
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
