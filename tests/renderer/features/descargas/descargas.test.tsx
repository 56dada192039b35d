import { describe, expect, it } from 'vitest';
import type { Descarga, PlatformBridge } from '@shared/bridge';
import {
  AlmacenDescargas,
  type Temporizador,
} from '../../../../src/renderer/features/descargas/almacen';
import { VistaDescargaLeccion } from '../../../../src/renderer/features/descargas/components/DescargaLeccion';
import { ListaDescargas } from '../../../../src/renderer/features/descargas/components/DescargasCurso';
import {
  accionesDescarga,
  argumentosDescarga,
  faltantesDelCurso,
  formatearTamano,
  formatearVelocidad,
  porcentajeDescarga,
  resumenDescargas,
  urlLocalDe,
  vistaDescarga,
} from '../../../../src/renderer/features/descargas/vista';
import { BarraSincronizacion } from '../../../../src/renderer/features/offline/components/EstadoSincronizacion';
import { vistaSincronizacion } from '../../../../src/renderer/features/offline/vista';
import { leccion } from '../cursos/fixtures';
import { renderizar, texto, textos } from '../evaluaciones/render';

function descarga(cambios: Partial<Descarga> = {}): Descarga {
  return {
    multimediaId: 'm1',
    nombre: '1.1 Introducción',
    cursoId: 'c1',
    bytes: 0,
    total: 4 * 1024 * 1024,
    velocidad: 0,
    estado: 'en-curso',
    error: null,
    sha256: null,
    urlLocal: null,
    actualizadoEn: '2026-11-21T09:00:00.000Z',
    ...cambios,
  };
}

describe('downloads view model', () => {
  it('formats sizes and speed in Spanish', () => {
    expect(formatearTamano(0)).toBe('0 B');
    expect(formatearTamano(512)).toBe('512 B');
    expect(formatearTamano(1536)).toBe('1,5 KB');
    expect(formatearTamano(4 * 1024 * 1024)).toBe('4 MB');
    expect(formatearVelocidad(1.25 * 1024 * 1024)).toBe('1,3 MB/s');
  });

  it('gives percent, speed and the buttons of each state', () => {
    const d = descarga({ bytes: 1024 * 1024, velocidad: 512 * 1024 });
    expect(porcentajeDescarga(d)).toBe(25);
    expect(porcentajeDescarga(descarga({ total: null }))).toBeNull();
    expect(vistaDescarga(d)).toEqual({
      tipo: 'en-curso',
      porcentaje: 25,
      descargado: '1 MB',
      velocidad: '512 KB/s',
    });
    expect(accionesDescarga(vistaDescarga(d))).toEqual(['cancelar']);
    expect(accionesDescarga(vistaDescarga(undefined))).toEqual(['descargar']);
    const completa = vistaDescarga(descarga({ estado: 'completa', bytes: 4 * 1024 * 1024 }));
    expect(completa).toEqual({ tipo: 'completa', tamano: '4 MB' });
    expect(accionesDescarga(completa)).toEqual(['quitar']);
    const error = vistaDescarga(
      descarga({ estado: 'error', error: 'No hay espacio suficiente en el disco.' }),
    );
    expect(error).toEqual({ tipo: 'error', mensaje: 'No hay espacio suficiente en el disco.' });
    expect(accionesDescarga(error)).toEqual(['reintentar', 'quitar']);
    expect(accionesDescarga(vistaDescarga(descarga({ estado: 'pausada' })))).toEqual([
      'reanudar',
      'quitar',
    ]);
  });

  it('downloads a course lesson by its signed URL and skips links and what is already here', () => {
    const video = leccion({ _id: 'm1' });
    const enlace = leccion({
      _id: 'm2',
      tipoMedia: 'link',
      sources: { src: null, srcType: null, link: 'https://x.org' },
    });
    const pdf = leccion({ _id: 'm3', tipoMedia: 'Documento', formato: 'pdf', tamano: null });
    expect(argumentosDescarga(video)).toEqual({
      multimediaId: 'm1',
      nombre: '1.1 Introducción',
      cursoId: 'c1',
      url: '/api/plyr/m1?firma=abc',
      total: 1000,
    });
    expect(argumentosDescarga(enlace)).toBeNull();
    expect(argumentosDescarga(pdf)?.total).toBeNull();
    const lista = [
      descarga({ multimediaId: 'm1', estado: 'completa' }),
      descarga({ multimediaId: 'm3', estado: 'error' }),
    ];
    expect(faltantesDelCurso([video, enlace, pdf], lista).map((l) => l._id)).toEqual(['m3']);
  });

  it('plays from leccion:// only once a download is complete', () => {
    const lista = [
      descarga({ multimediaId: 'm1', estado: 'completa', urlLocal: 'leccion://m1' }),
      descarga({ multimediaId: 'm2', estado: 'en-curso', urlLocal: 'leccion://m2' }),
    ];
    expect(urlLocalDe(lista, 'm1')).toBe('leccion://m1');
    expect(urlLocalDe(lista, 'm2')).toBeNull();
    expect(urlLocalDe(lista, 'm9')).toBeNull();
  });

  it('sums the space used in the downloads list', () => {
    const r = resumenDescargas([
      descarga({ multimediaId: 'b', nombre: '1.10 B', bytes: 1024 }),
      descarga({ multimediaId: 'a', nombre: '1.2 A', bytes: 2048 }),
    ]);
    expect(r.filas.map((f) => f.nombre)).toEqual(['1.2 A', '1.10 B']);
    expect(r.total).toBe('3 KB');
  });
});

/** A bridge whose list the test sets, and a clock the test advances by hand. */
function montarAlmacen(listas: Descarga[][]) {
  let llamadas = 0;
  const bridge: PlatformBridge['descargas'] = {
    listar: async () => listas[Math.min(llamadas++, listas.length - 1)] ?? [],
    iniciar: async (a) => descarga({ multimediaId: a.multimediaId, nombre: a.nombre }),
    cancelar: async () => null,
    eliminar: async () => null,
  };
  const pendientes: (() => void)[] = [];
  const reloj: Temporizador = {
    setTimeout: (fn) => pendientes.push(fn),
    clearTimeout: (id) => {
      pendientes[(id as number) - 1] = () => undefined;
    },
  };
  return { almacen: new AlmacenDescargas(bridge, reloj), pendientes, llamadas: () => llamadas };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('downloads store', () => {
  it('polls while a download runs and stops when it completes or nobody looks', async () => {
    const { almacen, pendientes, llamadas } = montarAlmacen([
      [descarga({ bytes: 10 })],
      [descarga({ bytes: 20 })],
      [descarga({ estado: 'completa', bytes: 30 })],
    ]);
    let avisos = 0;
    const dejar = almacen.subscribe(() => avisos++);
    await tick();
    expect(almacen.getSnapshot()).toMatchObject({ leida: true, lista: [{ bytes: 10 }] });
    pendientes.at(-1)?.();
    await tick();
    expect(almacen.getSnapshot().lista[0]?.bytes).toBe(20);
    pendientes.at(-1)?.();
    await tick();
    expect(almacen.getSnapshot().lista[0]?.estado).toBe('completa');
    const programados = pendientes.length;
    expect(llamadas()).toBe(3);
    expect(avisos).toBe(3);
    dejar();
    expect(pendientes.length).toBe(programados); // nothing scheduled after completion
  });
});

describe('downloads and sync state as shown', () => {
  it('a running download shows its bar, percent and speed; an error its reason and Reintentar', () => {
    const l = leccion();
    const enCurso = renderizar(
      <VistaDescargaLeccion
        leccion={l}
        descarga={descarga({ bytes: 1024 * 1024, velocidad: 2048 })}
        onAccion={() => undefined}
      />,
    );
    expect(enCurso).toContain('role="progressbar"');
    expect(texto(enCurso)).toContain('25 % · 2 KB/s');
    expect(textos(enCurso, 'button')).toEqual(['Cancelar']);
    const error = renderizar(
      <VistaDescargaLeccion
        leccion={l}
        descarga={descarga({ estado: 'error', error: 'Se cortó la conexión.' })}
        onAccion={() => undefined}
      />,
    );
    expect(texto(error)).toContain('Se cortó la conexión.');
    expect(textos(error, 'button')).toEqual(['Reintentar', 'Quitar']);
    const hecha = renderizar(
      <VistaDescargaLeccion
        leccion={l}
        descarga={descarga({ estado: 'completa', bytes: 4 * 1024 * 1024 })}
        onAccion={() => undefined}
      />,
    );
    expect(texto(hecha)).toContain('Descargada · 4 MB');
    const enlace = leccion({
      tipoMedia: 'link',
      sources: { src: null, srcType: null, link: 'https://x.org' },
    });
    expect(
      texto(
        renderizar(
          <VistaDescargaLeccion leccion={enlace} descarga={undefined} onAccion={() => undefined} />,
        ),
      ),
    ).toBe('');
  });

  it('the downloads list shows sizes and Quitar', () => {
    const html = renderizar(
      <ListaDescargas
        lista={[descarga({ estado: 'completa', bytes: 2048 })]}
        onAccion={() => undefined}
      />,
    );
    expect(texto(html)).toContain('1.1 Introducción');
    expect(texto(html)).toContain('Espacio usado: 2 KB');
    expect(textos(html, 'button')).toEqual(['Quitar']);
    expect(texto(renderizar(<ListaDescargas lista={[]} onAccion={() => undefined} />))).toBe(
      'No hay lecciones descargadas.',
    );
  });

  it('the frame strip shows Sin conexión, pending changes, last sync and refusals', () => {
    const vista = vistaSincronizacion(true, true, {
      pendientes: 3,
      rechazados: [
        {
          id: '3f1e2d4c-5b6a-4789-8abc-def012345678',
          tipo: 'progreso',
          motivo: 'x',
          creadoEn: '2026-11-21T09:00:00',
        },
      ],
      ultimaSincronizacion: '2026-11-21T09:30:05',
      sincronizando: false,
    });
    const t = texto(
      renderizar(<BarraSincronizacion vista={vista} onSincronizar={() => undefined} />),
    );
    expect(t).toContain('Sin conexión');
    expect(t).toContain('3 cambios pendientes');
    expect(t).toContain('Última sincronización: 21/11/26 09:30:05');
    expect(t).toContain('1 cambio rechazado');
    expect(
      texto(
        renderizar(
          <BarraSincronizacion
            vista={vistaSincronizacion(false, true, null)}
            onSincronizar={() => undefined}
          />,
        ),
      ),
    ).toBe('');
  });
});
