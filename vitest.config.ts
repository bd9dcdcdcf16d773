import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "web",
          include: [
            "{lib,app,components,scripts,cache-handlers,deploy}/**/*.test.{ts,tsx}",
            "proxy.test.ts",
          ],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          // next-intl's ESM imports `next/navigation` without an extension, which Node's own
          // resolver refuses: Vite resolves it instead.
          server: { deps: { inline: ["next-intl"] } },
        },
      },
      "./upstream/vitest.config.ts",
      { test: { name: "contract", include: ["packages/*/src/**/*.test.ts"], environment: "node" } },
    ],
  },
});
