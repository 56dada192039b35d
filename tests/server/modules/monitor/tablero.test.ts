import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumenMonitor } from '@shared/api/monitor';
import { ConfigError, loadConfig } from '../../../../src/server/config';
import { crearCurso, tokenAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

const defaults = { webDir: null, cwd: '/tmp' };
const cargar = (valor: string) => loadConfig({ MONITOR_TABLERO_URL: valor }, defaults);

describe('MONITOR_TABLERO_URL (the external dashboard setting)', () => {
  it('accepts an http(s) address and keeps it as given', () => {
    expect(cargar('https://tablero.mompox.gov.co/public/dashboard/abc?tab=2').tableroMonitor).toBe(
      'https://tablero.mompox.gov.co/public/dashboard/abc?tab=2',
    );
    expect(cargar('http://10.0.0.5:3000/d/programa').tableroMonitor).toBe(
      'http://10.0.0.5:3000/d/programa',
    );
    expect(loadConfig({}, defaults).tableroMonitor).toBeUndefined();
  });

  it.each([
    ['https://admin:secreto@tablero.example.co/d/1', 'usuario ni contraseña'],
    ['https://admin@tablero.example.co/d/1', 'usuario ni contraseña'],
    ['https://tablero.example.co/d/1?token=abc', 'claves ni tokens'],
    ['https://tablero.example.co/d/1?api_key=abc', 'claves ni tokens'],
    ['https://tablero.example.co/d/1?Password=x', 'claves ni tokens'],
    ['ftp://tablero.example.co/', 'http(s)'],
    ['javascript:alert(1)', 'http(s)'],
    ['no es una url', 'http(s)'],
  ])('refuses %s at start', (valor, motivo) => {
    expect(() => cargar(valor)).toThrow(ConfigError);
    expect(() => cargar(valor)).toThrow(motivo);
    expect(() => cargar(valor)).toThrow(/^Configuración inválida \(MONITOR_TABLERO_URL\)/);
  });
});

describe.each(testDialects())('the monitor carries only the dashboard address (%s)', (dialect) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer(dialect, {
      tableroMonitor: 'https://tablero.example.co/d/programa',
    });
  });
  afterAll(() => srv.close());

  it("answers it in the course's summary", async () => {
    const curso = await crearCurso(srv, { codigo: 'TAB-1' });
    const res = await srv.request('GET', `/api/monitor/cursos/${curso}/resumen`, {
      token: await tokenAdmin(srv),
    });
    expect(res.status).toBe(200);
    const r = (res.body as { data: ResumenMonitor }).data;
    expect(r.tableroUrl).toBe('https://tablero.example.co/d/programa');
    expect(r).toMatchObject({ aprendices: 0, porcentajeIniciado: 0, medianaDiasCompletar: null });
  });
});
