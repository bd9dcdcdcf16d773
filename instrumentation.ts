/**
 * Runs once when a Next server starts: on Node, registers the request log (one JSON line per
 * request with its id; `lib/telemetry/request-log.ts`). The settings are read as the app reads
 * them (`lib/env-schema.mjs`); a bad one, or a live site without its payment details, stops the
 * server with their names.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { createLogger, isPrettyFormat } = await import("@/lib/logging.mjs");
  const { readWebServerSettings, refuseDemoPaymentDetails } = await import("@/lib/env-schema.mjs");
  const { registerRequestLog } = await import("@/lib/telemetry/request-log");
  const settings = readWebServerSettings(process.env);
  // A live site never tells buyers to pay the demo wallet: stop here, naming the settings.
  refuseDemoPaymentDetails(process.env);
  registerRequestLog({
    logger: createLogger({
      level: settings.LOG_LEVEL,
      pretty: isPrettyFormat(settings.LOG_FORMAT),
    }),
    trustedProxies: settings.TRUST_PROXY,
  });
}
