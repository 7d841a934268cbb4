import { defineConfig } from "vitest/config";

// Three projects (docs/architecture.md): `unit` beside the code, `api` through app.request() against a real
// database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), `e2e` in Chromium. The machine has
// two cores, so at most two workers; every test file gets its own database, so files run in parallel.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // Component tests (*.test.tsx) opt into the DOM with a `// @vitest-environment jsdom` docblock.
          // bench/**: the benchmarks' own pure helpers (e.g. the search-quality metrics).
          include: ["src/**/*.test.ts", "src/web/**/*.test.tsx", "bench/**/*.test.ts"],
          exclude: ["src/**/*.api.test.ts", "**/node_modules/**"],
          // jsdom renders can pass 5 s when both cores are busy; no test asserts a duration.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: ["src/**/*.api.test.ts"],
          // Migrates one PGlite template per run; each test file clones it (tests/support/test-db.ts).
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          // One browser and one app at a time: the specs share the machine's two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
