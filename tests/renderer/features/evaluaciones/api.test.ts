import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crearStore } from '../../../../src/renderer/app/store';
import { evaluacionesApi } from '../../../../src/renderer/features/evaluaciones/api';
import {
  conPreguntas,
  cuerpoEvaluacion,
  evaluacionVacia,
  preguntaVacia,
} from '../../../../src/renderer/features/evaluaciones/evaluacionForm';
import {
  alternarRespuesta,
  crearIntento,
  enviarIntento,
} from '../../../../src/renderer/features/evaluaciones/rendir';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { evaluacion, paraRendir } from './fixtures';

/** What the test server does with one request: answer JSON, or drop the connection. */
type Accion = { status: number; body: unknown } | 'cortar';

interface Recibida {
  url: string;
  body: unknown;
}

let server: Server;
let url = '';
const recibidas: Recibida[] = [];
/** Per path, the actions for the next requests (the last one repeats). */
const guion = new Map<string, Accion[]>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      const texto = Buffer.concat(partes).toString('utf8');
      const ruta = req.url ?? '';
      recibidas.push({ url: ruta, body: texto ? (JSON.parse(texto) as unknown) : undefined });
      const acciones = guion.get(ruta) ?? [];
      const accion = acciones.length > 1 ? acciones.shift() : acciones[0];
      if (!accion) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ ok: false, error: 'Recurso no encontrado.', code: 'NO_ENCONTRADO' }),
        );
      } else if (accion === 'cortar') {
        // A network failure after the request arrived: the client never hears back.
        req.socket.destroy();
      } else {
        res.writeHead(accion.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(accion.body));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  recibidas.length = 0;
  guion.clear();
});

function montar() {
  const platform = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  return crearStore({ platform, http: axios.create({ baseURL: url, timeout: 5000 }) });
}

const RESULTADOS = '/api/evaluaciones/resultados';
const LISTAR = '/api/evaluaciones/listar';
const resultado = {
  intentoId: 'i1',
  completada: true,
  puntajeTotal: 100,
  puntajeEstudiante: 50,
  correctas: 1,
  total: 2,
  aprobado: false,
  certificado: null,
  nuevo: true,
};

describe('sending an attempt', () => {
  it('a retry after a network error carries the same idIntento; the next attempt a new one', async () => {
    const store = montar();
    guion.set(RESULTADOS, ['cortar', { status: 200, body: { ok: true, data: resultado } }]);
    const enviar = (c: Parameters<typeof evaluacionesApi.endpoints.enviarResultados.initiate>[0]) =>
      store.dispatch(evaluacionesApi.endpoints.enviarResultados.initiate(c));
    const intento = crearIntento();
    const ev = paraRendir();
    const seleccion = alternarRespuesta({}, 'p1', 'a1', true);

    const primero = await enviarIntento(enviar, intento, ev, seleccion);
    expect('error' in primero).toBe(true);
    const segundo = await enviarIntento(enviar, intento, ev, seleccion);
    expect('data' in segundo && segundo.data.puntajeEstudiante).toBe(50);
    const tercero = await enviarIntento(enviar, intento, ev, seleccion);
    expect('data' in tercero).toBe(true);

    const cuerpos = recibidas.filter((r) => r.url === RESULTADOS).map((r) => r.body);
    expect(cuerpos).toHaveLength(3);
    const ids = cuerpos.map((b) => (b as { idIntento: string }).idIntento);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(cuerpos[0]).toEqual({
      evaluacionId: 'e1',
      idIntento: ids[0],
      respuestas: [
        { preguntaId: 'p1', respuestaIds: ['a1'] },
        { preguntaId: 'p2', respuestaIds: [] },
      ],
    });
  });

  it('refreshes the evaluation list once an attempt is graded', async () => {
    const store = montar();
    guion.set(LISTAR, [
      { status: 200, body: { ok: true, data: [evaluacion()], certificadoDisponible: false } },
    ]);
    guion.set(RESULTADOS, [{ status: 200, body: { ok: true, data: resultado } }]);
    const lista = store.dispatch(evaluacionesApi.endpoints.listarEvaluaciones.initiate(undefined));
    const primera = await lista;
    expect(primera.data?.evaluaciones.map((e) => e.codigo)).toEqual(['EV-ALF']);
    expect(primera.data?.certificadoDisponible).toBe(false);
    guion.set(LISTAR, [
      {
        status: 200,
        body: {
          ok: true,
          data: [evaluacion({ aprobado: true, intentos: 1 })],
          certificadoDisponible: true,
        },
      },
    ]);
    await store.dispatch(
      evaluacionesApi.endpoints.enviarResultados.initiate({
        evaluacionId: 'e1',
        idIntento: crearIntento().id,
        respuestas: [],
      }),
    );
    await expect
      .poll(
        () => evaluacionesApi.endpoints.listarEvaluaciones.select(undefined)(store.getState()).data,
      )
      .toMatchObject({ certificadoDisponible: true });
    expect(recibidas.filter((r) => r.url === LISTAR)).toHaveLength(2);
    lista.unsubscribe();
  });
});

describe('saving an evaluation', () => {
  it('sends the form body to /api/evaluaciones/nuevo; an update adds _id', async () => {
    const store = montar();
    const p = preguntaVacia();
    const v = conPreguntas({ ...evaluacionVacia(), curso: 'c1', codigo: 'EV', nombre: 'Final' }, [
      {
        ...p,
        descripcion: 'Uno',
        respuestas: [
          { clave: 'r1', texto: 'Sí', isCorrecta: true },
          { clave: 'r2', texto: 'No', isCorrecta: false },
        ],
      },
    ]);
    guion.set('/api/evaluaciones/nuevo', [
      {
        status: 400,
        body: { ok: false, error: 'Datos', code: 'VALIDACION', fields: { codigo: 'x' } },
      },
    ]);
    const r = await store.dispatch(
      evaluacionesApi.endpoints.nuevaEvaluacion.initiate(cuerpoEvaluacion(v)),
    );
    expect(r.error).toMatchObject({ status: 400, data: { fields: { codigo: 'x' } } });
    expect(recibidas.at(-1)).toEqual({
      url: '/api/evaluaciones/nuevo',
      body: {
        curso: 'c1',
        codigo: 'EV',
        nombre: 'Final',
        descripcion: '',
        puntajeMinimo: 1,
        mostrarRespuestas: 'alAprobar',
        intentosPermitidos: null,
        esperaMinutos: 10,
        barajarPreguntas: true,
        barajarRespuestas: true,
        preguntasPorIntento: null,
        preguntas: [
          {
            descripcion: 'Uno',
            respuestas: [
              { texto: 'Sí', isCorrecta: true },
              { texto: 'No', isCorrecta: false },
            ],
          },
        ],
      },
    });
    await store.dispatch(
      evaluacionesApi.endpoints.actualizarEvaluacion.initiate({
        ...cuerpoEvaluacion(v),
        _id: 'e9',
      }),
    );
    expect(recibidas.at(-1)).toMatchObject({
      url: '/api/evaluaciones/actualizar',
      body: { _id: 'e9', codigo: 'EV' },
    });
  });
});
