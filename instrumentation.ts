/**
 * Runs once when a Next server starts: on Node, registers the request log (one JSON line per
 * request with its id; `lib/telemetry/request-log.ts`). The settings are read as the app reads
 * them (`lib/env-schema.mjs`); a bad one stops the server with its name.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { createLogger, isPrettyFormat } = await import("@/lib/logging.mjs");
  const { readWebServerSettings } = await import("@/lib/env-schema.mjs");
  const { registerRequestLog } = await import("@/lib/telemetry/request-log");
  const settings = readWebServerSettings(process.env);
  registerRequestLog({
    logger: createLogger({
      level: settings.LOG_LEVEL,
      pretty: isPrettyFormat(settings.LOG_FORMAT),
    }),
    trustedProxies: settings.TRUST_PROXY,
  });
}
