import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Provider } from 'react-redux';
import type { DefinicionInforme, Usuario } from '@shared/api';
import { PERMISOS_TODOS, matrizPermisos } from '@shared/domain/permisos';
import { DefinicionesGuardadas } from '../../../../src/renderer/features/informes/components/DefinicionesGuardadas';
import {
  definicionesApi,
  diaDe,
  fechaDeDia,
  idParaGuardar,
  puedeGuardar,
} from '../../../../src/renderer/features/informes/definiciones';
import { USUARIO } from '../auth/servidorDePrueba';
import { iniciarServidor, montarStore } from '../certificados/apoyo';
import { renderizar, texto } from '../evaluaciones/render';

function definicion(cambios: Partial<DefinicionInforme> = {}): DefinicionInforme {
  return {
    _id: 'd1',
    nombre: 'Primer trimestre',
    desde: '2026-01-01',
    hasta: '2026-03-31',
    usuario: { _id: 'u1', nombre: 'Ana Pérez' },
    creadoEn: '2026-04-01T10:00:00.000Z',
    actualizadoEn: '2026-04-01T10:00:00.000Z',
    ...cambios,
  };
}

const ADMIN: Usuario = {
  ...USUARIO,
  rol: { ...USUARIO.rol, nombre: 'ADMINISTRADOR', permisos: PERMISOS_TODOS },
};
const TUTOR: Usuario = {
  ...USUARIO,
  rol: {
    ...USUARIO.rol,
    nombre: 'Tutor',
    permisos: matrizPermisos((v, o) => v === 'informes' && o === 'consultar'),
  },
};

describe('saved report ranges: pure rules', () => {
  it('days go to and from the pickers without a time-zone shift', () => {
    expect(diaDe(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(diaDe(null)).toBe('');
    expect(diaDe(new Date('nada'))).toBe('');
    const f = fechaDeDia('2026-03-31');
    expect([f.getFullYear(), f.getMonth(), f.getDate(), f.getHours()]).toEqual([2026, 2, 31, 0]);
  });

  it('saving a name the user already has replaces it; another name gets a new id', () => {
    const propias = [
      definicion(),
      definicion({ _id: 'd2', nombre: 'Otro', usuario: { _id: 'u9', nombre: 'X' } }),
    ];
    expect(idParaGuardar(' primer TRIMESTRE ', propias, 'u1', () => 'nuevo')).toBe('d1');
    // Somebody else's definition of that name (an administrator lists all) is not replaced.
    expect(idParaGuardar('Otro', propias, 'u1', () => 'nuevo')).toBe('nuevo');
  });

  it('the save button needs a name and a range in order', () => {
    const rango = { desde: '2026-01-01', hasta: '2026-01-31' };
    expect(puedeGuardar('Enero', rango)).toBe(true);
    expect(puedeGuardar('  ', rango)).toBe(false);
    expect(puedeGuardar('Enero', { desde: '', hasta: '2026-01-31' })).toBe(false);
    expect(puedeGuardar('Enero', { desde: '2026-02-01', hasta: '2026-01-31' })).toBe(false);
  });
});

describe('saved report ranges: the component against a real HTTP server', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  beforeAll(async () => {
    servidor = await iniciarServidor();
    servidor.responder('POST /api/informes/informes/buscar', {
      status: 200,
      body: { ok: true, data: [definicion()] },
    });
  });
  afterAll(() => servidor.cerrar());

  async function pintar(usuario: Usuario) {
    const store = montarStore(servidor.url, usuario);
    await store.dispatch(definicionesApi.endpoints.definicionesInforme.initiate(undefined));
    return renderizar(
      <Provider store={store}>
        <DefinicionesGuardadas
          rango={{ desde: '2026-01-01', hasta: '2026-01-31' }}
          onCargar={() => undefined}
        />
      </Provider>,
    );
  }

  it('lists the saved ranges in DD/MM/AAAA with load and delete for an administrator', async () => {
    const html = await pintar(ADMIN);
    const t = texto(html);
    expect(t).toContain('Rangos guardados');
    expect(t).toContain('Nombre del rango');
    expect(t).toContain('Guardar rango');
    expect(t).toContain('Primer trimestre 01/01/2026 a 31/03/2026 Cargar');
    expect(html).toContain('aria-label="Cargar el rango Primer trimestre"');
    expect(html).toContain('aria-label="Eliminar el rango Primer trimestre"');
    expect(servidor.recibidas.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/informes/informes/buscar',
      authorization: 'Bearer tok-1',
    });
  });

  it('a tutor (informes.consultar only) loads ranges but cannot save or delete', async () => {
    const html = await pintar(TUTOR);
    expect(texto(html)).not.toContain('Guardar rango');
    expect(html).not.toContain('Eliminar el rango');
    expect(html).toContain('Cargar el rango Primer trimestre');
  });

  it('save is a PUT to the chosen id with the range as whole days', async () => {
    servidor.responder('PUT /api/informes/informes/d7', {
      status: 200,
      body: { ok: true, data: definicion({ _id: 'd7', nombre: 'Enero' }) },
    });
    const store = montarStore(servidor.url, ADMIN);
    const r = await store.dispatch(
      definicionesApi.endpoints.guardarDefinicionInforme.initiate({
        id: 'd7',
        datos: { nombre: 'Enero', desde: '2026-01-01', hasta: '2026-01-31' },
      }),
    );
    expect(r.data?.nombre).toBe('Enero');
    expect(servidor.recibidas.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/informes/informes/d7',
      body: { nombre: 'Enero', desde: '2026-01-01', hasta: '2026-01-31' },
    });
  });
});
