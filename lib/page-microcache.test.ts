import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bumpPageGeneration, withPageMicroCache } from "@/lib/page-microcache.mjs";

// A stand-in for Next: answers like the page cache does, and counts how often it was asked.
let calls = 0;
let cacheControl = "s-maxage=3600, stale-while-revalidate=31532400";
let nextCache = "HIT";
let clock = 0;
// While set, Next's answers wait for it (a render in progress).
let hold: Promise<void> | null = null;
const server = http.createServer(
  withPageMicroCache(
    async (req, res) => {
      calls += 1;
      if (hold) await hold;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", cacheControl);
      res.setHeader("x-nextjs-cache", nextCache);
      res.setHeader("x-request-id", `id-${calls}`);
      res.end(`<h1>page ${req.url} #${calls}</h1>`);
    },
    { ttlMs: 5000, now: () => clock },
  ),
);
let base = "";
// Requests the server has received, before the micro-cache decides anything.
let arrivals = 0;
server.on("request", () => {
  arrivals += 1;
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  bumpPageGeneration();
  calls = 0;
  clock = 0;
  cacheControl = "s-maxage=3600, stale-while-revalidate=31532400";
  nextCache = "HIT";
  hold = null;
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe("withPageMicroCache", () => {
  it("replays a shareable page from memory, without its per-response headers", async () => {
    const first = await get("/products");
    const second = await get("/products");
    expect(calls).toBe(1);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("cache-control")).toContain("s-maxage=3600");
    expect(second.headers.get("x-request-id")).toBeNull();
  });

  it("asks Next again after the time to live, and after any change to public data", async () => {
    await get("/products");
    clock = 5001;
    await get("/products");
    expect(calls).toBe(2);
    bumpPageGeneration();
    const fresh = await get("/products");
    expect(calls).toBe(3);
    expect(await fresh.text()).toContain("#3");
  });

  it("never answers a session, a query, Next's router requests or a write from memory", async () => {
    await get("/products");
    await get("/products", { cookie: "theme=dark; bw_session=sealed" });
    await get("/products?page=2");
    await get("/products", { rsc: "1" });
    await fetch(`${base}/products`, { method: "POST" });
    expect(calls).toBe(5);
  });

  it("keeps only what a shared cache may keep, and only once Next served it from its cache", async () => {
    cacheControl = "private, no-cache, no-store, max-age=0, must-revalidate";
    await get("/payment");
    await get("/payment");
    expect(calls).toBe(2);
    cacheControl = "s-maxage=3600, stale-while-revalidate=31532400";
    nextCache = "MISS";
    await get("/onlineCourses");
    await get("/onlineCourses");
    expect(calls).toBe(4);
  });

  it("keeps one copy per Accept-Encoding, as each was sent (compressed or not)", async () => {
    await get("/products", { "accept-encoding": "gzip, deflate, br" });
    await get("/products", { "accept-encoding": "gzip" });
    expect(calls).toBe(2);
    const replayed = await get("/products", { "accept-encoding": "gzip, deflate, br" });
    expect(calls).toBe(2);
    expect(await replayed.text()).toContain("#1");
  });

  it("asks Next once when a crowd arrives as a kept page expires; the others replay its answer", async () => {
    await get("/products");
    clock = 5001;
    let release = () => {};
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const arrived = arrivals;
    const crowd = Array.from({ length: 5 }, () => get("/products"));
    // All five reach the server while Next's answer is still held.
    while (arrivals < arrived + 5) await new Promise<void>((resolve) => setImmediate(resolve));
    release();
    const bodies = await Promise.all((await Promise.all(crowd)).map((response) => response.text()));
    expect(calls).toBe(2);
    for (const body of bodies) expect(body).toContain("#2");
  });

  it("lets every request through to Next for a page it has never kept", async () => {
    cacheControl = "private, no-cache, no-store, max-age=0, must-revalidate";
    await Promise.all([get("/login"), get("/login"), get("/login")]);
    expect(calls).toBe(3);
  });
});
