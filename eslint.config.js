// One lint for the repository: typescript-eslint's recommended rules, the React hooks rules, and the
// import boundaries that keep each layer depending only on the layers below it (docs/architecture.md).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = dirs('web/src/features');
const groups = dirs('functions').filter((name) => name !== 'shared' && name !== 'domain');

const zones = [
  // web: components, hooks, i18n, lib and texts are the shared base; features build on them; app on features.
  ...['components', 'hooks', 'i18n', 'lib', 'texts', 'config.ts'].map((base) => ({
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
  // The web shares only the request/response schemas and the route keys with the functions.
  {
    target: './web',
    from: './functions',
    except: ['./shared/schemas', './route-keys.ts'],
    message: 'The web may import only the schema module and the route keys from functions.',
  },
  // functions: groups share code only through functions/domain and functions/shared; a domain builds
  // on shared and imports no group; shared (the platform) imports neither.
  ...groups.map((group) => ({
    target: `./functions/${group}`,
    from: groups.filter((other) => other !== group).map((other) => `./functions/${other}`),
    message: 'Endpoint groups share code only through functions/domain and functions/shared.',
  })),
  {
    target: './functions/domain',
    from: groups.map((group) => `./functions/${group}`),
    message: 'A domain module may not import an endpoint group.',
  },
  {
    target: './functions/shared',
    from: [...groups.map((group) => `./functions/${group}`), './functions/domain'],
    message: 'functions/shared may not import a domain module or an endpoint group.',
  },
  {
    target: './functions',
    from: './infra',
    message: 'Functions never import infra; shared resource definitions live in functions/shared.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', '**/dist/', 'cdk.out/', '.data/', '.test-data/', 'coverage/', 'local/seed/assets/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
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
