import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaColombia } from '@shared/domain/informes';
import { DIAS_RETENCION_NOTIFICACIONES } from '@shared/domain/notificaciones';
import {
  RETENCION_REPORTES_DIAS,
  RETENCION_VISTAS_DIAS,
  limpiar,
} from '../../../src/server/jobs/limpieza';
import { CodigosRestablecimiento } from '../../../src/server/modules/auth';
import { NotificacionesRepository } from '../../../src/server/modules/notificaciones';
import { VerificacionesService } from '../../../src/server/modules/registro';
import { IntentosRepository } from '../../../src/server/security/repositoryIntentos';
import type { Services } from '../../../src/server/services';
import { testDialects } from '../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../helpers/cuentas';
import { abiertasHace } from '../helpers/progreso';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';
import { asignar } from '../modules/evaluaciones/ayudas';
import { crearLeccion } from '../modules/multimedias/ayudas';

const DIA_MS = 24 * 3600 * 1000;
const haceDias = (dias: number) => new Date(Date.now() - dias * DIA_MS);

/**
 * The hourly clean-up (docs/limpieza.md) on data written through the API and the
 * repositories, then dated back: rows past their window go, rows inside it stay (a retried
 * report id is still a no-op), and the reports and the monitor, which read the roll-up and
 * the progress rows, show the same figures after it.
 */
describe.each(testDialects())('limpieza (%s)', (dialect) => {
  let srv: TestServer;
  let s: Services;
  let admin = '';
  let curso = '';
  let leccion = '';
  let ana = '';
  let token = '';

  async function reportar(porcentaje: number, idReporte: string) {
    const res = await srv.request('POST', '/api/usuarios/agregarprogreso', {
      token,
      body: {
        _id: ana,
        progreso_multimedia: {
          id: leccion,
          progreso: porcentaje >= 100 ? 'completado' : 'iniciado',
          porcentaje,
          fecha: new Date().toISOString(),
        },
        idReporte,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { aplicado: boolean; progreso: { porcentaje: number; progreso: string } };
  }

  /** What an administrator reads: today's programme report and the course's monitor. */
  async function cifras() {
    const hoy = diaColombia(Date.now());
    const informe = await srv.request('POST', '/api/informes/informes/reporte', {
      token: admin,
      body: { desde: hoy, hasta: hoy },
    });
    const resumen = await srv.request('GET', `/api/monitor/cursos/${curso}/resumen`, {
      token: admin,
    });
    const aprendices = await srv.request('POST', `/api/monitor/cursos/${curso}/aprendices`, {
      token: admin,
      body: {},
    });
    expect([informe.status, resumen.status, aprendices.status]).toEqual([200, 200, 200]);
    return { informe: informe.body, resumen: resumen.body, aprendices: aprendices.body };
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    s = srv.server.services;
    admin = await tokenAdmin(srv);
    curso = await crearCurso(srv, { codigo: 'LIMP-01' });
    leccion = (await crearLeccion(srv, admin, { nombre: '1.1 Guía', curso }))._id;
    ana = await crearUsuario(srv, { email: 'ana.limpieza@prueba.co' });
    await asignar(srv, ana, curso);
    await abiertasHace(srv, ana, [leccion]);
    token = await tokenDe(srv, ana);
  });
  afterAll(() => srv.close());

  it('views and report ids past their windows go; counts, reports and monitor stay', async () => {
    // Three sessions view the lesson; their rows are then dated back.
    const sesiones = [token, await tokenDe(srv, ana), await tokenDe(srv, ana)];
    for (const t of sesiones) {
      const visto = { _id: leccion, multimediaFields: { visto: true } };
      const res = await srv.request('PATCH', `/api/multimedias/${leccion}`, {
        token: t,
        body: visto,
      });
      expect(res.status).toBe(200);
    }
    const vistas = await s.db.selectFrom('multimedia_vistas').select('jti').execute();
    const [vieja, enElBorde] = vistas.map((v) => v.jti);
    const fechar = (jti: string | undefined, dias: number) =>
      s.db
        .updateTable('multimedia_vistas')
        .set({ fecha: haceDias(dias).toISOString() })
        .where('jti', '=', jti ?? '')
        .execute();
    await fechar(vieja, RETENCION_VISTAS_DIAS + 1);
    await fechar(enElBorde, RETENCION_VISTAS_DIAS - 1);

    // Three reports: one past the window, one just inside, one of now.
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await reportar(30, ids[0] ?? '');
    await reportar(60, ids[1] ?? '');
    await reportar(100, ids[2] ?? '');
    const fecharReporte = (id: string | undefined, dias: number) =>
      s.db
        .updateTable('progreso_reportes')
        .set({ aplicado_en: haceDias(dias).toISOString() })
        .where('id', '=', id ?? '')
        .execute();
    await fecharReporte(ids[0], RETENCION_REPORTES_DIAS + 1);
    await fecharReporte(ids[1], RETENCION_REPORTES_DIAS - 1);

    const antes = await cifras();
    // Not an empty report: the three views and the completed lesson are counted.
    const total = (antes.informe as { total: { llamadas: number; leccionesCompletadas: number } })
      .total;
    expect(total).toMatchObject({ llamadas: 3, leccionesCompletadas: 1 });
    const resumen = await limpiar(s, new Date());
    expect(resumen).toMatchObject({ vistas: 1, reportes: 1 });

    const quedan = await s.db.selectFrom('multimedia_vistas').select('jti').execute();
    expect(quedan.map((v) => v.jti).sort()).toEqual(
      vistas
        .slice(1)
        .map((v) => v.jti)
        .sort(),
    );
    const reportes = await s.db.selectFrom('progreso_reportes').select('id').execute();
    expect(reportes.map((r) => r.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(await cifras()).toEqual(antes);
    const leido = await srv.request('GET', `/api/multimedias/${leccion}`, { token: admin });
    expect((leido.body as { data: { numVisto: number } }).data.numVisto).toBe(3);

    // Inside the window a retry is still recognised and changes nothing.
    const reintento = await reportar(60, ids[1] ?? '');
    expect(reintento.aplicado).toBe(false);
    expect(reintento.progreso).toMatchObject({ progreso: 'completado', porcentaje: 100 });
    // Past it, a replay is merged again: the stored entry and the report are unmoved.
    const tardio = await reportar(30, ids[0] ?? '');
    expect(tardio.aplicado).toBe(true); // the id was forgotten: the one visible difference
    expect(tardio.progreso).toMatchObject({ progreso: 'completado', porcentaje: 100 });
    expect((await cifras()).informe).toEqual(antes.informe);
  });

  it('old notifications of everyone go, recent ones stay', async () => {
    const repo = new NotificacionesRepository(s.db);
    const datos = JSON.stringify({ cursoId: curso, cursoNombre: 'Curso' });
    const escribir = (dias: number) =>
      repo.aUsuarios([ana], {
        tipo: 'cursoAsignado',
        datos,
        creadoEn: haceDias(dias).toISOString(),
      });
    await escribir(DIAS_RETENCION_NOTIFICACIONES + 2);
    await escribir(DIAS_RETENCION_NOTIFICACIONES + 1);
    await escribir(DIAS_RETENCION_NOTIFICACIONES - 1);
    // Small batches: the loop goes on until a batch comes back short.
    const resumen = await limpiar(s, new Date(), { filasPorLote: 1 });
    expect(resumen.notificaciones).toBe(2);
    const quedan = await s.db.selectFrom('notificaciones').select('creado_en').execute();
    expect(quedan).toHaveLength(1);
    const lista = await srv.request('GET', '/api/notificaciones?pagina=1&limite=20', { token });
    expect((lista.body as { total: number }).total).toBe(1);
  });

  it('expired codes, links, revoked tokens, attempts and partial uploads go', async () => {
    const secreto = new Uint8Array(32);
    const ayer2 = Date.now() - 2 * DIA_MS - 20 * 60 * 1000;
    await new CodigosRestablecimiento(s.db, secreto).crear(ana, 'tutor');
    await new CodigosRestablecimiento(s.db, secreto, () => ayer2).crear(ana, 'tutor');
    const beto = await crearUsuario(srv, { email: 'beto.limpieza@prueba.co' });
    await new VerificacionesService(s.db, () => haceDias(5)).crear(ana);
    await new VerificacionesService(s.db).crear(beto);
    await s.sesiones.revocar('jti-vencido', Math.floor(Date.now() / 1000) - 60);
    await s.sesiones.revocar('jti-vivo', Math.floor(Date.now() / 1000) + 3600);
    const intentos = new IntentosRepository(s.db);
    await intentos.insertar('i-viejo', 'login:x', haceDias(2).toISOString());
    await intentos.insertar('i-nuevo', 'login:x', new Date().toISOString());
    const carpeta = join(srv.dataDir, 'uploads', 'multimedia');
    await mkdir(carpeta, { recursive: true });
    const parcial = (n: string) => join(carpeta, `.${n.repeat(32)}.parcial`);
    await writeFile(parcial('a'), 'x');
    await writeFile(parcial('b'), 'x');
    await utimes(parcial('a'), haceDias(2), haceDias(2));

    const resumen = await limpiar(s, new Date());
    expect(resumen).toMatchObject({
      codigos: 1,
      verificaciones: 1,
      sesiones: 1,
      intentos: 1,
      parciales: 1,
    });
    const codigos = await s.db.selectFrom('codigos_restablecimiento').select('expira_en').execute();
    expect(codigos.map((c) => c.expira_en > new Date().toISOString())).toEqual([true]);
    const enlaces = await s.db.selectFrom('verificaciones_email').select('usuario_id').execute();
    expect(enlaces.map((e) => e.usuario_id)).toEqual([beto]);
    expect(await s.sesiones.estaRevocado('jti-vivo')).toBe(true);
    expect(await s.sesiones.estaRevocado('jti-vencido')).toBe(false);
    const ids = await s.db.selectFrom('intentos_acceso').select('id').execute();
    expect(ids.map((i) => i.id)).toEqual(['i-nuevo']);
    expect((await readdir(carpeta)).filter((f) => f.endsWith('.parcial'))).toEqual([
      `.${'b'.repeat(32)}.parcial`,
    ]);
  });

  it('a failing step does not stop the others, and the run then fails', async () => {
    await new NotificacionesRepository(s.db).aUsuarios([ana], {
      tipo: 'cursoAsignado',
      datos: '{}',
      creadoEn: haceDias(DIAS_RETENCION_NOTIFICACIONES + 5).toISOString(),
    });
    const roto: Services = {
      ...s,
      codigos: Object.assign(Object.create(s.codigos) as CodigosRestablecimiento, {
        borrarVencidosAntesDe: () => Promise.reject(new Error('disco lleno')),
      }),
    };
    await expect(limpiar(roto, new Date())).rejects.toThrow(/codigos: disco lleno/);
    const viejas = await s.db
      .selectFrom('notificaciones')
      .select('id')
      .where('creado_en', '<', haceDias(DIAS_RETENCION_NOTIFICACIONES).toISOString())
      .execute();
    expect(viejas).toEqual([]);
  });
});
