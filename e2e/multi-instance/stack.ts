/**
 * Helpers of the two-instance suite (playwright.multi.config.ts): where the balancer and each
 * instance answer, how an anonymous visitor sees a page through each of them, and the control
 * server of scripts/multi-instance.mjs that stops and starts a part of the stack.
 */
import { expect, type Page } from "../test";
import { upstreamUrl, webUrl } from "../fixtures";

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite through playwright.multi.config.ts`);
  return value;
}

/** The balancer's address (HAProxy with deploy/haproxy.cfg). */
export const balancerUrl = (): string => webUrl();

/** Each web instance's own address, `web1` first. */
export const instances = (): { name: string; url: string }[] =>
  required("E2E_MULTI_INSTANCE_URLS")
    .split(",")
    .map((url, index) => ({ name: `web${index + 1}`, url }));

/** The instance `name` (`web1`, `web2`). */
export function instance(name: string): { name: string; url: string } {
  const found = instances().find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no instance ${name} in E2E_MULTI_INSTANCE_URLS`);
  return found;
}

/** Stops a part of the stack (`web1`, `web2`, `redis`); `kill` ends it at once with SIGKILL. */
export async function stopPart(name: string, { kill = false } = {}): Promise<void> {
  const response = await fetch(
    `${required("E2E_MULTI_CONTROL_URL")}/stop/${name}${kill ? "?signal=KILL" : ""}`,
    {
      method: "POST",
    },
  );
  expect(response.status, `stopping ${name}`).toBe(204);
}

/** Starts a stopped part again and returns once it answers (an instance: /api/health). */
export async function startPart(name: string): Promise<void> {
  const response = await fetch(`${required("E2E_MULTI_CONTROL_URL")}/start/${name}`, {
    method: "POST",
  });
  expect(response.status, `starting ${name}`).toBe(204);
}

/** The balancer's verdict on each instance (`UP`, `DOWN`, `UP 1/2`…), from its stats CSV. */
export async function balancerStatus(): Promise<Record<string, string>> {
  const csv = await (await fetch(`${required("E2E_MULTI_STATS_URL")}/stats;csv`)).text();
  const [header = "", ...rows] = csv.trim().split("\n");
  const columns = header.replace(/^# /, "").split(",");
  const status: Record<string, string> = {};
  for (const cells of rows.map((row) => row.split(","))) {
    const name = cells[columns.indexOf("svname")] ?? "";
    if (cells[columns.indexOf("pxname")] === "web" && /^web\d+$/.test(name)) {
      status[name] = cells[columns.indexOf("status")] ?? "";
    }
  }
  return status;
}

/** A token of the seeded admin, straight from the upstream (to prepare data, not to act). */
export async function upstreamAdminToken(): Promise<string> {
  const response = await fetch(`${upstreamUrl()}/api/Admin/AdminLogin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: required("E2E_ADMIN_EMAIL"),
      password: required("E2E_ADMIN_PASSWORD"),
    }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Publishes an item made through the upstream's API, a draft until then (upstream extension
 * "Publishing"), so that visitors see it.
 */
export async function publishOnUpstream(
  kind: "product" | "publication" | "onDemandCourse" | "onlineCourse",
  id: string | number,
): Promise<void> {
  const response = await fetch(`${upstreamUrl()}/api/Publishing/${kind}/${id}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${await upstreamAdminToken()}`,
    },
    body: JSON.stringify({ published: true }),
  });
  expect(response.ok).toBe(true);
}

/** What a load of `url` shows, as `"<status> <first h1>"`, e.g. `"404 Page not found"`. */
export async function headingAt(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  const heading = (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
  return `${response?.status()} ${heading.trim()}`;
}

/**
 * Asserts what an anonymous visitor (`page`, a context without the session cookie) sees at `path`
 * on each instance directly, at the very next load: no retry, since an instance has no cache of
 * its own that may lag. Then through the balancer, whose micro-cache may replay an anonymous copy
 * for up to its max-age (1 s, deploy/haproxy.cfg): there the load is repeated until it shows.
 */
export async function expectEverywhere(
  page: Page,
  path: string,
  observe: (page: Page, url: string) => Promise<string>,
  expected: string,
): Promise<void> {
  for (const instance of instances()) {
    expect(await observe(page, instance.url + path), `${path} on ${instance.name}`).toBe(expected);
  }
  await expect
    .poll(() => observe(page, balancerUrl() + path), {
      message: `${path} through the balancer`,
      intervals: [250],
      timeout: 10_000,
    })
    .toBe(expected);
}
