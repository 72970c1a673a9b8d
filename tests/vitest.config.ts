import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// One `vitest run` runs every suite; each kind is a project with its own environment and setup.
export default defineConfig({
  root,
  // The web imports the schema module and the route keys by the aliases in tsconfig.base.json (@schemas, @route-keys).
  resolve: { tsconfigPaths: true },
  test: {
    globals: true,
    // Every file as it finishes, then the slowest ten of the run.
    reporters: ['default', fileURLToPath(new URL('./support/slowest-files.ts', import.meta.url))],
    projects: [
      // Timeouts are generous because every project runs at once on a 2-core machine; they catch hangs,
      // they do not measure speed (that is `npm run bench`).
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
