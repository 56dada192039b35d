import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CERTIFICADO } from '@shared/domain/evaluaciones';
import { PERMISOS_ESTUDIANTE } from '@shared/domain/permisos';
import { certificadosApi } from '../../../../src/renderer/features/certificados/api';
import { TablaCertificados } from '../../../../src/renderer/features/certificados/components/TablaCertificados';
import { errorMotivo } from '../../../../src/renderer/features/certificados/revocacion';
import i18n from '../../../../src/renderer/i18n';
import { USUARIO } from '../auth/servidorDePrueba';
import { EMITIDO, certificado, html, iniciarServidor, montarStore, texto } from './apoyo';

const ADMIN = {
  ...USUARIO,
  _id: 'admin',
  rol: {
    _id: 'r0',
    nombre: 'ADMINISTRADOR',
    permisos: PERMISOS_ESTUDIANTE,
    omitirOrden: true,
    alcance: 'todos' as const,
  },
};

describe("'Revocar' needs a reason", () => {
  it('at least 5 characters once trimmed, with the spec message', () => {
    expect(errorMotivo('')).toBe('motivoRequerido');
    expect(errorMotivo('    ')).toBe('motivoRequerido');
    expect(errorMotivo(' abc ')).toBe('motivoRequerido');
    expect(errorMotivo('Datos errados')).toBeNull();
    expect(i18n.t('certificados.revocar.motivoRequerido', { lng: 'es' })).toBe(
      MENSAJES_CERTIFICADO.motivoRequerido,
    );
  });
});

describe('issued certificates', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  beforeAll(async () => {
    servidor = await iniciarServidor();
  });
  afterAll(() => servidor.cerrar());

  const tabla = (certificados: Parameters<typeof TablaCertificados>[0]['certificados']) =>
    texto(
      html(
        <TablaCertificados
          certificados={certificados}
          puedeRevocar
          onRevocar={() => undefined}
          vacio="No hay certificados emitidos."
        />,
      ),
    );

  it('lists number, name, course, date and state; revoke only where still valid', () => {
    const t = tabla([certificado(), certificado({ _id: 'c2', numero: 8, revocadoEn: EMITIDO })]);
    expect(t).toContain('N° Nombre Curso Fecha Estado Acciones');
    expect(t).toContain(
      '7 Ana Pérez Gómez ALF01 – Alfabetización digital 21 de noviembre de 2026 VÁLIDO Revocar',
    );
    expect(t).toMatch(/8 Ana Pérez Gómez .* REVOCADO$/);
  });

  it('after revoking, the cached row shows REVOCADO', async () => {
    const vigente = certificado();
    const revocado = { ...vigente, revocadoEn: EMITIDO, motivoRevocacion: 'Datos errados' };
    servidor.responder('POST /api/certificados/listar', {
      status: 200,
      body: { ok: true, data: [vigente], total: 1 },
    });
    servidor.responder('POST /api/certificados/revocar', {
      status: 200,
      body: { ok: true, data: revocado },
    });
    const store = montarStore(servidor.url, ADMIN);
    const consulta = { pagina: 1, tamano: 20 };
    const suscripcion = store.dispatch(
      certificadosApi.endpoints.listarCertificados.initiate(consulta),
    );
    await suscripcion;
    // From now on the list answers with the revoked row, as the server would.
    servidor.responder('POST /api/certificados/listar', {
      status: 200,
      body: { ok: true, data: [revocado], total: 1 },
    });
    await store
      .dispatch(
        certificadosApi.endpoints.revocarCertificado.initiate({
          _id: vigente._id,
          motivo: 'Datos errados',
        }),
      )
      .unwrap();
    expect(servidor.recibidas.at(-1)?.body).toEqual({ _id: 'cert1', motivo: 'Datos errados' });
    const enCache = certificadosApi.endpoints.listarCertificados.select(consulta)(store.getState());
    expect(tabla(enCache.data?.data ?? [])).toMatch(/REVOCADO$/);
    suscripcion.unsubscribe();
  });
});
