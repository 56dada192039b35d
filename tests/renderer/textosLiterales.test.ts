import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 16: a literal UI string in the renderer's JSX fails lint (eslint.config.js,
 * TEXTO_UI); technical strings pass. Run through the project's own configuration, on a
 * file name inside the renderer as if it were there.
 */
describe('the lint rule against literal UI text', () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
  const REGLA = 'i18next/no-literal-string';
  const ARCHIVO = 'src/renderer/features/preferencias/components/Ejemplo.tsx';
  const hallazgos = async (jsx: string, filePath = ARCHIVO) => {
    const codigo = `export function Ejemplo({ t }: { t(k: string): string }) {\n  return ${jsx};\n}\n`;
    const [resultado] = await eslint.lintText(codigo, { filePath });
    return (resultado?.messages ?? []).filter((m) => m.ruleId === REGLA).length;
  };

  it.each([
    ['JSX text', '<p>Guardar cambios</p>'],
    ['a capitalised word', '<button>Guardar</button>'],
    ['an accessible name', '<button aria-label="Cerrar el menú" />'],
    ['a title', '<span title="Ayuda">?</span>'],
    ['a placeholder', '<input placeholder="Escribe tu nombre" />'],
    ['a Fluent label', '<Field label="Nombre">{null}</Field>'],
    ['a string in a JSX expression', "<p>{Math.random() > 0.5 ? 'Sí' : t('no')}</p>"],
  ])('refuses %s', async (_caso, jsx) => {
    expect(await hallazgos(jsx)).toBe(1);
  });

  it.each([
    ['translated text', "<p title={t('ayuda')}>{t('guardar')}</p>"],
    [
      'class names, ids, test ids, roles',
      '<div className="barra-x" id="raiz" data-testid="menu-idioma" role="menu" />',
    ],
    ['Fluent appearance and sizes', '<Button appearance="subtle" size="small" shape="circular" />'],
    ['routes and links', '<a href="/cursos/lista">{t(\'cursos\')}</a>'],
    ['a URL placeholder', '<input placeholder="https://" />'],
    ['punctuation and numbers', '<p>{t(\'a\')} · 100 % — {"/"}</p>'],
    ['ALL-CAPS codes and lower-case identifiers', "<p>{['ES', 'fechaHora'].join(t('y'))}</p>"],
  ])('accepts %s', async (_caso, jsx) => {
    expect(await hallazgos(jsx)).toBe(0);
  });

  it('applies to the renderer only (tests and the server may write literals)', async () => {
    expect(await hallazgos('<p>Guardar cambios</p>', 'tests/renderer/Ejemplo.tsx')).toBe(0);
  });
});
