import type { APIRequestContext } from '@playwright/test';
import { llamar } from './api';

interface RespuestaProgreso {
  progreso: { porcentaje: number; progreso: string };
  limite: { porcentajeMaximo: number; completableDesde: string } | null;
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Completes a lesson through the API the way real time allows it (docs/progreso.md): the
 * lesson is opened as the player does (that starts the server's clock), a report of 100 %
 * is sent, and while the server stores less it waits until `completableDesde` and sends it
 * again. For journeys whose subject is not the player (the e2e server runs on this machine,
 * so its clock is ours). The demo course takes about 11 s in all.
 */
export async function completarLeccionApi(
  request: APIRequestContext,
  token: string,
  usuarioId: string,
  leccionId: string,
): Promise<void> {
  await llamar(request, token, 'GET', `/api/multimedias/${leccionId}`);
  for (let intento = 0; intento < 10; intento += 1) {
    const r = await llamar<RespuestaProgreso>(
      request,
      token,
      'POST',
      '/api/usuarios/agregarprogreso',
      {
        _id: usuarioId,
        progreso_multimedia: {
          id: leccionId,
          progreso: 'completado',
          porcentaje: 100,
          fecha: new Date().toISOString(),
        },
      },
    );
    if (r.progreso.progreso === 'completado' || !r.limite) return;
    const falta = Date.parse(r.limite.completableDesde) - Date.now();
    await espera(Math.min(60_000, Math.max(250, falta + 250)));
  }
  throw new Error(`La lección ${leccionId} no llegó al 100 %`);
}
