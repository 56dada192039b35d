import { beforeAll, describe, expect, it } from 'vitest';
import { conCarga, perezosa } from '../../../src/renderer/app/perezosa';
import { fechasListas } from '../../../src/renderer/i18n';
import { renderizar, texto } from '../features/evaluaciones/render';

const Pagina = () => <p>la página</p>;

describe('screens fetched on first show (issue 18)', () => {
  // A screen waits for the dates module too; transforming date-fns for the test runner takes
  // seconds on a loaded machine, so it is loaded once here, outside each test's time limit.
  beforeAll(() => fechasListas(), 60_000);

  it('fetches a screen once, however many times it is preloaded or shown', async () => {
    let llamadas = 0;
    const pagina = perezosa(
      () => {
        llamadas += 1;
        return Promise.resolve({ Pagina });
      },
      (m) => m.Pagina,
    );
    await Promise.all([pagina.precargar(), pagina.precargar()]);
    await pagina.precargar();
    expect(llamadas).toBe(1);
  });

  it('tries again after a failed fetch (a replaced chunk, a dropped network)', async () => {
    let llamadas = 0;
    const pagina = perezosa(
      () => {
        llamadas += 1;
        return llamadas === 1 ? Promise.reject(new Error('sin red')) : Promise.resolve({ Pagina });
      },
      (m) => m.Pagina,
    );
    await expect(pagina.precargar()).rejects.toThrow('sin red');
    await expect(pagina.precargar()).resolves.toEqual({ Pagina });
    expect(llamadas).toBe(2);
  });

  it('shows a labelled, announced spinner while the screen’s code arrives', () => {
    const pendiente = perezosa(
      () => new Promise<{ Pagina: typeof Pagina }>(() => undefined),
      (m) => m.Pagina,
    );
    const html = renderizar(conCarga(pendiente));
    expect(html).toContain('role="status"');
    expect(texto(html)).toContain('Cargando…');
    expect(texto(html)).not.toContain('la página');
  });
});
