import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Certificado, Verificacion } from '@shared/api/certificados';
import {
  FORMATO_CODIGO_VERIFICACION,
  MENSAJES_CERTIFICADO as M,
} from '@shared/domain/evaluaciones';
import { enmascararIdentificacion } from '../../../../src/server/modules/certificados/mapping';
import { testDialects } from '../../helpers/databases';
import { tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import {
  aprendizListo,
  crearEvaluacion,
  cursoConLeccion,
  enviar,
  get,
  post,
} from '../evaluaciones/ayudas';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe.each(testDialects())('certificates (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  /** A learner who approved a fresh course's evaluation (4 of 5 right: 80). */
  async function aprobado(datos: { nombre?: string; apellidos?: string } = {}) {
    const c = await cursoConLeccion(srv, admin, 'Alfabetización digital');
    const e = await crearEvaluacion(srv, admin, c.curso, 5);
    const aprendiz = await aprendizListo(srv, c, datos);
    const res = await enviar(srv, aprendiz.token, e, 4);
    if (!res.body.data.certificado) throw new Error(`sin certificado: ${res.texto}`);
    const mio = await get<Certificado>(srv, '/api/certificados/mio', aprendiz.token);
    return { c, e, aprendiz, certificado: mio.body.data };
  }

  async function descargar(url: string, token?: string) {
    const res = await fetch(`${srv.url}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  const verificar = (codigo: string) =>
    get<Verificacion>(srv, `/api/certificados/verificar/${encodeURIComponent(codigo)}`);

  it('the guard: 401 without a session, 403 SIN_APROBACION before approving', async () => {
    expect((await get(srv, '/api/certificados/mio')).status).toBe(401);
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 5);
    const aprendiz = await aprendizListo(srv, c);
    const antes = await get(srv, '/api/certificados/mio', aprendiz.token);
    expect(antes.status).toBe(403);
    expect(antes.body).toMatchObject({ code: 'SIN_APROBACION', error: M.sinAprobacion });
    await enviar(srv, aprendiz.token, e, 3); // 60: still nothing
    expect((await get(srv, '/api/certificados/mio', aprendiz.token)).status).toBe(403);
  });

  it('mio: frozen data, code, verification URL and a signed PDF download that verifies', async () => {
    const { c, e, aprendiz, certificado } = await aprobado({
      nombre: 'Lucía',
      apellidos: 'Mármol',
    });
    expect(certificado.codigoVerificacion).toMatch(FORMATO_CODIGO_VERIFICACION);
    expect(certificado.urlVerificacion).toBe(
      `${srv.url}/verificar/${certificado.codigoVerificacion}`,
    );
    expect(certificado.datos).toMatchObject({
      nombre: 'Lucía',
      apellidos: 'Mármol',
      tipoIdentificacion: 'Cedula ciudadanía',
      curso: { nombre: 'Alfabetización digital' },
      evaluacion: { codigo: e.codigo, nombre: e.nombre },
      puntaje: 80,
      horas: 40,
      estrategia: 'MOMPOX INTELIGENTE DIGITAL Y CONECTADO',
    });
    expect(certificado.usuarioId).toBe(aprendiz.id);
    expect(certificado.sha256Pdf).toMatch(/^[0-9a-f]{64}$/);

    // The signed URL stands in for the token (an <a download> cannot send headers).
    expect(certificado.urlPdf).toContain('?firma=');
    const { res, bytes } = await descargar(certificado.urlPdf);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="certificado.pdf"');
    expect(res.headers.get('x-filename')).toBe('certificado.pdf');
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect(sha256(bytes)).toBe(certificado.sha256Pdf);

    // Anyone can verify by the code as typed (lower case, no dashes), without a session.
    const tecleado = certificado.codigoVerificacion.replace(/-/g, '').toLowerCase();
    const v = await verificar(tecleado);
    expect(v.status, v.texto).toBe(200);
    const { identificacion, tipoIdentificacion, puntaje, ...publicos } = certificado.datos;
    expect(v.body.data).toMatchObject({
      numero: certificado.numero,
      valido: true,
      revocadoEn: null,
      sha256Pdf: sha256(bytes),
      datos: { ...publicos, identificacion: enmascararIdentificacion(identificacion) },
    });
    // The raw JSON holds no personal field but name, course and the masked number.
    expect(v.texto).not.toContain(aprendiz.id);
    expect(v.texto).not.toContain('@prueba.co');
    expect(v.texto).not.toContain(`"${identificacion}"`);
    expect(v.texto).not.toContain(`${tipoIdentificacion}`);
    expect(v.texto).not.toContain(`"puntaje":${puntaje}`);
    expect(Object.keys(JSON.parse(v.texto).data.datos as object).sort()).toEqual([
      'apellidos',
      'curso',
      'estrategia',
      'evaluacion',
      'horas',
      'identificacion',
      'nombre',
    ]);

    // A tampered copy does not hash to what the verification page shows.
    const alterado = Uint8Array.from(bytes);
    alterado[alterado.length - 10] = (alterado[alterado.length - 10] ?? 0) ^ 0xff;
    expect(sha256(alterado)).not.toBe(v.body.data.sha256Pdf);
    expect(c.curso).toBeTruthy();
  });

  it('later edits of the user or the course do not change an issued certificate', async () => {
    const { c, aprendiz, certificado } = await aprobado({ nombre: 'Pedro', apellidos: 'Paz' });
    const db = srv.server.services.db;
    await db
      .updateTable('usuarios')
      .set({ nombre: 'Otro', identificacion: '1' })
      .where('id', '=', aprendiz.id)
      .execute();
    await db
      .updateTable('cursos')
      .set({ nombre: 'Curso renombrado' })
      .where('id', '=', c.curso)
      .execute();
    const mio = await get<Certificado>(srv, '/api/certificados/mio', aprendiz.token);
    expect(mio.body.data.datos).toEqual(certificado.datos);
    const v = await verificar(certificado.codigoVerificacion);
    expect(v.body.data.datos.nombre).toBe('Pedro');
    expect(v.body.data.datos.curso.nombre).toBe('Alfabetización digital');
    const { bytes } = await descargar(mio.body.data.urlPdf);
    expect(sha256(bytes)).toBe(certificado.sha256Pdf);
  });

  it('a missing PDF is made again identical; one that cannot be is 503', async () => {
    const { aprendiz, certificado } = await aprobado();
    const ruta = join(srv.dataDir, 'certificados', `${certificado._id}.pdf`);
    await rm(ruta);
    const otra = await descargar(certificado.urlPdf);
    expect(otra.res.status).toBe(200);
    expect(sha256(otra.bytes)).toBe(certificado.sha256Pdf);

    // A file altered on disk is not served as is.
    await writeFile(ruta, Buffer.from('%PDF-1.4 alterado'));
    const reparada = await descargar(certificado.urlPdf, aprendiz.token);
    expect(sha256(reparada.bytes)).toBe(certificado.sha256Pdf);

    // If the frozen data no longer yields the issued bytes, refuse rather than mislead.
    await srv.server.services.db
      .updateTable('certificados')
      .set({ sha256_pdf: 'f'.repeat(64) })
      .where('id', '=', certificado._id)
      .execute();
    await rm(ruta);
    const fallo = await descargar(certificado.urlPdf);
    expect(fallo.res.status).toBe(503);
    expect(JSON.parse(Buffer.from(fallo.bytes).toString())).toMatchObject({
      code: 'NO_DISPONIBLE',
    });
  });

  it("the PDF: the holder's, or with calificaciones and usuarios consultar", async () => {
    const { certificado } = await aprobado();
    const ruta = `/api/certificados/${certificado._id}/pdf`;
    const otro = await aprobado();
    expect((await descargar(ruta, otro.aprendiz.token)).res.status).toBe(403);
    expect((await descargar(ruta, admin)).res.status).toBe(200);
    expect((await descargar(ruta)).res.status).toBe(401);
    // A signature is bound to its path: it does not open another certificate.
    const firma = certificado.urlPdf.split('?')[1];
    const ajena = `/api/certificados/${otro.certificado._id}/pdf?${firma}`;
    expect((await descargar(ajena)).res.status).toBe(401);
  });

  it('revocar: verification shows it revoked, twice is 409, it is audited', async () => {
    const { aprendiz, certificado } = await aprobado();
    const prohibido = await post(
      srv,
      '/api/certificados/revocar',
      { _id: certificado._id, motivo: 'Suplantación' },
      aprendiz.token,
    );
    expect(prohibido.status).toBe(403);
    const corto = await post(
      srv,
      '/api/certificados/revocar',
      { _id: certificado._id, motivo: 'x' },
      admin,
    );
    expect(corto.status).toBe(400);
    expect(corto.texto).toContain(M.motivoRequerido);

    const res = await post<Certificado>(
      srv,
      '/api/certificados/revocar',
      { _id: certificado._id, motivo: 'Suplantación de identidad' },
      admin,
    );
    expect(res.status, res.texto).toBe(200);
    expect(res.body.data.revocadoEn).not.toBeNull();
    const v = await verificar(certificado.codigoVerificacion);
    expect(v.body.data).toMatchObject({
      valido: false,
      motivoRevocacion: 'Suplantación de identidad',
    });
    const otra = await post(
      srv,
      '/api/certificados/revocar',
      { _id: certificado._id, motivo: 'Otra vez más' },
      admin,
    );
    expect(otra.status).toBe(409);
    expect(otra.body.error).toBe(M.yaRevocado);
    const auditoria = await srv.server.services.db
      .selectFrom('auditoria')
      .selectAll()
      .where('accion', '=', 'certificado.revocado')
      .execute();
    expect(auditoria.some((a) => a.detalle.includes(certificado._id))).toBe(true);
    // Its only certificate revoked, the learner is back behind the guard.
    expect((await get(srv, '/api/certificados/mio', aprendiz.token)).status).toBe(403);
  });

  it('verificar: unknown code 404; repeated misses from one address are limited (429)', async () => {
    const nada = await verificar('ZZZZ-ZZZZ-ZZZZ');
    expect(nada.status).toBe(404);
    expect(nada.body.error).toBe(M.noEncontrado);
    let ultimo = 0;
    for (let i = 0; i < 31; i++) ultimo = (await verificar('0000-0000-0000')).status;
    expect(ultimo).toBe(429);
  });

  it('numbers are unique and gap-free under concurrent issuing to several learners', async () => {
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 5);
    const aprendices = await Promise.all(Array.from({ length: 6 }, () => aprendizListo(srv, c)));
    const res = await Promise.all(aprendices.map((a) => enviar(srv, a.token, e, 5)));
    expect(res.every((r) => r.status === 200 && r.body.data.certificado !== null)).toBe(true);
    const numeros = (
      await srv.server.services.db.selectFrom('certificados').select('numero').execute()
    )
      .map((f) => Number(f.numero))
      .sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: numeros.length }, (_, i) => i + 1));
    const lista = await post<Certificado[]>(srv, '/api/certificados/listar', {}, admin);
    expect(lista.status).toBe(200);
    expect(lista.body.total).toBe(numeros.length);
  });

  it("listar: everyone's with calificaciones and usuarios consultar, else one's own; by text", async () => {
    const { aprendiz, certificado } = await aprobado({ nombre: 'Único', apellidos: 'Buscable' });
    // A learner (calificaciones.consultar without usuarios.consultar) lists only their own.
    const propios = await post<Certificado[]>(srv, '/api/certificados/listar', {}, aprendiz.token);
    expect(propios.status).toBe(200);
    expect(propios.body.data.map((x) => x._id)).toEqual([certificado._id]);
    const res = await post<Certificado[]>(
      srv,
      '/api/certificados/listar',
      { texto: 'buscable' },
      admin,
    );
    expect(res.body.data.map((x) => x._id)).toEqual([certificado._id]);
    const porCodigo = await post<Certificado[]>(
      srv,
      '/api/certificados/listar',
      { texto: certificado.codigoVerificacion },
      admin,
    );
    expect(porCodigo.body.data.map((x) => x._id)).toEqual([certificado._id]);
  });

  it('URL_PUBLICA, when set, is the origin frozen into new certificates', async () => {
    srv.server.services.urlPublica = 'https://formacion.example.org';
    try {
      const { certificado } = await aprobado();
      expect(certificado.urlVerificacion).toBe(
        `https://formacion.example.org/verificar/${certificado.codigoVerificacion}`,
      );
    } finally {
      srv.server.services.urlPublica = null;
    }
  });
});

describe('enmascararIdentificacion', () => {
  it('shows the last 4 digits, at most half of a short number', () => {
    expect(enmascararIdentificacion('1023456789')).toBe('******6789');
    expect(enmascararIdentificacion('7001')).toBe('**01');
    expect(enmascararIdentificacion(null)).toBeNull();
    expect(enmascararIdentificacion(' ')).toBeNull();
  });
});
