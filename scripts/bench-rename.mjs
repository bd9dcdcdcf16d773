#!/usr/bin/env node
// Whether an admin's change shows on every instance while a crowd loads the page: two web
// instances on one Redis (`npm run multi`'s stack, started here with scripts/multi-instance.mjs
// and stopped after), 100 autocannon connections on each instance on the details page of an online
// course it makes on the upstream, and meanwhile an admin renames that course through instance A (Debian's Chromium: the Edit
// Online Course form, until "Data Updated Successfully"). 2 s after each rename returns, the page
// is read once on A and once on B, as a visitor; a read without the new name is a stale read.
//
//   npm run bench:rename
//
// Settings: BENCH_CONNECTIONS (100 per instance), BENCH_RENAMES (5), BENCH_ACTION_TIMEOUT (s that
// each step of the admin's rename may take under the crowd, 120), MULTI_* ports as for
// `npm run multi` (MULTI_PORT, MULTI_WEB_PORTS, MULTI_UPSTREAM_PORT, MULTI_STATS_PORT; MULTI_REDIS_PORT, else a free one), CHROMIUM_PATH
// (/usr/bin/chromium). It prints, per rename, how long the action took and whether each instance
// showed the new name 2 s later (and, when not, how long until it did), then the crowd's requests/s
// and errors, how often each instance logged Redis as unavailable, and the count of stale reads
// (the goal: 0); it exits 1 when a read was stale.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { CHROMIUM_ARGS } from "./chromium-args.mjs";
import { startStack } from "./multi-instance.mjs";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const renames = Number(process.env.BENCH_RENAMES ?? 5);
/** How long after the action returns each instance is read (ms). */
const READ_AFTER_MS = 2000;
/** How long a stale instance is then watched for the new name (ms), to print how late it came. */
const WATCH_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page at `url` as a visitor gets it (no cookie), or `""` when it fails. */
async function visitorHtml(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    return response.ok ? await response.text() : "";
  } catch {
    return "";
  }
}

/** Ms from now until `url` shows `text`, polled every 250 ms; `null` if not within WATCH_MS. */
async function msUntilShown(url, text) {
  const started = Date.now();
  while (Date.now() - started < WATCH_MS) {
    if ((await visitorHtml(url)).includes(text)) return Date.now() - started;
    await sleep(250);
  }
  return null;
}

/**
 * An autocannon crowd on `url` until `stop()`, which resolves to its figures. It runs in a child
 * process of its own: in this one, its 100 connections would starve the admin's browser driver
 * and the reads this bench times.
 */
function crowd(url) {
  const child = fork(fileURLToPath(import.meta.url), ["--crowd", url], { stdio: "inherit" });
  const finished = new Promise((resolve, reject) => {
    child.once("message", ({ error, result }) =>
      error ? reject(new Error(error)) : resolve(result),
    );
    child.once("exit", (code) => reject(new Error(`the crowd on ${url} exited (${code})`)));
  });
  return { stop: () => (child.send("stop"), finished) };
}

/** The crowd's child process: autocannon on `url` until the parent says "stop" (or is gone). */
function runCrowd(url) {
  const instance = autocannon(
    {
      url,
      connections,
      duration: 3600,
      timeout: 30,
      headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
    },
    (error, result) => {
      const { requests, latency, errors, timeouts, non2xx } = result ?? {};
      const figures = result && {
        rps: requests.average,
        p50: latency.p50,
        p99: latency.p99,
        errors,
        timeouts,
        non2xx,
      };
      process.send({ error: error?.message, result: figures }, () => process.exit(0));
    },
  );
  process.on("message", (message) => message === "stop" && instance.stop());
  process.on("disconnect", () => process.exit(0));
}

let stopStack = async () => {};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void stopStack().finally(() => process.exit(130)));
}

async function main() {
  // The stack's upstream creates its first admin with these (a password of this run only).
  process.env.ADMIN_EMAIL ??= "admin@brightway.local";
  process.env.ADMIN_PASSWORD ??= `Bench${randomBytes(9).toString("base64url")}1`;
  console.log(
    "Starting two instances, Redis, the upstream and HAProxy (scripts/multi-instance.mjs)…",
  );
  // Each instance's "Redis unavailable" log lines (redis-connection.mjs): the handlers' flaps.
  const unavailable = new Map();
  const stack = await startStack({
    quiet: true,
    onLine: (name, line) => {
      if (line.includes('"redis":"unavailable"'))
        unavailable.set(name, (unavailable.get(name) ?? 0) + 1);
    },
    redisPort: Number(process.env.MULTI_REDIS_PORT) || undefined,
    onFailure: () => {
      console.error("A part of the stack stopped during the bench: no figure.");
      process.exit(1);
    },
  });
  stopStack = () => stack.stop();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const crowds = [];
  try {
    const [a, b] = stack.instances;
    // A course of its own, starting in 10 days (the form refuses to save a start moved into the
    // past, which a seeded course under way would have), made on the upstream as the e2e does.
    const login = await fetch(`${stack.upstreamUrl}/api/Admin/AdminLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: process.env.ADMIN_EMAIL,
        password: process.env.ADMIN_PASSWORD,
      }),
    });
    const { token } = await login.json();
    const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const created = await fetch(`${stack.upstreamUrl}/api/OnlineCourses`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: "Bench Course",
        description: "Renamed under a crowd by npm run bench:rename",
        defaultPrice: 100,
        hasDiscount: false,
        discount: 0,
        hours: "8",
        intructorName: "Eng. Bench",
        intructorDescription: "Two instances",
        start: `${day(10)}T00:00:00`,
        end: `${day(40)}T00:00:00`,
      }),
    });
    if (!created.ok) throw new Error(`the upstream refused the bench's course (${created.status})`);
    const { courseId } = await created.json();
    const path = `/onlineCourseDetails/${courseId}`;

    // The admin, logged in on instance A (its session cookie is good on both).
    const admin = await (await browser.newContext({ baseURL: a.url })).newPage();
    // The admin's requests still unanswered (a failed rename prints them: under the crowd the
    // browser's six connections to A can all be taken by slow link prefetches).
    const inFlight = new Set();
    admin.on("request", (request) => inFlight.add(request));
    admin.on("requestfinished", (request) => inFlight.delete(request));
    admin.on("requestfailed", (request) => inFlight.delete(request));
    admin.setDefaultTimeout(Number(process.env.BENCH_ACTION_TIMEOUT ?? 120) * 1000);
    await admin.goto("/login");
    await admin.getByLabel("E-mail").fill(process.env.ADMIN_EMAIL);
    await admin.getByLabel("Password", { exact: true }).fill(process.env.ADMIN_PASSWORD);
    await admin.getByRole("button", { name: "Login" }).click();
    await admin.waitForURL((url) => !url.pathname.startsWith("/login"));

    // Every instance has the page in its caches before the crowd comes.
    for (const instance of stack.instances) await visitorHtml(instance.url + path);
    console.log(
      `\n${connections} connections on each of ${a.name} (${a.url}) and ${b.name} (${b.url}), on ${path};` +
        ` ${renames} renames through ${a.name}, each page read ${READ_AFTER_MS / 1000} s after the action returns\n`,
    );
    for (const instance of stack.instances) crowds.push(crowd(instance.url + path));
    await sleep(3000);

    const stamp = Date.now().toString(36);
    const rows = [];
    let failedActions = 0;
    for (let index = 1; index <= renames; index += 1) {
      const name = `Bench Course ${index} ${stamp}`;
      let started;
      try {
        await admin.goto(`/editOnlineCourse/${courseId}`);
        // Hydrated (React's props on the form) before typing: a click before would post the form
        // natively, and under the crowd hydration comes late.
        const field = await admin.getByLabel("Course Name").elementHandle();
        await admin.waitForFunction(
          (input) => Object.keys(input.form ?? {}).some((key) => key.startsWith("__reactProps$")),
          field,
        );
        await admin.getByLabel("Course Name").fill(name);
        started = Date.now();
        await admin.getByRole("button", { name: "Save Changes" }).click();
        await admin.getByText("Data Updated Successfully").first().waitFor();
      } catch (error) {
        const shown = await admin
          .locator("[data-sonner-toast], [role=alert]")
          .allInnerTexts()
          .catch(() => []);
        console.log(
          `rename ${index}: no "Data Updated Successfully" (${String(error.message).split("\n")[0]}); toasts: ${JSON.stringify(shown)}; ` +
            `admin requests unanswered: ${[...inFlight].map((request) => `${request.method()} ${new URL(request.url()).pathname}`).join(", ") || "none"}`,
        );
        failedActions += 1;
        continue;
      }
      const returned = Date.now();
      await sleep(Math.max(0, returned + READ_AFTER_MS - Date.now()));
      const reads = await Promise.all(
        stack.instances.map(async (instance) => ({
          instance,
          fresh: (await visitorHtml(instance.url + path)).includes(name),
        })),
      );
      const late = await Promise.all(
        reads.map(({ instance, fresh }) => (fresh ? 0 : msUntilShown(instance.url + path, name))),
      );
      rows.push({ index, actionMs: returned - started, reads, late });
      const cells = reads.map(({ instance, fresh }, at) =>
        fresh
          ? `${instance.name} new`
          : `${instance.name} STALE (new name after ${late[at] === null ? `> ${WATCH_MS / 1000} s` : `+${(late[at] / 1000).toFixed(1)} s`})`,
      );
      console.log(
        `rename ${index}: action ${((returned - started) / 1000).toFixed(1)} s; at +2 s: ${cells.join(", ")}`,
      );
    }

    const results = await Promise.all(crowds.splice(0).map((running) => running.stop()));
    const stale = rows.flatMap((row) => row.reads).filter((read) => !read.fresh).length;
    console.log("");
    results.forEach((result, at) =>
      console.log(
        `crowd on ${stack.instances[at].name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, time-outs ${result.timeouts}, non-2xx ${result.non2xx}`,
      ),
    );
    console.log(
      `"Redis unavailable" logged: ${stack.instances.map((instance) => `${instance.name} ${unavailable.get(instance.name) ?? 0}×`).join(", ")}`,
    );
    console.log(
      `\nstale reads 2 s after the action returned: ${stale} of ${rows.length * stack.instances.length} (goal 0)`,
    );
    if (failedActions > 0)
      console.log(`renames whose action did not return: ${failedActions} of ${renames}`);
    process.exitCode = stale > 0 || failedActions > 0 ? 1 : 0;
  } finally {
    await Promise.all(crowds.map((running) => running.stop().catch(() => {})));
    await browser.close();
    await stack.stop();
  }
}

if (process.argv[2] === "--crowd") runCrowd(process.argv[3]);
else await main();
