// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';
import path from 'node:path';

const nodeBuiltins = builtinModules.flatMap((m) => [m, `node:${m}`]);

/** Import boundaries of ARCHITECTURE.md: which folder may import which. */
const forbid = (patterns, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((group) => ({ group: [group], message })) },
  ],
});
const forbidPaths = (paths, patterns, message) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: paths.map((name) => ({ name, message })),
      patterns: patterns.map((group) => ({ group: [group], message })),
    },
  ],
});

/**
 * Issue 16: no literal UI text in the renderer's JSX; every string goes through i18next
 * (docs/i18n.md). Checked: JSX text, strings inside JSX expressions, and the attributes a
 * person reads or hears. Not checked: every other attribute (className, appearance, data-*,
 * routes, icons…), and strings that cannot be sentences — those without a letter, ALL-CAPS
 * codes, identifiers that start in lower case with no space (keys, test ids, formats,
 * paths) and bare URLs ('https://' as a placeholder). A capitalised word or anything with a space is text and needs a key.
 */
const TEXTO_UI = {
  mode: 'jsx-only',
  'jsx-attributes': {
    include: [
      'aria-label',
      'aria-description',
      'aria-placeholder',
      'aria-roledescription',
      'aria-valuetext',
      'alt',
      'title',
      'placeholder',
      'label',
      'hint',
      'validationMessage',
      'content',
      'header',
      'description',
    ],
  },
  words: {
    exclude: [
      /^[^\p{L}]+$/u,
      /^[A-Z0-9_-]+$/,
      /^[a-z]\w*([-_.:/#@]\w+)*$/,
      /^[/#.]\S*$/,
      /^[a-z][a-z0-9+.-]*:\/\/\S*$/,
      /^\p{Emoji}+$/u,
    ],
  },
};

/** Outside a renderer feature, import only its index.ts: `regex` matches a deeper path. */
const puertaDeFeature = (regex) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex,
          message:
            'Importa otra feature solo por su index.ts (features/<x>), no sus archivos internos.',
        },
      ],
    },
  ],
});

/**
 * Server modules (issue 14): a module is entered only through its `index.ts`. A relative
 * import that lands inside `src/server/modules/<m>/…` from outside module <m> must stop at
 * `modules/<m>` itself; inside <m> anything goes.
 */
const raizModulosServidor = path.resolve(import.meta.dirname, 'src/server/modules');
const moduloServidor = (archivo) => {
  const rel = path.relative(raizModulosServidor, archivo);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [modulo, ...resto] = rel.split(path.sep);
  return { modulo: modulo.replace(/\.ts$/, ''), resto };
};
const reglasServidor = {
  rules: {
    'sin-importacion-profunda': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          profunda:
            "Importa el módulo '{{modulo}}' por su puerta (modules/{{modulo}}/index.ts), no un archivo interno.",
        },
      },
      create(context) {
        const propio = moduloServidor(context.filename);
        const revisar = (node) => {
          const fuente = node.source?.value;
          if (typeof fuente !== 'string' || !fuente.startsWith('.')) return;
          const destino = moduloServidor(path.resolve(path.dirname(context.filename), fuente));
          if (!destino || destino.resto.length === 0) return;
          if (propio && propio.modulo === destino.modulo) return;
          if (destino.resto.length === 1 && /^index(\.ts)?$/.test(destino.resto[0])) return;
          context.report({ node: node.source, messageId: 'profunda', data: destino });
        };
        return {
          ImportDeclaration: revisar,
          ExportNamedDeclaration: revisar,
          ExportAllDeclaration: revisar,
          ImportExpression: revisar,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.node/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: forbidPaths(
      [...nodeBuiltins, 'electron'],
      ['**/server/**', '**/main/**', '**/preload/**', '**/renderer/**'],
      'src/shared es puro: no importa Node, el DOM, electron ni otras carpetas.',
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbidPaths(
      ['electron'],
      ['**/main/**', '**/preload/**', '**/renderer/**'],
      'src/server solo importa src/shared: debe correr con node, sin Electron.',
    ),
  },
  {
    files: ['src/main/**/*.ts'],
    rules: forbid(['**/preload/**', '**/renderer/**'], 'src/main importa solo shared y server.'),
  },
  {
    files: [
      'src/main/services/**/*.ts',
      'src/main/bridge/**/*.ts',
      'src/main/bridgeHandlers.ts',
      'src/main/serviciosEscritorio.ts',
    ],
    rules: forbidPaths(
      ['electron'],
      ['**/preload/**', '**/renderer/**'],
      'Los servicios de main son clases de Node sin electron: se prueban en Node.',
    ),
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: forbidPaths(
      nodeBuiltins,
      ['**/server/**', '**/main/**', '**/renderer/**'],
      'El preload solo construye window.platform a partir de la tabla del puente.',
    ),
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbidPaths(
        [...nodeBuiltins, 'electron'],
        ['**/server/**', '**/main/**', '**/preload/**'],
        'El renderer corre en el navegador: solo importa shared y librerías web.',
      ),
    },
  },
  {
    files: ['src/renderer/**/*.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', TEXTO_UI] },
  },
  {
    // A function a newcomer can read in one screen: longer ones get split into parts and hooks.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // Renderer features talk through their front door, features/<x>/index.ts
  // (docs/architecture.md, «Renderer folder map»). The typescript-eslint twin of
  // no-restricted-imports is used so these blocks add to the renderer block's list above
  // instead of replacing it.
  ...[0, 1, 2, 3].map((hondura) => ({
    files: [`src/renderer/features/*/${'*/'.repeat(hondura)}*.{ts,tsx}`],
    rules: puertaDeFeature(`^(\\.\\./){${hondura + 1}}[^./][^/]*/`),
  })),
  {
    files: ['src/renderer/app/*.{ts,tsx}'],
    // The store's wiring imports slices and listeners directly: a feature's index.ts loads its
    // endpoints, which need the api these files are still building.
    ignores: ['src/renderer/app/{api,axiosBaseQuery,store}.ts'],
    rules: puertaDeFeature('^\\.\\./features/[^/]+/'),
  },
  {
    files: ['src/renderer/app/*/**/*.{ts,tsx}'],
    rules: puertaDeFeature('^(\\.\\./){2,}features/[^/]+/'),
  },
  { files: ['src/renderer/*.{ts,tsx}'], rules: puertaDeFeature('^\\./features/[^/]+/') },
  {
    files: ['src/renderer/{ui,i18n,platform}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app)(/|$)',
              message: 'ui/, i18n/ y platform/ están debajo de las features: no las importan.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server structure (issue 14, docs/architecture.md «Server folder map»): SQL lives only in
    // repository files and db/, so a reader finds every query of a table in its owner's
    // repository; modules meet only through their index.ts.
    files: ['src/server/**/*.ts'],
    plugins: { servidor: reglasServidor },
    rules: { 'servidor/sin-importacion-profunda': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/repository*.ts', 'src/server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee > Identifier.property[name=/^(selectFrom|insertInto|updateTable|deleteFrom|with|replaceInto|mergeInto)$/]',
          message:
            'Las consultas viven en el repositorio del módulo dueño de la tabla (repository*.ts) o en src/server/db.',
        },
      ],
    },
  },
);
