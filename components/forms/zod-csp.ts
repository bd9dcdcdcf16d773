// Imported for its side effect by every client module that parses with zod (before its first parse).
import { config } from "zod/v4/core";

// Why: zod compiles fast parsers with `new Function`, after probing whether it may. No page's
// Content-Security-Policy allows eval (lib/security-headers.ts), and the probe alone is reported
// as a violation although zod catches it. So zod runs without compiling in the browser. This
// lives here, not in instrumentation-client.ts, so that pages without forms never load zod.
config({ jitless: true });
