import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** zod only through @/lib/zod in the web app. */
const zodThroughLib = {
  name: "zod",
  message:
    "Import z from @/lib/zod: it turns off zod's eval probe before any schema parses (the CSP forbids eval).",
};

/** The wire contract only through lib/upstream/wire.ts, which loads @/lib/zod before the contract builds its schemas. */
const contractThroughWire = {
  name: "@brightway/contract",
  message:
    "Import the wire schemas from @/lib/upstream/wire: it loads @/lib/zod before the contract builds them.",
};

/** The upstream's code is another deployable. */
const noUpstreamCode = {
  group: ["@brightway/upstream", "@brightway/upstream/*", "@/upstream/*"],
  message:
    "The web app talks to the upstream over HTTP (lib/upstream/); it never imports the upstream's code.",
};

/** The web app's runtime code (the root but its tests, scripts and e2e). */
const webRuntime = [
  "app/**/*.{ts,tsx}",
  "components/**/*.{ts,tsx}",
  "lib/**/*.{ts,tsx}",
  "proxy.ts",
  "cache-handlers/**/*.{ts,mjs}",
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Specs take test/expect from e2e/test.ts, which fails any test that meets a CSP violation.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message:
                "Import test and expect from ./test: it fails a test on any Content-Security-Policy violation.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/zod.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [zodThroughLib, contractThroughWire] }] },
  },
  {
    // The reference upstream is another deployable (its own workspace, its own process): the web
    // app's runtime never imports it. Tests may, through its package exports (test support, seed).
    files: webRuntime,
    ignores: ["lib/zod.ts", "**/*.test.{ts,tsx}", "cache-handlers/test-*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodThroughLib, contractThroughWire],
          patterns: [noUpstreamCode],
        },
      ],
    },
  },
  {
    // The one web module that imports the contract.
    files: ["lib/upstream/wire.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [zodThroughLib], patterns: [noUpstreamCode] }],
    },
  },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "upstream/drizzle/**",
      "upstream/dist/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      // The Lighthouse floor app (scripts/lighthouse.mjs --floor): its build output and generated types.
      "scripts/lighthouse-floor/.next/**",
      "scripts/lighthouse-floor/next-env.d.ts",
    ],
  },
];

export default config;
