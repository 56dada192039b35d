import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ciclosEntreDominios,
  describirCiclos,
  grafoDeDominios,
  importacionesDe,
} from '../helpers/ciclos';

const FEATURES = fileURLToPath(new URL('../../src/renderer/features', import.meta.url));

describe('renderer features (issue 14: one front door, no cycles)', () => {
  const grafo = grafoDeDominios({ raiz: FEATURES });

  it('has no import cycle between features, type imports included', () => {
    const ciclos = ciclosEntreDominios(grafo);
    expect(describirCiclos(grafo, ciclos)).toEqual([]);
  });

  it('gives every feature an index.ts front door', () => {
    const sinPuerta = [...grafo.keys()].filter((f) => !existsSync(join(FEATURES, f, 'index.ts')));
    expect(sinPuerta).toEqual([]);
  });

  it('reads the graph it checks: the player depends on lessons, lessons not on courses', () => {
    // Guards against a regex that silently finds nothing (an empty graph has no cycles).
    expect(grafo.get('progresos')?.has('multimedias')).toBe(true);
    expect(grafo.get('cursos')?.has('progresos')).toBe(true);
    expect(grafo.get('multimedias')?.has('cursos') ?? false).toBe(false);
    expect(grafo.get('auth')?.size ?? 0).toBe(0);
  });
});

describe('the lint rule for front doors', () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
  const reglas = async (codigo: string, filePath: string) =>
    (await eslint.lintText(codigo, { filePath }))[0]?.messages.map((m) => m.ruleId) ?? [];
  const PUERTA = '@typescript-eslint/no-restricted-imports';

  it('refuses a deep import across features, from app/ and from main.tsx', async () => {
    const profunda = "import { cursosApi } from '../../cursos/api';\nexport const a = cursosApi;\n";
    expect(await reglas(profunda, 'src/renderer/features/usuarios/components/X.tsx')).toContain(
      PUERTA,
    );
    const desdeApp = "import { x } from '../features/cursos/tarjetas';\nexport const a = x;\n";
    expect(await reglas(desdeApp, 'src/renderer/app/X.ts')).toContain(PUERTA);
    const desdeMain = "import { x } from './features/auth/thunks';\nexport const a = x;\n";
    expect(await reglas(desdeMain, 'src/renderer/main.tsx')).toContain(PUERTA);
    const desdeUi = "import { x } from '../features/auth';\nexport const a = x;\n";
    expect(await reglas(desdeUi, 'src/renderer/ui/X.ts')).toContain(PUERTA);
  });

  it('accepts the front door and imports inside the same feature', async () => {
    const puerta =
      "import { useListarCursosQuery } from '../../cursos';\nexport const a = useListarCursosQuery;\n";
    expect(await reglas(puerta, 'src/renderer/features/usuarios/components/X.tsx')).toEqual([]);
    const propia = "import { usuariosApi } from '../api';\nexport const a = usuariosApi;\n";
    expect(await reglas(propia, 'src/renderer/features/usuarios/components/X.tsx')).toEqual([]);
  });
});

describe('tests/helpers/ciclos', () => {
  const raiz = mkdtempSync(join(tmpdir(), 'ciclos-'));
  afterAll(() => rmSync(raiz, { recursive: true, force: true }));
  const escribir = (ruta: string, texto: string) => {
    mkdirSync(dirname(join(raiz, ruta)), { recursive: true });
    writeFileSync(join(raiz, ruta), texto);
  };

  it('finds a cycle made of index, deep, multi-line, type-only and dynamic imports', () => {
    escribir('a/index.ts', "export { x } from './x';\n");
    escribir('a/x.ts', "import {\n  y,\n} from '../b/y';\nexport const x = y;\n");
    escribir('b/y.ts', "import type { Z } from '../c';\nexport const y: Z = 1;\n");
    escribir('c/index.ts', "export type Z = number;\nexport const c = () => import('../a');\n");
    escribir('d/index.ts', "import { x } from '../a';\nexport const d = x;\n");
    const grafo = grafoDeDominios({ raiz });
    expect(ciclosEntreDominios(grafo)).toEqual([['a', 'b', 'c']]);
    expect(describirCiclos(grafo, ciclosEntreDominios(grafo))).toContain('a → b: a/x.ts');
    // Without type imports b no longer reaches c: no cycle.
    expect(ciclosEntreDominios(grafoDeDominios({ raiz, incluirTipos: false }))).toEqual([]);
  });

  it('resolves aliases and ignores packages', () => {
    const imps = importacionesDe('/r/f/a.ts', "import a from 'react';\nimport { b } from '@s/x';", {
      '@s': '/r/shared',
    });
    expect(imps.map((i) => i.destino)).toEqual([null, '/r/shared/x']);
  });
});
