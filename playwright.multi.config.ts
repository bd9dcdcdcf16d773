import { defineConfig } from "@playwright/test";
import { e2eAdmin, sharedAddressLimits, suiteConfig } from "./e2e/suite-config";

// Two web instances behind the load balancer:
// scripts/multi-instance.mjs starts Redis, the reference upstream on PostgreSQL (a wiped database
// of its own), two web instances each on its own copy of the build output, and HAProxy with
// deploy/haproxy.cfg. `npm test` runs this suite after the main one (it needs the build).
// Ports differ from the main suite's (3210/3211, 5210/5211) and from `npm run multi`'s.
const balancerPort = 3220;
const webPorts = [3221, 3222];
const upstreamPort = 5220;
const statsPort = 3228;
const controlPort = 3229;

process.env.E2E_ADMIN_EMAIL = e2eAdmin.email;
process.env.E2E_ADMIN_PASSWORD = e2eAdmin.password;
process.env.E2E_UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
process.env.E2E_WEB_URL = `http://localhost:${balancerPort}`;
process.env.E2E_MULTI_INSTANCE_URLS = webPorts.map((port) => `http://localhost:${port}`).join(",");
process.env.E2E_MULTI_STATS_URL = `http://127.0.0.1:${statsPort}`;
process.env.E2E_MULTI_CONTROL_URL = `http://127.0.0.1:${controlPort}`;

export default defineConfig({
  ...suiteConfig("./e2e/multi-instance", `http://localhost:${balancerPort}`, 90_000),
  webServer: {
    command: "node scripts/multi-instance.mjs",
    // The script answers here only once both instances passed the balancer's health checks.
    url: `http://127.0.0.1:${controlPort}/ready`,
    reuseExistingServer: false,
    timeout: 300_000,
    // SIGTERM, so the script stops HAProxy, Redis, the instances and its PostgreSQL and removes
    // its temp directories (Playwright's default would kill the process group outright).
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    env: {
      MULTI_PORT: String(balancerPort),
      MULTI_WEB_PORTS: webPorts.join(","),
      MULTI_UPSTREAM_PORT: String(upstreamPort),
      MULTI_STATS_PORT: String(statsPort),
      MULTI_CONTROL_PORT: String(controlPort),
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // Every request comes from this machine: per-address limits are lifted, as in the main suite.
      ...sharedAddressLimits,
      LOG_LEVEL: "warn",
    },
  },
});
