// `npm run build` (in upstream/, or from the root): compiles the reference upstream into one
// ES module, dist/main.js (with its source map), which production runs with plain Node.
// npm dependencies stay imports (resolved from node_modules at run time); the workspace's own
// TypeScript packages (@brightway/*, e.g. the wire contract, whose `exports` point at
// TypeScript sources) are compiled into the bundle.
import { rmSync } from "node:fs";
import { build } from "esbuild";

const root = import.meta.dirname;
rmSync(`${root}/dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm-packages",
      setup(builder) {
        // A bare specifier (not relative, not absolute, not node:) names an npm package.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@brightway/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
