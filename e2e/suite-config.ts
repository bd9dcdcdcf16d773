// What the two e2e suites' configs share (playwright.config.ts, playwright.multi.config.ts): how
// their tests run, the browser, the seeded admin and the lifted per-address limits.
import { devices, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "../scripts/chromium-args.mjs";

/** The admin account the upstreams of both suites seed (ADMIN_EMAIL/ADMIN_PASSWORD) and the specs log in with. */
export const e2eAdmin = { email: "admin@brightway.local", password: "E2eAdminPassword1" };

/**
 * Every request of a suite comes from this machine, so per-address limits would add up over all
 * tests: they are lifted. Per-account limits stay at their defaults (10 failed logins).
 */
export const sharedAddressLimits = {
  THROTTLE_LOGIN_FAILURES_PER_ADDRESS: "100000",
  THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: "100000",
};

/**
 * The settings both suites share: one worker in file order (the specs share one upstream, and
 * some move its clock), no retries, no `.only`, Debian's Chromium, traces kept on failure.
 * @param baseURL the web address the pages are opened at.
 */
export function suiteConfig(
  testDir: string,
  baseURL: string,
  timeout: number,
): PlaywrightTestConfig {
  return {
    testDir,
    fullyParallel: false,
    workers: 1,
    forbidOnly: true,
    retries: 0,
    timeout,
    expect: { timeout: 10_000 },
    reporter: [["list"]],
    use: {
      baseURL,
      trace: "retain-on-failure",
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: CHROMIUM_ARGS,
      },
    },
    projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  };
}
