import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { upstreamArgs } from "../scripts/processes.mjs";
import { createStudent, loginAs } from "./fixtures";
import { timedGet, waitUntilUp } from "./own-stack";
import { expect, test } from "./test";

// One request's story in the logs of both processes, with no secret in them; and when
// the upstream hangs, pages that were served keep being served, every other page fails fast, and
// readiness says why. This spec runs its own upstream and web app (the suite's shared pair must
// keep working) and reads their JSON logs, with small settings instead of sleeps: a 1.5 s read
// timeout and a breaker that opens after 2 outages and probes again after 2 s.

const webPort = Number(process.env.E2E_WEB_PORT ?? 3210) + 4;
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 5210) + 4;
const web = `http://localhost:${webPort}`;
const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
const readTimeoutMs = 1500;
const dataDir = path.resolve(".data", "e2e-outage", "upstream");

let upstream: ChildProcess;
let webApp: ChildProcess;
const logs = { web: [] as string[], upstream: [] as string[] };

/** Keeps every line a process writes (stdout and stderr). */
function collect(child: ChildProcess, into: string[]): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      into.push(...lines);
    });
  }
}

/** The JSON log lines that carry `requestId`. */
function linesWithId(lines: string[], requestId: string): Record<string, unknown>[] {
  return lines
    .filter((line) => line.includes(requestId))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.requestId === requestId);
}

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  // Started directly (not through a wrapper script) so that SIGSTOP hangs the upstream itself.
  upstream = spawn(process.execPath, upstreamArgs(), {
    env: {
      ...process.env,
      UPSTREAM_PORT: String(upstreamPort),
      UPSTREAM_DATA_DIR: dataDir,
      // The demo catalogue is only seeded when asked for.
      UPSTREAM_SEED: "demo",
      RESET_LINK_BASE: `${web}/ForgotPassword`,
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  collect(upstream, logs.upstream);
  await waitUntilUp(`${upstreamUrl}/health`);
  webApp = spawn(process.execPath, ["scripts/e2e-web.mjs"], {
    env: {
      ...process.env,
      PORT: String(webPort),
      UPSTREAM_URL: upstreamUrl,
      SITE_URL: web,
      E2E_KEEP_CACHE: "1",
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
      UPSTREAM_READ_TIMEOUT_MS: String(readTimeoutMs),
      UPSTREAM_BREAKER_THRESHOLD: "2",
      UPSTREAM_BREAKER_COOLDOWN_MS: "2000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  collect(webApp, logs.web);
  await waitUntilUp(`${web}/api/health`);
});

test.afterAll(() => {
  if (upstream?.exitCode === null) {
    upstream.kill("SIGCONT");
    upstream.kill("SIGTERM");
  }
  if (webApp?.exitCode === null) webApp.kill("SIGTERM");
});

test("one request id in the web and upstream logs; no password, token, cookie or reset link in either", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: web });
  const page = await context.newPage();
  try {
    // A page rendered per request (a query) calls the upstream under the browser request's id.
    const response = await page.goto("/onDemandCourses?page=1");
    const requestId = response?.headers()["x-request-id"] ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => linesWithId(logs.upstream, requestId).length).toBeGreaterThan(0);
    const webLine = linesWithId(logs.web, requestId).find(
      (line) => line.path === "/onDemandCourses",
    );
    expect(webLine).toMatchObject({ method: "GET", status: 200, service: "web" });
    expect(typeof webLine?.durationMs).toBe("number");
    expect(linesWithId(logs.upstream, requestId)[0]).toMatchObject({
      method: "GET",
      service: "upstream",
    });

    // Log in, ask for a reset, reset, log in with the new password.
    const student = await createStudent(upstreamUrl);
    await loginAs(page, student.email, student.password);
    const cookie =
      (await context.cookies()).find((entry) => entry.name === "bw_session")?.value ?? "";
    expect(cookie.length).toBeGreaterThan(20);
    await context.clearCookies();
    await page.goto("/login");
    await page.getByRole("button", { name: "Forget Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Password" });
    await dialog.getByLabel("E-mail").fill(student.email);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog).toBeHidden();
    const outbox = path.join(dataDir, "outbox");
    // The reset e-mail, not the welcome e-mail the signup sent first.
    const mailFile = () =>
      readdirSync(outbox).find(
        (file) =>
          file.endsWith(`-${student.email}.eml`) &&
          readFileSync(path.join(outbox, file), "utf8").includes("Password Reset"),
      );
    await expect
      .poll(() => {
        try {
          return mailFile();
        } catch {
          return undefined;
        }
      })
      .toBeTruthy();
    const mail = readFileSync(path.join(outbox, mailFile()!), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const link = new URL(
      /https?:\/\/[^\s"<>]+\/ForgotPassword\?[^\s"<>]+/.exec(mail)![0].replace(/&amp;/g, "&"),
    );
    const resetToken = link.searchParams.get("token") ?? "";
    expect(resetToken.length).toBeGreaterThan(10);
    const newPassword = `Girders${Date.now()}`;
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/login\?reset=success$/);
    await loginAs(page, student.email, newPassword);

    const everything = [...logs.web, ...logs.upstream].join("\n");
    expect(everything).toContain("/login");
    for (const secret of [
      student.password,
      newPassword,
      cookie,
      resetToken,
      encodeURIComponent(resetToken),
    ]) {
      expect(everything.includes(secret), "a secret in the logs").toBe(false);
    }
  } finally {
    await context.close();
  }
});

test("a hung upstream: served pages stay, others fail fast, readiness says why, then all recovers", async () => {
  // While the upstream is up: the list page is served (and so cached); one details page is not.
  expect((await timedGet(`${web}/api/ready`)).status).toBe(200);
  const list = await timedGet(`${web}/onDemandCourses`);
  expect(list.status).toBe(200);
  const listedPath = list.body.match(/\/onDemandCourseDetails\/[0-9a-f-]{36}/)?.[0];
  expect(listedPath, "a course on the list").toBeTruthy();
  // An online course no page has linked to yet (no browser prefetched it): never rendered.
  const online = (await (
    await fetch(`${upstreamUrl}/api/OnlineCourses/GetAllOnlineCourses`)
  ).json()) as { id: string; name: string }[];
  const detailsPath = `/onlineCourseDetails/${online[0]!.id}`;

  upstream.kill("SIGSTOP");
  try {
    // The served list page still answers, from the page cache, with its content.
    const cached = await timedGet(`${web}/onDemandCourses`);
    expect(cached.status).toBe(200);
    expect(cached.body).toContain(listedPath!);

    // The details page was never served: a 5xx, bounded by the read timeout, not 200.
    const first = await timedGet(`${web}${detailsPath}`);
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(first.ms).toBeLessThan(2 * readTimeoutMs + 1000);

    // A visitor's page makes one upstream read: the breaker opens at its second failure
    // (UPSTREAM_BREAKER_THRESHOLD=2). Then the page fails without waiting: Next's 500 (the
    // stored document is Next's to serve and no page can choose a 503; the proxy's 503 with
    // Retry-After is for pages rendered per request, e2e/page-statuses.spec.ts).
    const second = await timedGet(`${web}${detailsPath}`);
    expect(second.status).toBeGreaterThanOrEqual(500);
    const fast = await timedGet(`${web}${detailsPath}`);
    expect(fast.status).toBe(500);
    expect(fast.ms).toBeLessThan(readTimeoutMs);
    console.log(
      `outage: first details request ${first.ms.toFixed(0)} ms (${first.status}); with the breaker open ${fast.ms.toFixed(0)} ms (${fast.status})`,
    );

    const ready = await fetch(`${web}/api/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.stringify(await ready.json())).toContain("upstream");
    expect((await fetch(`${web}/api/health`)).status).toBe(200);
    expect((await timedGet(`${web}/onDemandCourses`)).status).toBe(200);
  } finally {
    upstream.kill("SIGCONT");
  }

  // The upstream is back: after the cool-down one probe closes the breaker.
  await expect
    .poll(async () => (await fetch(`${web}/api/ready`)).status, {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(200);
  const fresh = await timedGet(`${web}${detailsPath}`);
  expect(fresh.status).toBe(200);
  expect(fresh.body).toContain(online[0]!.name);
});
