/**
 * zod for the web app (`z`), set up before any schema is used: `jitless`, so zod never compiles a
 * parser with `new Function`. No page's Content-Security-Policy allows eval
 * (`lib/security-headers.ts`), and zod's probe for it is reported as a violation although zod
 * catches the error.
 *
 * Import from here (`import * as z from "@/lib/zod"`), never from "zod" (ESLint enforces it in
 * app/, components/ and lib/): a module's imports run before its own body, so the setting is in
 * place before any schema of ours parses, in the browser and on the server, and only pages that
 * use zod load it.
 */
import { config } from "zod/v4/core";

config({ jitless: true });

// Everything zod exports, for `import * as z from "@/lib/zod"` (zod 4's own recommended form):
// the bundler keeps only the members a page uses, where re-exporting the `z` object would keep
// all of zod, its locales and JSON Schema included.
export * from "zod";
