import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's lint rules of issue 14 (docs/architecture.md, «Server folder map»), run on
 * snippets placed at real paths: a query outside a repository and a deep import across
 * modules fail; the same code where it belongs passes.
 */
describe('server lint: SQL only in repositories, one front door per module', () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
  const reglas = async (codigo: string, filePath: string) =>
    (await eslint.lintText(codigo, { filePath }))[0]?.messages.map((m) => m.ruleId) ?? [];

  const consulta = [
    "import type { Kysely } from 'kysely';",
    "import type { Database } from '../../db/schema';",
    'export const leer = (db: Kysely<Database>) =>',
    "  db.selectFrom('cursos').selectAll().execute();",
    'export const borrar = (db: Kysely<Database>) =>',
    "  db.deleteFrom('cursos').execute();",
    '',
  ].join('\n');

  it('refuses a query in a handler, a service, a job or the security code', async () => {
    for (const ruta of [
      'src/server/modules/cursos/handlers.ts',
      'src/server/modules/cursos/servicio.ts',
      'src/server/jobs/x.ts',
      'src/server/security/x.ts',
    ]) {
      const encontradas = (await reglas(consulta, ruta)).filter(
        (r) => r === 'no-restricted-syntax',
      );
      expect(encontradas, ruta).toHaveLength(2);
    }
  });

  it('accepts the same query in a repository file and under db/', async () => {
    for (const ruta of [
      'src/server/modules/cursos/repository.ts',
      'src/server/modules/cursos/repositorySolicitudes.ts',
      'src/server/db/x.ts',
    ]) {
      expect(await reglas(consulta, ruta), ruta).not.toContain('no-restricted-syntax');
    }
  });

  it('refuses a deep import into another module, accepts its front door', async () => {
    const profunda =
      "import { CursosRepository } from '../cursos/repository';\nexport const a = CursosRepository;\n";
    expect(await reglas(profunda, 'src/server/modules/evaluaciones/x.ts')).toContain(
      'servidor/sin-importacion-profunda',
    );
    const puerta =
      "import { CursosRepository } from '../cursos';\nexport const a = CursosRepository;\n";
    expect(await reglas(puerta, 'src/server/modules/evaluaciones/x.ts')).not.toContain(
      'servidor/sin-importacion-profunda',
    );
    const propia = "import { x } from './repository';\nexport const a = x;\n";
    expect(await reglas(propia, 'src/server/modules/cursos/handlers.ts')).not.toContain(
      'servidor/sin-importacion-profunda',
    );
  });
});
