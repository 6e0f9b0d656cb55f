import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';

// Vitest reads this file instead of vite.config.ts. The plugins are repeated here (keep them in sync) rather
// than imported, because Vite warns on every run about an extensionless import of ./vite.config.
export default defineConfig({
  plugins: [
    react(),
    wyw({
      include: ['views/**/*.{ts,tsx}'],
      babelOptions: { presets: ['@babel/preset-typescript'] },
    }),
  ],
  test: {
    // The projects run one after another (sequence.groupOrder): unit, then server, then e2e, so the
    // PostgreSQL-backed and browser suites never compete with each other for the two CPU cores.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/server/**', 'tests/e2e/**', '**/node_modules/**'],
          // Environment is node; DOM test files (all of tests/views/**) begin with `// @vitest-environment happy-dom`.
          environment: 'node',
          // Vitest's 5 s default is a hang detector, not a speed target: model-based explorations replay
          // hundreds of paths and took 6.5 s on a busy 2-core machine. Speed belongs in `npm run bench`.
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
          setupFiles: ['tests/support/environment-guard.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One migrated database per driver for the run; each file's database is a copy of it.
          globalSetup: ['tests/server/support/templates.ts'],
          // The files share one module graph (the server's modules are imported once, not per file: that
          // took half of this project's time). Each file still opens its own databases and app, so two files
          // run at once, one a worker, while the other waits on its database.
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The product's database is seeded once; each file's product starts on a copy.
          globalSetup: ['tests/e2e/support/seeded-database.ts'],
          // One file at a time: two at once (each with its own product, database and browser) were 200 s quicker
          // here, but on CI's machine the load pushed three waits past 30 s (stop 30); the browser tests must not
          // depend on the machine's speed.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser's answer arrives when it does: a poll waits for it as long as a locator would (not vitest's 1 s).
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
