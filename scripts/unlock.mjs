#!/usr/bin/env node
// `npm run unlock -- <email> [address]`: an operator clears a login lock. It clears the
// reference upstream's counts (`@brightway/upstream/ops/unlock`: its PostgreSQL table, or the
// running process's memory through POST /ops/unlock) and, when REDIS_URL is set, the web app's
// counts in Redis (lib/auth/throttle-keys.ts). Without REDIS_URL the web app counts in each
// instance's memory: restart it to clear them. Run with tsx (the modules are TypeScript).
import { unlockUpstream } from "@brightway/upstream/ops/unlock";
import { createClient } from "redis";
import { clearRedisCounts } from "../lib/auth/throttle-keys.ts";

const [email, address] = process.argv.slice(2);
if (!email || email.startsWith("-")) {
  console.error("Usage: npm run unlock -- <email> [address]");
  process.exit(2);
}
const scope = address ? `${email} from ${address}` : `${email} from every address`;

try {
  const upstream = await unlockUpstream(email, address);
  const where = {
    postgres: "in its database",
    live: "in the running upstream",
    none: "none: the upstream is not running",
  }[upstream.via];
  console.log(`Upstream: cleared ${upstream.cleared} count(s) of ${scope} (${where}).`);
  if (process.env.REDIS_URL) {
    const client = createClient({
      url: process.env.REDIS_URL,
      socket: { connectTimeout: 2000, reconnectStrategy: false },
    });
    await client.connect();
    try {
      const cleared = await clearRedisCounts(
        client,
        process.env.REDIS_KEY_PREFIX ?? "brightway:",
        email,
        address,
      );
      console.log(`Web app (Redis): cleared ${cleared} count(s) of ${scope}.`);
    } finally {
      client.destroy();
    }
  } else {
    console.log(
      "Web app: no REDIS_URL, its counts are in each instance's memory (a restart clears them).",
    );
  }
} catch (error) {
  console.error(`unlock failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
