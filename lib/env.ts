import "server-only";
import type * as z from "@/lib/zod";
import { envSchema, parseEnv } from "@/lib/env-schema.mjs";

/** The web app's parsed configuration (see `envSchema` in `lib/env-schema.mjs` for each setting). */
export type Env = z.output<typeof envSchema>;

/**
 * The configuration of this process, parsed once on first import.
 * @throws Error listing every missing or malformed setting, one per line.
 */
export const env: Env = parseEnv(envSchema, process.env);
