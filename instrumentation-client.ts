// Runs in the browser before the app hydrates (Next's client instrumentation file).
import { config } from "zod/v4/core";

// Why: zod compiles fast parsers with `new Function`, after probing whether it may. No page's
// Content-Security-Policy allows eval (lib/security-headers.ts), and the probe alone is reported
// as a violation although zod catches it. Forms validate in the browser with zod, so turn it off.
config({ jitless: true });
