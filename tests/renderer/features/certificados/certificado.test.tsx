import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CERTIFICADO, MENSAJES_CERTIFICADO } from '@shared/domain/evaluaciones';
import { aApiFailure } from '../../../../src/renderer/app/apiError';
import { certificadosApi } from '../../../../src/renderer/features/certificados/api';
import {
  CONSULTA_MOVIL,
  descargarCertificado,
  desviar,
  desvioCertificado,
  otrosCertificados,
  type MotivoDesvio,
} from '../../../../src/renderer/features/certificados/certificado';
import { VistaCertificado } from '../../../../src/renderer/features/certificados/components/VistaCertificado';
import { sha256Hex } from '../../../../src/renderer/features/certificados/verificacion';
import { selectSesionActiva } from '../../../../src/renderer/features/auth/sessionSlice';
import i18n from '../../../../src/renderer/i18n';
import { USUARIO } from '../auth/servidorDePrueba';
import { certificado, html, iniciarServidor, montarStore, texto } from './apoyo';

let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
beforeAll(async () => {
  servidor = await iniciarServidor();
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  servidor.recibidas.length = 0;
});

/** Follows the guard the way the page does, recording the toast and the navigation. */
function seguirGuardia(motivo: MotivoDesvio, trasLogin = false) {
  const avisos: string[] = [];
  const rutas: string[] = [];
  desviar(motivo, {
    trasLogin,
    avisar: (m) => avisos.push(m),
    navegar: (ruta, { replace }) => rutas.push(`${ruta}${replace ? ' (replace)' : ''}`),
    traducir: (clave) => i18n.t(clave, { lng: 'es' }),
  });
  return { avisos, rutas };
}

async function pedirMiCertificado(status: number, body: unknown) {
  servidor.responder('GET /api/certificados/mio', { status, body });
  const store = montarStore(servidor.url, USUARIO);
  const r = await store.dispatch(certificadosApi.endpoints.miCertificado.initiate(undefined));
  return r;
}

describe('certificate page guard (spec 4 and 8)', () => {
  it('403 SIN_APROBACION: "Aún no has aprobado ninguna evaluación." and then /401', async () => {
    const r = await pedirMiCertificado(403, {
      ok: false,
      error: MENSAJES_CERTIFICADO.sinAprobacion,
      code: 'SIN_APROBACION',
    });
    const motivo = desvioCertificado(aApiFailure(r.error), true);
    expect(motivo).toBe('sinAprobacion');
    expect(seguirGuardia(motivo ?? 'sinSesion')).toEqual({
      avisos: ['Aún no has aprobado ninguna evaluación.'],
      rutas: ['/401 (replace)'],
    });
  });

  it('no session, or the API answering 401: "No se ha iniciado sesión." and then /401', async () => {
    expect(desvioCertificado(null, false)).toBe('sinSesion');
    // A 401 ends the local session (auth listener); the page then sees no session.
    servidor.responder('GET /api/certificados/mio', {
      status: 401,
      body: { ok: false, error: MENSAJES_CERTIFICADO.sinSesion, code: 'NO_AUTENTICADO' },
    });
    const store = montarStore(servidor.url, USUARIO);
    const r = await store.dispatch(certificadosApi.endpoints.miCertificado.initiate(undefined));
    const falla = r.error ? aApiFailure(r.error) : null;
    expect(desvioCertificado(falla, selectSesionActiva(store.getState()))).toBe('sinSesion');
    // And a 401 that reaches the page while the session still stands is treated the same.
    expect(
      desvioCertificado(
        { status: 401, data: { ok: false, error: 'x', code: 'NO_AUTENTICADO' } },
        true,
      ),
    ).toBe('sinSesion');
    expect(seguirGuardia('sinSesion')).toEqual({
      avisos: [MENSAJES_CERTIFICADO.sinSesion],
      rutas: ['/401 (replace)'],
    });
  });

  it('right after login, no approval goes quietly to the course list (issue 16)', () => {
    // The learner asked for /certificados while logged out; the login page brought them
    // here. Landing on /401 with an error would punish a question they never clicked.
    expect(seguirGuardia('sinAprobacion', true)).toEqual({
      avisos: [],
      rutas: ['/cursos (replace)'],
    });
    // Not signed in is still refused the spec's way, whoever brought the user.
    expect(seguirGuardia('sinSesion', true).rutas).toEqual(['/401 (replace)']);
  });

  it('another failure (server down, other 403) stays on the page', async () => {
    const r = await pedirMiCertificado(500, { ok: false, error: 'Error interno', code: 'INTERNO' });
    expect(desvioCertificado(aApiFailure(r.error), true)).toBeNull();
    expect(
      desvioCertificado(
        { status: 403, data: { ok: false, error: 'x', code: 'PERMISO_DENEGADO' } },
        true,
      ),
    ).toBeNull();
  });

  it('reads the certificate and the other ones', async () => {
    const principal = certificado();
    const viejo = certificado({ _id: 'cert0', numero: 3 });
    const r = await pedirMiCertificado(200, {
      ok: true,
      data: principal,
      todos: [principal, viejo],
    });
    expect(r.data?.data.numero).toBe(7);
    expect(otrosCertificados(principal, r.data?.todos ?? []).map((c) => c.numero)).toEqual([3]);
  });
});

describe('the certificate as shown (spec 2, Certificate page)', () => {
  it('states name, long Spanish issue date, evaluation, number, 40 hours and the strategy', () => {
    const marcado = html(
      <VistaCertificado certificado={certificado()} descargando={false} onDescargar={() => {}} />,
    );
    const t = texto(marcado);
    expect(t).toContain('Ana Pérez Gómez');
    expect(t).toContain('Expedido el 21 de noviembre de 2026');
    expect(t).toContain('EV-ALF01');
    expect(t).toContain('Certificado N° 7');
    expect(t).toContain(`con una intensidad de ${CERTIFICADO.horas} horas`);
    expect(t).toContain('dentro de la estrategia MOMPOX INTELIGENTE DIGITAL Y CONECTADO');
    expect(t).toContain('Descargar Certificado');
    expect(marcado).toContain('href="/verificar/7K3M-9QXA-2BCD"');
  });

  it('shows the loader and blocks the button while downloading', () => {
    const marcado = html(
      <VistaCertificado certificado={certificado()} descargando onDescargar={() => {}} />,
    );
    expect(texto(marcado)).toContain('Descargando…');
    expect(marcado).toMatch(/<button[^>]*disabled/);
  });
});

describe("'Descargar Certificado'", () => {
  const PDF = new TextEncoder().encode('abc'); // SHA-256 known: the fixture's sha256Pdf
  const ruta = '/api/certificados/cert1/pdf?firma=abc';

  function guardados() {
    const llamadas: { nombre: string; datos: Uint8Array; tipo: string }[] = [];
    const guardar = async (nombre: string, datos: Uint8Array, tipo: string) => {
      llamadas.push({ nombre, datos, tipo });
    };
    return { llamadas, guardar };
  }

  it("saves the server's bytes as certificado.pdf, whose SHA-256 is the recorded one", async () => {
    servidor.responder(`GET ${ruta}`, { status: 200, body: PDF });
    const { llamadas, guardar } = guardados();
    const resultado = await descargarCertificado({
      urlPdf: `${servidor.url}${certificado().urlPdf}`,
      esMovil: false,
      obtener: (url) => fetch(url),
      guardar,
    });
    expect(resultado).toBe('descargado');
    expect(llamadas).toHaveLength(1);
    expect(llamadas[0]?.nombre).toBe('certificado.pdf');
    expect(llamadas[0]?.tipo).toBe('application/pdf');
    expect(llamadas[0]?.datos).toEqual(PDF);
    expect(await sha256Hex(llamadas[0]?.datos ?? new Uint8Array())).toBe(certificado().sha256Pdf);
  });

  it('on a phone-sized window: the alert, and nothing is downloaded', async () => {
    const { llamadas, guardar } = guardados();
    const resultado = await descargarCertificado({
      urlPdf: `${servidor.url}${ruta}`,
      esMovil: true,
      obtener: (url) => fetch(url),
      guardar,
    });
    expect(resultado).toBe('soloPc');
    expect(llamadas).toEqual([]);
    expect(servidor.recibidas).toEqual([]);
    expect(CONSULTA_MOVIL).toBe('(max-width: 600px)');
    expect(i18n.t('certificados.descarga.soloPc', { lng: 'es' })).toBe(MENSAJES_CERTIFICADO.soloPc);
  });

  it("a refused download fails with the server's message and saves nothing", async () => {
    servidor.responder(`GET ${ruta}`, {
      status: 403,
      body: { ok: false, error: 'Firma vencida.', code: 'FIRMA_INVALIDA' },
    });
    const { llamadas, guardar } = guardados();
    await expect(
      descargarCertificado({
        urlPdf: `${servidor.url}${ruta}`,
        esMovil: false,
        obtener: (url) => fetch(url),
        guardar,
      }),
    ).rejects.toThrow('Firma vencida.');
    expect(llamadas).toEqual([]);
  });
});
