// One lint for the repository: typescript-eslint's recommended rules, the React hooks rules, and the
// import boundaries that keep each layer depending only on the layers below it (docs/architecture.md).
// tests/unit/lint-boundaries.test.ts lints one forbidden import per direction and fails if any passes.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

// Zones and folder lists are read from the repository root, not from wherever ESLint was started:
// no-restricted-paths resolves zones against the working directory unless told otherwise, and a
// zone that points nowhere forbids nothing.
const root = dirname(fileURLToPath(import.meta.url));
const dirs = (path) =>
  existsSync(join(root, path))
    ? readdirSync(join(root, path), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const features = dirs('web/src/features');
const groups = dirs('functions').filter((name) => name !== 'shared' && name !== 'domain');
const domainRoot = './functions/domain';

// The local stack and the entry points: only they, the tests and the bench (which start the stack) import them.
const localStack = ['./bin', './local'];
const testCode = ['./tests', './bench'];

const zones = [
  // Runtimes: the web runs in the browser, functions in Lambda, infra in CDK's synth; none of them
  // imports another runtime's code or the local stand-ins for the cloud.
  {
    target: ['./web', './functions', './infra'],
    from: localStack,
    message: 'Only bin/, local/, tests/ and bench/ import the local stack and the entry points.',
  },
  {
    target: ['./web', './functions', './infra'],
    from: testCode,
    message: 'Application code never imports tests or the bench.',
  },
  {
    target: './web',
    from: './infra',
    message: 'The web never imports infra (it would pull CDK into the browser).',
  },
  // The web shares only the request/response schemas and the route keys with the functions.
  {
    target: './web',
    from: './functions',
    except: ['./shared/schemas/index.ts', './route-keys.ts'],
    message: 'The web may import only the schema entry (functions/shared/schemas) and the route keys from functions.',
  },
  {
    target: './functions',
    from: ['./web', './infra'],
    message: 'Functions never import the web or infra; shared resource definitions live in functions/shared.',
  },
  {
    target: './infra',
    from: './web/src',
    message: 'Infra never imports the web app; it deploys its build.',
  },
  // web: components, hooks, i18n, lib, texts and the service worker are the shared base; features
  // build on them; app on features.
  ...['components', 'hooks', 'i18n', 'lib', 'texts', 'sw', 'config.ts'].map((base) => ({
    target: `./web/src/${base}`,
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code may not import a feature or the app.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'A feature may not import the app; move what it needs into components, hooks or lib.',
  },
  // A feature reaches another only through that feature's public entry (its index.ts).
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./web/src/features/${feature}`,
        from: `./web/src/features/${other}`,
        except: ['./index.ts'],
        message: `Import the ${other} feature through its public entry (features/${other}/index.ts).`,
      })),
  ),
  // functions: an endpoint group imports domains and shared, never another group; a domain imports
  // shared and other domains, never a group; shared imports neither.
  ...groups.map((group) => ({
    target: `./functions/${group}`,
    from: groups.filter((other) => other !== group).map((other) => `./functions/${other}`),
    message: 'Endpoint groups share code only through functions/domain and functions/shared.',
  })),
  {
    target: domainRoot,
    from: groups.map((group) => `./functions/${group}`),
    message: 'A domain may not import an endpoint group.',
  },
  {
    target: './functions/shared',
    from: [...groups.map((group) => `./functions/${group}`), domainRoot],
    message: 'functions/shared is the platform: it imports no endpoint group and no domain.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '**/dist/',
      'cdk.out/',
      '.data/',
      '.test-data/',
      'coverage/',
      'local/seed/assets/',
      // Each file there is a forbidden import on purpose; the boundary test lints them under the paths they name.
      'tests/lint-fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files import-x reads to follow imports further (the cycle rule): without the TypeScript
      // extensions it reads only .js files, and finds no cycle in a TypeScript codebase.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      // Every runtime's tsconfig, so the resolver knows each one's paths; an import it cannot resolve
      // is an error (no-unresolved), since the boundary and cycle rules skip what they cannot resolve.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'tsconfig.node.json',
            'web/src/tsconfig.json',
            'web/src/sw/tsconfig.json',
            'tests/tsconfig.json',
          ].map((config) => join(root, config)),
          // Each file is resolved with the tsconfig that includes it (the solution tsconfig.json includes none).
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
);
