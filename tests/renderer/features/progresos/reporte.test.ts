import { routes } from '@shared/api';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../../src/renderer/app/apiError';
import {
  cuerpoReporte,
  enviarConReintento,
  esperaTrasAcotado,
  estadoDePorcentaje,
  leerRespuesta,
  type CuerpoReporte,
} from '../../../../src/renderer/features/progresos/reporte';

const sinConexion: ApiFailure = {
  status: 0,
  data: { ok: false, error: 'Sin conexión', code: 'SIN_CONEXION' },
};
const bloqueada: ApiFailure = {
  status: 403,
  data: { ok: false, error: 'Termina 1.1', code: 'LECCION_BLOQUEADA' },
};

describe('progress report', () => {
  it('builds the body the server validates', () => {
    const cuerpo = cuerpoReporte(
      'u1',
      'm1',
      37.9,
      new Date('2026-11-21T10:00:00.000Z'),
      '0b7f3c2e-3a55-4c1e-9d1e-5b2f3f7a9c11',
    );
    expect(cuerpo).toEqual({
      _id: 'u1',
      progreso_multimedia: {
        id: 'm1',
        progreso: 'iniciado',
        porcentaje: 37,
        fecha: '2026-11-21T10:00:00.000Z',
      },
      idReporte: '0b7f3c2e-3a55-4c1e-9d1e-5b2f3f7a9c11',
    });
    expect(routes['progresos.agregar'].body.safeParse(cuerpo).success).toBe(true);
    // A fresh UUID per report by default.
    const a = cuerpoReporte('u1', 'm1', 10);
    const b = cuerpoReporte('u1', 'm1', 10);
    expect(a.idReporte).not.toBe(b.idReporte);
    expect(routes['progresos.agregar'].body.safeParse(a).success).toBe(true);
  });

  it('maps percents to states', () => {
    expect(estadoDePorcentaje(0)).toBe('no-iniciado');
    expect(estadoDePorcentaje(1)).toBe('iniciado');
    expect(estadoDePorcentaje(100)).toBe('completado');
    expect(cuerpoReporte('u1', 'm1', 120).progreso_multimedia).toMatchObject({
      progreso: 'completado',
      porcentaje: 100,
    });
  });

  it('retries once after a network error with the SAME idReporte', async () => {
    const enviados: CuerpoReporte[] = [];
    const r = await enviarConReintento(cuerpoReporte('u1', 'm1', 50), async (c) => {
      enviados.push(c);
      return enviados.length === 1 ? { error: sinConexion } : { data: 'ok' };
    });
    expect(r).toEqual({ data: 'ok' });
    expect(enviados).toHaveLength(2);
    expect(enviados[1]?.idReporte).toBe(enviados[0]?.idReporte);
    expect(enviados[1]).toEqual(enviados[0]);
  });

  it('retries only once, and never after a server answer', async () => {
    let llamadas = 0;
    const r = await enviarConReintento(cuerpoReporte('u1', 'm1', 50), async () => {
      llamadas++;
      return { error: sinConexion };
    });
    expect(llamadas).toBe(2);
    expect(r.error).toEqual(sinConexion);

    llamadas = 0;
    const r2 = await enviarConReintento(cuerpoReporte('u1', 'm1', 50), async () => {
      llamadas++;
      return { error: bloqueada };
    });
    expect(llamadas).toBe(1);
    expect(r2.error?.data.code).toBe('LECCION_BLOQUEADA');
  });
});

describe("the server's answer is what counts (issue 13)", () => {
  it('a report stored lower is sent again: the client counts what the server has', () => {
    // Sent 100, the server's real-time bound stored 62.
    expect(leerRespuesta(100, 100, { progreso: 'iniciado', porcentaje: 62 })).toEqual({
      enServidor: 62,
      acotado: true,
      enviado: 62,
    });
    // Stored in full.
    expect(leerRespuesta(100, 100, { progreso: 'completado', porcentaje: 100 })).toEqual({
      enServidor: 100,
      acotado: false,
      enviado: 100,
    });
  });

  it('a lesson done before is not reported again; a late lower answer takes nothing back', () => {
    // First report of a new opening (3 %): the server already has the lesson complete.
    expect(leerRespuesta(3, 3, { progreso: 'completado', porcentaje: 100 }).enviado).toBe(100);
    // The answer to 40 arrives after 90 was sent: 90 stays sent.
    expect(leerRespuesta(90, 40, { progreso: 'iniciado', porcentaje: 40 })).toEqual({
      enServidor: 40,
      acotado: false,
      enviado: 90,
    });
  });

  it('waits until the server says completion is accepted, within 2–10 s', () => {
    const ahora = Date.parse('2026-11-25T10:00:00.000Z');
    expect(esperaTrasAcotado('2026-11-25T10:00:04.000Z', ahora)).toBe(4500);
    expect(esperaTrasAcotado('2026-11-25T10:00:00.000Z', ahora)).toBe(2000);
    expect(esperaTrasAcotado('2026-11-25T10:05:00.000Z', ahora)).toBe(10_000);
    expect(esperaTrasAcotado(null, ahora)).toBe(2000);
    expect(esperaTrasAcotado('no es fecha', ahora)).toBe(2000);
  });
});
