// Lint rules of the code base. Besides the usual TypeScript and React checks, they keep the
// architecture's boundaries (docs/architecture.md): the kitchen is pure, `shared/` depends on
// nothing of the project, web features are independent and `web/` never reaches into `worker/`,
// and no module imports itself back through a cycle (type imports included).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync('web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The kitchen's layers, bottom first: a layer imports only the layers below it (and model.ts, the
// domain types under them all); index.ts, the face, sits on top and is what the rest of the code
// imports. Shopping stands aside: it needs only base and knowledge. worker/kitchen/README.md.
const KITCHEN_LAYERS = ['base', 'knowledge', 'household', 'facts', 'safety', 'cooking', 'planning'];
const KITCHEN_BELOW = Object.fromEntries([
  ...KITCHEN_LAYERS.map((layer, i) => [layer, KITCHEN_LAYERS.slice(0, i)]),
  ['shopping', ['base', 'knowledge']],
]);

const TS_PROJECTS = ['./tsconfig.web.json', './tsconfig.worker.json', './tsconfig.node.json'];

/** shared/ is imported one way everywhere: through the `@shared/...` alias (tsconfig.base.json paths). */
const SHARED_BY_ALIAS = {
  group: ['**/shared', '**/shared/**'],
  message: 'Importez shared/ par l’alias @shared/... (tsconfig.base.json), jamais par un chemin relatif.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      '.wrangler/**',
      '**/.wrangler/**',
      'test-results/**',
      'e2e/artifacts/**',
      'worker/worker-configuration.d.ts',
      'migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.serviceworker },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TS_PROJECTS })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: Infinity }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      // French typography puts non-breaking spaces before « : ; ? ! » and inside « » on purpose: they
      // are allowed in texts (strings, templates, JSX, comments), never in the code itself.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true, skipRegExps: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: { project: TS_PROJECTS, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Config files and scripts outside the TypeScript projects (the scripts' tests import web/ and
    // worker/ modules, so no single project holds them).
    files: ['*.config.{ts,mts}', 'vitest.*.mts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { project: null } },
    ...tseslint.configs.disableTypeChecked,
  },
  // Boundaries.
  {
    files: ['worker/**', 'test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_BY_ALIAS] }] },
  },
  {
    files: ['worker/kitchen/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', '@hono/*'], message: 'La cuisine reste pure : ni Hono ni D1.' },
            {
              group: ['**/features/**', '@worker/features/**', '**/db/**', '@worker/db/**', '**/middleware/**', '@worker/middleware/**'],
              message: 'La cuisine ne dépend d’aucune fonctionnalité ni de la base.',
            },
            SHARED_BY_ALIAS,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@worker/*', '@web/*', '**/worker/**', '**/web/**'], message: 'shared/ ne dépend de rien du projet.' }] },
      ],
    },
  },
  {
    files: ['web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@worker/*', '**/worker/**'], message: 'web/ n’importe rien de worker/ : le contrat est dans shared/.' },
            SHARED_BY_ALIAS,
          ],
        },
      ],
    },
  },
  // The kitchen's layers (KITCHEN_BELOW): each layer's modules may import their own layer, the
  // layers below and model.ts; never a layer above, a side layer, or the face. Tests are outside the
  // layering: they may drive the whole engine through the face.
  ...Object.entries(KITCHEN_BELOW).map(([layer, below]) => ({
    files: [`worker/kitchen/${layer}/**`],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...Object.keys(KITCHEN_BELOW)
              .filter((other) => other !== layer && !below.includes(other))
              .map((other) => ({
                target: `./worker/kitchen/${layer}`,
                from: `./worker/kitchen/${other}`,
                message: `La couche cuisine « ${layer} » n’importe que ${below.length ? below.join(', ') : 'model.ts'} (worker/kitchen/README.md).`,
              })),
            {
              target: `./worker/kitchen/${layer}`,
              from: './worker/kitchen/index.ts',
              message: 'Les modules de la cuisine n’importent pas sa façade (index.ts) : ils importent le module qui définit.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['worker/kitchen/model.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './worker/kitchen/model.ts',
              from: './worker/kitchen',
              except: ['./model.ts'],
              message: 'model.ts est sous toutes les couches : il n’importe rien de la cuisine.',
            },
          ],
        },
      ],
    },
  },
  {
    // Outside the kitchen, only its face.
    files: ['worker/**', 'test/**'],
    ignores: ['worker/kitchen/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './',
              from: './worker/kitchen',
              except: ['./index.ts'],
              message: 'Hors de la cuisine, on importe seulement sa façade worker/kitchen/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // One clock: the Worker reads the date only through `deps.now()` (a service) or its clock (the
    // list's Durable Object), both the app's clock of worker/lib/deps.ts, the one place that reads
    // the real one; so a test can fix the date. Tests may read the real clock; only they may fix it.
    files: ['worker/**/*.ts'],
    ignores: ['worker/**/*.test.ts', 'worker/lib/deps.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'L’heure se lit par deps.now() (ou l’horloge de l’objet de la liste), jamais par Date.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'L’heure se lit par deps.now() (ou l’horloge de l’objet de la liste), jamais par new Date().',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'L’heure se lit par deps.now() (ou l’horloge de l’objet de la liste), jamais par Date().',
        },
        { selector: "ImportSpecifier[imported.name='fixClockForTests']", message: 'fixClockForTests est réservé aux tests.' },
        { selector: "ImportSpecifier[imported.name='setImportFetchForTests']", message: 'setImportFetchForTests est réservé aux tests.' },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`web/features/${feature}/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./web/features/${feature}`,
              from: './web/features',
              except: [`./${feature}`],
              message: 'Une fonctionnalité web n’importe pas une autre : passez par web/components ou web/lib.',
            },
          ],
        },
      ],
    },
  })),
);
