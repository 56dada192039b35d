import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { FigurasHttp, LIMITES_DURACION } from '../../../src/server/http/figurasHttp';

/** The same answers, as prom-client's own Counter and Histogram counted them before. */
function conPromClient(respuestas: Respuesta[]): Registry {
  const registro = new Registry();
  const peticiones = new Counter({
    name: 'http_requests_total',
    help: 'Peticiones HTTP respondidas, por método, ruta y estado',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registro],
  });
  const duracion = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Tiempo de respuesta de las peticiones HTTP, en segundos',
    labelNames: ['method', 'route'],
    buckets: [...LIMITES_DURACION],
    registers: [registro],
  });
  for (const [method, route, estado, segundos] of respuestas) {
    peticiones.inc({ method, route, status_code: String(estado) });
    duracion.observe({ method, route }, segundos);
  }
  return registro;
}

function conFiguras(respuestas: Respuesta[]): { registro: Registry; figuras: FigurasHttp } {
  const registro = new Registry();
  const figuras = new FigurasHttp();
  figuras.registrarEn(registro);
  for (const [method, route, estado, segundos] of respuestas) {
    figuras.registrar(method, route, estado, segundos);
  }
  return { registro, figuras };
}

type Respuesta = [string, string, number, number];

const RESPUESTAS: Respuesta[] = [
  ['GET', '/health', 200, 0.0004],
  ['GET', '/health', 200, 0.005], // exactly on a bound: in that bucket, as prom-client
  ['GET', '/health', 200, 0.0051],
  ['POST', '/api/cursos/listar', 200, 0.02],
  ['POST', '/api/cursos/listar', 401, 0.001],
  ['POST', '/api/cursos/listar', 200, 12], // above every bound: only +Inf
  ['GET', '/api/file/:nombre', 206, 2.5],
  ['GET', 'no_encontrada', 404, 0.3],
  // Label values prom-client escapes (a pattern never holds these, the format must hold).
  ['GET', '/a"b\\c\nd', 200, 0.07],
];

describe('FigurasHttp', () => {
  it("reads on /metrics exactly as prom-client's Counter and Histogram did", async () => {
    const { registro } = conFiguras(RESPUESTAS);
    const texto = await registro.metrics();
    expect(texto).toBe(await conPromClient(RESPUESTAS).metrics());
    expect(texto).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/health"} 2',
    );
    expect(texto).toContain(
      'http_requests_total{method="POST",route="/api/cursos/listar",status_code="401"} 1',
    );
  });

  it('starts empty and empties on a registry reset, as before', async () => {
    const { registro } = conFiguras([]);
    expect(await registro.metrics()).toBe(await conPromClient([]).metrics());
    const lleno = conFiguras(RESPUESTAS);
    lleno.registro.resetMetrics();
    expect(await lleno.registro.metrics()).toBe(await conPromClient([]).metrics());
    lleno.figuras.registrar('GET', '/health', 200, 0.01);
    expect(await lleno.registro.metrics()).toBe(
      await conPromClient([['GET', '/health', 200, 0.01]]).metrics(),
    );
  });

  it('answers the same JSON (getMetricsAsJSON) for the counts and sums', async () => {
    const propio = await conFiguras(RESPUESTAS).registro.getMetricsAsJSON();
    const antes = await conPromClient(RESPUESTAS).getMetricsAsJSON();
    const resumen = (metricas: typeof antes) =>
      metricas.map((m) => ({
        name: m.name,
        type: m.type,
        values: m.values.map((v) => ({ labels: v.labels, value: v.value })),
      }));
    expect(resumen(propio)).toEqual(resumen(antes));
  });
});
