import { describe, expect, it } from 'vitest';
import { esSinConexion } from '../../../../src/renderer/app/apiError';
import { vistaSincronizacion } from '../../../../src/renderer/features/offline/vista';

const UUID = '3f1e2d4c-5b6a-4789-8abc-def012345678';

describe('offline detection', () => {
  const falla = (status: number, code: string) => ({
    status,
    data: { ok: false as const, error: 'x', code },
  });
  it('is no answer at all, or the shell server saying the centre is unreachable', () => {
    expect(esSinConexion(falla(0, 'SIN_CONEXION'))).toBe(true);
    expect(esSinConexion(falla(503, 'NO_DISPONIBLE'))).toBe(true);
    expect(esSinConexion(falla(0, 'CANCELADA'))).toBe(false);
    expect(esSinConexion(falla(500, 'ERROR_INTERNO'))).toBe(false);
    expect(esSinConexion(falla(401, 'TOKEN_INVALIDO'))).toBe(false);
  });
});

describe('sync state view model', () => {
  it('shows nothing on the web, and badge, count, last sync and refusals on desktop', () => {
    expect(vistaSincronizacion(false, true, null).visible).toBe(false);
    expect(vistaSincronizacion(true, false, null).visible).toBe(false);
    const v = vistaSincronizacion(true, true, {
      pendientes: 2,
      rechazados: [
        {
          id: UUID,
          tipo: 'respuestaForo',
          motivo: 'El tema ya no existe.',
          creadoEn: '2026-11-21T09:00:00',
        },
      ],
      ultimaSincronizacion: '2026-11-21T09:30:05',
      sincronizando: false,
    });
    expect(v).toMatchObject({
      visible: true,
      sinConexion: true,
      pendientes: 2,
      ultima: '21/11/26 09:30:05',
    });
    expect(v.rechazados).toEqual([
      {
        id: UUID,
        tipo: 'respuestaForo',
        motivo: 'El tema ya no existe.',
        fecha: '21/11/26 09:00:00',
      },
    ]);
  });
});
