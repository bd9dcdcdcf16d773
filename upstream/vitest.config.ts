import { defineConfig } from "vitest/config";

// Contract tests share one database per run (PGlite takes ~5 s to start cold): a single worker
// without isolation keeps the module-level instance in test/helpers.ts alive across files.
export default defineConfig({
  test: {
    name: "upstream",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    isolate: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
