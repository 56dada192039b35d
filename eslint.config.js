// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

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
      ['electron', 'electron-store'],
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
      ['electron', 'electron-store'],
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
        [...nodeBuiltins, 'electron', 'electron-store'],
        ['**/server/**', '**/main/**', '**/preload/**'],
        'El renderer corre en el navegador: solo importa shared y librerías web.',
      ),
    },
  },
);
