import {
  announceFirstAdmin,
  hasLegacyAdminPasswordFile,
  legacyAdminPasswordFileName,
} from "./accounts";
import { loadConfig } from "./config";
import { createLogger } from "./log";
import { startUpstream } from "./server";

// `npm run upstream`: start the reference upstream, say how to reach it, stop gracefully on
// SIGTERM/SIGINT (exit 0 once stopped).
const config = loadConfig();
const logger = createLogger(config);
const upstream = await startUpstream(config, logger);
logger.info(
  { url: upstream.url, driver: upstream.database.driver },
  `listening on ${upstream.url} (${upstream.database.driver})`,
);
// The generated first password: printed in development, a 0600 file (its path logged) in production.
announceFirstAdmin(upstream.admin, config, {
  logger,
  print: (line) => process.stdout.write(line),
});
if (upstream.demoSeeded) {
  logger.warn(
    "demo data seeded (UPSTREAM_SEED=demo): demo students with published passwords exist; never on a live site",
  );
}
if (hasLegacyAdminPasswordFile(config.UPSTREAM_DATA_DIR)) {
  logger.warn(
    `${config.UPSTREAM_DATA_DIR}/${legacyAdminPasswordFileName} (written by an older version) still holds the admin's first password in plain text: nothing reads it any more; change that password if still in use, and delete the file`,
  );
}

let isStopping = false;
async function stop(signal: NodeJS.Signals) {
  // `npm start` and a terminal may both signal (Ctrl+C reaches the whole process group).
  if (isStopping) return;
  isStopping = true;
  logger.info(
    { signal, graceMs: config.SHUTDOWN_GRACE_MS },
    `${signal}: stopping; no new connections, finishing requests in flight`,
  );
  try {
    const { unfinished } = await upstream.close();
    if (unfinished > 0)
      logger.warn(
        { unfinished },
        `cut ${unfinished} request(s) still running after ${config.SHUTDOWN_GRACE_MS} ms`,
      );
    logger.info("stopped: connections and database closed");
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, "stopping failed");
    process.exit(1);
  }
}
process.on("SIGINT", (signal) => void stop(signal));
process.on("SIGTERM", (signal) => void stop(signal));
