import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { espanolInicial } from '../../../src/renderer/i18n/espanolInicial';
import { es } from '../../../src/renderer/i18n/locales/es';

const RENDERER = join(import.meta.dirname, '../../../src/renderer');

/**
 * What the login path renders or says before any lazy screen (issue 18): the features and
 * files bundled with /login. Their texts must be in the first Spanish load, since nothing
 * there waits for `espanolCompleto`.
 */
const CAMINO_DEL_LOGIN = [
  'main.tsx',
  'app/App.tsx',
  'app/apiError.ts',
  'app/guards.tsx',
  'app/perezosa.tsx',
  'app/providers.tsx',
  'app/rutas.tsx',
  'features/auth',
  'features/comun',
  'features/conexion/conexionSlice.ts',
  'features/instalacion',
  'features/kiosko',
  'features/offline',
  'features/preferencias',
  'ui/Cargando.tsx',
  'ui/FormularioDialog.tsx',
  'ui/notificaciones.tsx',
  'ui/validacion.ts',
  'ui/useFormulario.ts',
];

function archivos(ruta: string): string[] {
  const completa = join(RENDERER, ruta);
  if (!statSync(completa).isDirectory()) return [completa];
  return readdirSync(completa).flatMap((nombre) => archivos(join(ruta, nombre)));
}

/** The namespaces of `t('x.…')`, `i18n.t('x.…')`, `t(`x.${…}`)` and `i18nKey="x.…"`. */
function espacios(codigo: string): string[] {
  const llamadas = codigo.matchAll(/\b(?:t\(\s*|i18nKey=)['"`]([a-zA-Z]+)\./g);
  return [...llamadas].map((m) => m[1] ?? '');
}

describe("the login path's Spanish (issue 18)", () => {
  it('holds every namespace the login path uses', () => {
    const usados = new Map<string, string>();
    for (const archivo of CAMINO_DEL_LOGIN.flatMap(archivos)) {
      for (const espacio of espacios(readFileSync(archivo, 'utf8'))) usados.set(espacio, archivo);
    }
    // The scan finds something (a broken pattern would make this test pass on nothing).
    expect(usados.has('auth')).toBe(true);
    const faltan = [...usados].filter(([espacio]) => !Object.hasOwn(espanolInicial, espacio));
    expect(faltan).toEqual([]);
  });

  it('is a part of the full Spanish, namespace for namespace', () => {
    for (const [espacio, textos] of Object.entries(espanolInicial)) {
      expect(es[espacio as keyof typeof es]).toEqual(textos);
    }
    expect(Object.keys(espanolInicial).length).toBeLessThan(Object.keys(es).length);
  });
});
