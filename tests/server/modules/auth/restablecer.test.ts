import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_RESTABLECER } from '@shared/api';
import { CODIGO_RESTABLECIMIENTO } from '../../../../src/server/modules/auth/repositoryCodigos';
import { LIMITES } from '../../../../src/server/modules/auth/limites';
import { abrirBuzon, codigoDe } from '../../helpers/buzon';
import type { Buzon } from '../../helpers/buzon';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearCurso, postDesde, registrar } from './ayudas';

const FALLO = { ok: false, code: 'VALIDACION', error: 'Error al restablecer la contraseña' };
const REMITENTE = 'Plataforma <no-responder@prueba.co>';

describe.each(testDialects())(
  'POST /auth/changepass, reset with a one-time code (%s)',
  (dialect) => {
    let srv: TestServer;
    let buzon: Buzon;
    let curso: string;

    beforeAll(async () => {
      buzon = await abrirBuzon();
      srv = await startTestServer(dialect, { smtp: { url: buzon.url, remitente: REMITENTE } });
      curso = await crearCurso(srv);
    });
    afterAll(async () => {
      await srv.close();
      await buzon.cerrar();
    });

    const restablecer = (body: Record<string, unknown>) =>
      srv.request('POST', '/auth/changepass', { body });
    const login = (email: string, password: string) =>
      srv.request('POST', '/auth/login', { body: { email, password } });

    it('tells the client that codes go by mail', async () => {
      const res = await srv.request('GET', '/auth/changepass/opciones');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, correo: true });
    });

    it('mails a code through SMTP; code + new password reset it and end old sessions', async () => {
      const cuenta = await registrar(srv, curso, {
        email: 'olvido@prueba.co',
        identificacion: '7001',
      });
      const pedido = await restablecer({ email: ' OLVIDO@prueba.co', identificacion: '7001' });
      expect(pedido.status).toBe(200);
      expect(pedido.body).toEqual({ ok: true });
      const correo = await buzon.esperar('olvido@prueba.co');
      expect(correo.de).toBe('no-responder@prueba.co');
      const codigo = codigoDe(correo);
      expect(codigo).toMatch(/^\d{6}$/);

      // Hashed at rest: the code is nowhere in its table.
      const filas = await srv.server.services.db
        .selectFrom('codigos_restablecimiento')
        .selectAll()
        .where('usuario_id', '=', cuenta.user._id)
        .execute();
      expect(filas).toHaveLength(1);
      expect(JSON.stringify(filas)).not.toContain(codigo);
      expect(Date.parse(filas[0]?.expira_en ?? '') - Date.now()).toBeLessThanOrEqual(
        CODIGO_RESTABLECIMIENTO.vigenciaMs,
      );

      const res = await restablecer({
        email: 'olvido@prueba.co',
        identificacion: '7001',
        codigo,
        password: 'clave-nueva-99',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect((await login(cuenta.email, cuenta.password)).status).toBe(401);
      expect((await login(cuenta.email, 'clave-nueva-99')).status).toBe(200);
      const token = await srv.request('POST', '/auth/token', { body: { token: cuenta.token } });
      expect(token.status).toBe(401);

      // Single use.
      const otra = await restablecer({
        email: 'olvido@prueba.co',
        identificacion: '7001',
        codigo,
        password: 'clave-otra-99',
      });
      expect(otra.body).toEqual(FALLO);
      expect((await login(cuenta.email, 'clave-nueva-99')).status).toBe(200);

      const [ok] = await srv.server.services.auditoria.listar({ accion: 'restablecer.ok' });
      expect(ok).toMatchObject({ usuario_id: cuenta.user._id, ip: '127.0.0.1' });
      expect(JSON.stringify(await srv.server.services.auditoria.listar({}))).not.toContain(codigo);
    });

    it('without a valid code nothing changes (spec-era body, wrong, expired code)', async () => {
      const cuenta = await registrar(srv, curso, {
        email: 'sin@prueba.co',
        identificacion: '7002',
      });
      const viejo = await restablecer({
        email: 'sin@prueba.co',
        identificacion: '7002',
        password: 'clave-nueva-99',
      });
      expect(viejo.status).toBe(400);
      expect(viejo.body).toMatchObject({
        fields: { codigo: MENSAJES_RESTABLECER.codigoRequerido },
      });

      await restablecer({ email: 'sin@prueba.co', identificacion: '7002' });
      const codigo = codigoDe(await buzon.esperar('sin@prueba.co'));
      const otro = codigo === '000000' ? '000001' : '000000';
      const mala = await restablecer({
        email: 'sin@prueba.co',
        identificacion: '7002',
        codigo: otro,
        password: 'clave-nueva-99',
      });
      expect(mala.body).toEqual(FALLO);
      // The right code with the wrong identification does not do either.
      const otraId = await restablecer({
        email: 'sin@prueba.co',
        identificacion: '9999',
        codigo,
        password: 'clave-nueva-99',
      });
      expect(otraId.body).toEqual(FALLO);
      await srv.server.services.db
        .updateTable('codigos_restablecimiento')
        .set({ expira_en: new Date(Date.now() - 1000).toISOString() })
        .where('usuario_id', '=', cuenta.user._id)
        .execute();
      const vencido = await restablecer({
        email: 'sin@prueba.co',
        identificacion: '7002',
        codigo,
        password: 'clave-nueva-99',
      });
      expect(vencido.body).toEqual(FALLO);
      expect((await login(cuenta.email, cuenta.password)).status).toBe(200);
    });

    it(`burns a code after ${CODIGO_RESTABLECIMIENTO.intentosMax} wrong tries`, async () => {
      const cuenta = await registrar(srv, curso, {
        email: 'quema@prueba.co',
        identificacion: '7003',
      });
      await restablecer({ email: 'quema@prueba.co', identificacion: '7003' });
      const codigo = codigoDe(await buzon.esperar('quema@prueba.co'));
      for (let i = 0; i < CODIGO_RESTABLECIMIENTO.intentosMax; i++) {
        const malo = String((Number(codigo) + 1 + i) % 1_000_000).padStart(6, '0');
        const res = await restablecer({
          email: 'quema@prueba.co',
          identificacion: '7003',
          codigo: malo,
          password: 'clave-nueva-99',
        });
        expect(res.body).toEqual(FALLO);
      }
      const tarde = await restablecer({
        email: 'quema@prueba.co',
        identificacion: '7003',
        codigo,
        password: 'clave-nueva-99',
      });
      expect(tarde.body).toEqual(FALLO);
      expect((await login(cuenta.email, cuenta.password)).status).toBe(200);
    });

    it('answers a request the same whether or not the account exists, and mails only the owner', async () => {
      await registrar(srv, curso, { email: 'dos@prueba.co', identificacion: '7004' });
      const antes = buzon.recibidos.length;
      const real = await restablecer({ email: 'dos@prueba.co', identificacion: '7004' });
      const malaId = await restablecer({ email: 'dos@prueba.co', identificacion: '9999' });
      const nadie = await restablecer({ email: 'nadie@prueba.co', identificacion: '7004' });
      expect([real.status, malaId.status, nadie.status]).toEqual([200, 200, 200]);
      expect(malaId.body).toEqual(real.body);
      expect(nadie.body).toEqual(real.body);
      await buzon.esperar('dos@prueba.co');
      await new Promise((r) => setTimeout(r, 300));
      expect(buzon.recibidos.length).toBe(antes + 1);
      const confirmar = await restablecer({
        email: 'nadie@prueba.co',
        identificacion: '7004',
        codigo: '123456',
        password: 'clave-nueva-99',
      });
      expect(confirmar.status).toBe(400);
      expect(confirmar.body).toEqual(FALLO);
    });

    it('asks for every field with the spec message', async () => {
      const res = await restablecer({ email: '', identificacion: '', password: 'clave-nueva-99' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        fields: {
          email: 'Todos los campos son obligatorios',
          identificacion: 'Todos los campos son obligatorios',
        },
      });
    });

    it(`limits an email to ${LIMITES.restablecerCuenta.limite} attempts an hour, then 429 with Retry-After`, async () => {
      const cuenta = await registrar(srv, curso, {
        email: 'tres@prueba.co',
        identificacion: '7005',
      });
      for (let i = 0; i < LIMITES.restablecerCuenta.limite; i++) {
        const res = await restablecer({
          email: 'tres@prueba.co',
          identificacion: '7005',
          codigo: String(100000 + i),
          password: 'clave-nueva-99',
        });
        expect(res.status).toBe(400);
      }
      const bloqueada = await postDesde(srv, '127.0.0.3', '/auth/changepass', {
        email: 'TRES@prueba.co',
        identificacion: '7005',
      });
      expect(bloqueada.status).toBe(429);
      expect(bloqueada.body).toMatchObject({
        ok: false,
        code: 'DEMASIADAS_SOLICITUDES',
        error: expect.stringMatching(/vuelve a intentarlo en \d+ minutos/),
      });
      expect(Number(bloqueada.headers['retry-after'])).toBeGreaterThan(50 * 60);
      expect((await login(cuenta.email, cuenta.password)).status).toBe(200);
      const bloqueos = await srv.server.services.auditoria.listar({
        accion: 'restablecer.bloqueado',
      });
      expect(bloqueos[0]).toMatchObject({ ip: '127.0.0.3' });
    });

    it(`lets a centre behind one address make ${LIMITES.restablecerIp.limite} reset calls an hour`, async () => {
      // Two steps each for 50 learners of one centre, all from one public address.
      for (let i = 0; i < LIMITES.restablecerIp.limite; i++) {
        const res = await postDesde(srv, '127.0.0.4', '/auth/changepass', {
          email: `centro${i % 50}@prueba.co`,
          identificacion: '1',
        });
        expect(res.status).toBe(200);
      }
      const bloqueada = await postDesde(srv, '127.0.0.4', '/auth/changepass', {
        email: 'otro@prueba.co',
        identificacion: '1',
      });
      expect(bloqueada.status).toBe(429);
      const otraIp = await postDesde(srv, '127.0.0.6', '/auth/changepass', {
        email: 'otro@prueba.co',
        identificacion: '1',
      });
      expect(otraIp.status).toBe(200);
    });
  },
);

describe.each(testDialects())('reset without SMTP (%s)', (dialect) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer(dialect);
  });
  afterAll(() => srv.close());

  it('tells the client to ask the tutor, and a request sends nothing but answers alike', async () => {
    expect((await srv.request('GET', '/auth/changepass/opciones')).body).toEqual({
      ok: true,
      correo: false,
    });
    const res = await srv.request('POST', '/auth/changepass', {
      body: { email: 'admin@prueba.co', identificacion: '1' },
    });
    expect(res.body).toEqual({ ok: true });
  });
});
