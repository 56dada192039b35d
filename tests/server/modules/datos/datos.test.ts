import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { crearCurso } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

describe.each(testDialects())('datos públicos (%s)', (dialect) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer(dialect);
  });
  afterAll(() => srv.close());

  it('GET /api/datos/municipios lists towns with institutions, Cartagena included, no session', async () => {
    const res = await srv.request('GET', '/api/datos/municipios');
    expect(res.status).toBe(200);
    const data = (res.body as { data: { nombre: string; instituciones: unknown[] }[] }).data;
    expect(data.length).toBeGreaterThan(1);
    expect(data.some((m) => /^Cartagena/.test(m.nombre))).toBe(true);
    expect(data.find((m) => m.nombre === 'Achí')?.instituciones).toContainEqual({
      nombrePunto: 'Biblioteca Pública Municipal de Achí',
    });
  });

  it('GET /api/datos/cursos-registro lists only active courses by codigo, card fields only', async () => {
    const b = await crearCurso(srv, { codigo: 'B-200', nombre: 'Segundo' });
    const a = await crearCurso(srv, { codigo: 'A-100', nombre: 'Primero' });
    await crearCurso(srv, { codigo: 'A-050', nombre: 'Inactivo', estado: 0 });
    const res = await srv.request('GET', '/api/datos/cursos-registro');
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown[] }).data).toEqual([
      {
        _id: a,
        codigo: 'A-100',
        nombre: 'Primero',
        colorFondoTarjeta: '#F7AB0F',
        colorTextoTarjeta: '#FFFFFF',
      },
      {
        _id: b,
        codigo: 'B-200',
        nombre: 'Segundo',
        colorFondoTarjeta: '#F7AB0F',
        colorTextoTarjeta: '#FFFFFF',
      },
    ]);
  });
});
