import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TarjetaMapa as Tarjeta } from '@shared/api';
import { mapasApi } from '../../../../src/renderer/features/mapas/api';
import { TarjetaMapa } from '../../../../src/renderer/features/mapas/components/TarjetaMapa';
import { revisionDe, valorBarra } from '../../../../src/renderer/features/mapas/mapas';
import { USUARIO } from '../auth/servidorDePrueba';
import { iniciarServidor, montarStore } from '../certificados/apoyo';
import { renderizar, texto } from '../evaluaciones/render';

/** 21 Nov 2026 09:05:07 local time: shown 21/11/26 09:05:07 in any time zone. */
const CUANDO = new Date(2026, 10, 21, 9, 5, 7).toISOString();

function tarjeta(cambios: Partial<Tarjeta> = {}): Tarjeta {
  return {
    _id: 'c1',
    codigo: 'ALF01',
    nombre: 'Alfabetización digital',
    activo: true,
    ultimaRevision: CUANDO,
    ultimaEdicion: CUANDO,
    aprendices: 4,
    completados: 1,
    porcentajeCompletado: 25,
    ...cambios,
  };
}

const pintar = (t: Tarjeta) => renderizar(<TarjetaMapa tarjeta={t} onAbrir={() => undefined} />);

describe('maps: a course card (issue 15)', () => {
  it('shows name, code, status chip, last review, learners and % completed', () => {
    const html = pintar(tarjeta());
    // The whole card is one button named by its content, which starts with the course it
    // opens (screen readers only; the visible name repeats it): no aria-label hiding the rest.
    expect(texto(html)).toBe(
      'Abrir el curso Alfabetización digital Alfabetización digital Activo ALF01 Última revisión: 21/11/26 09:05:07 4 aprendices Completado: 25 % 1 de 4 terminaron el curso',
    );
    expect(html).not.toContain('aria-label=');
  });

  it('an inactive course without activity, one learner', () => {
    const t = texto(
      pintar(
        tarjeta({
          activo: false,
          ultimaRevision: null,
          aprendices: 1,
          completados: 0,
          porcentajeCompletado: 0,
        }),
      ),
    );
    expect(t).toContain('Inactivo');
    expect(t).toContain('Última revisión: sin actividad');
    expect(t).toContain('1 aprendiz ');
    expect(t).toContain('Completado: 0 %');
  });

  it('pure rules: review line and bar value', () => {
    expect(revisionDe({ ultimaRevision: null })).toEqual({ clave: 'mapas.sinActividad' });
    expect(revisionDe({ ultimaRevision: CUANDO })).toEqual({
      clave: 'mapas.ultimaRevision',
      fecha: '21/11/26 09:05:07',
    });
    expect(valorBarra({ porcentajeCompletado: 50 })).toBe(0.5);
    expect(valorBarra({ porcentajeCompletado: 140 })).toBe(1);
  });
});

describe('maps: the query asks buscar with the filter and keeps the cards', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  beforeAll(async () => {
    servidor = await iniciarServidor();
  });
  afterAll(() => servidor.cerrar());

  it('POST /api/mapas/mapas/buscar with the token and the filter', async () => {
    servidor.responder('POST /api/mapas/mapas/buscar', {
      status: 200,
      body: { ok: true, data: [tarjeta()] },
    });
    const store = montarStore(servidor.url, USUARIO);
    const r = await store.dispatch(
      mapasApi.endpoints.mapas.initiate({ estado: 'activos', texto: 'alf' }),
    );
    expect(r.data).toEqual([tarjeta()]);
    expect(servidor.recibidas.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/mapas/mapas/buscar',
      authorization: 'Bearer tok-1',
      body: { estado: 'activos', texto: 'alf' },
    });
  });

  it('a refusal surfaces the server’s Spanish message', async () => {
    servidor.responder('POST /api/mapas/mapas/buscar', {
      status: 403,
      body: { ok: false, code: 'SIN_PERMISO', error: 'Error no tiene permisos suficientes' },
    });
    const store = montarStore(servidor.url, USUARIO);
    const r = await store.dispatch(mapasApi.endpoints.mapas.initiate({ estado: 'todos' }));
    expect(r.error).toMatchObject({
      status: 403,
      data: { error: 'Error no tiene permisos suficientes' },
    });
  });
});
