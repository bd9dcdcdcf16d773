import { createClient } from "redis";
import { startOwnStack, type OwnStack } from "./own-stack";
import { expect, test } from "./test";

// Anyone can vary a public page's address: a search, a page number, an id that names nothing.
// None of that may grow the shared cache: 1,000 requests with random `q`, `page` and ids add at
// most MAX_NEW_ENTRIES entries. The app runs as deployed with two instances, on Redis (the shipped
// deploy/redis.conf) through REDIS_URL, where every page and data entry of Next is one key, so
// DBSIZE counts them; its own pair and redis-server, so the count is this spec's alone.
//
// The bound: the warm-up below stores every visitor's page and every list read, so the random
// requests may add no entry that depends on what they vary. A few keys may appear once whatever
// the requests (a tag's expiry time first written, Next's not-found page stored once), hence 10
// rather than 0; the 1,000 requests name about 900 distinct unknown ids, queries and pages, so one
// entry for each (even a short-lived one) is far above it.
const REQUESTS = 1000;
const MAX_NEW_ENTRIES = 10;

let stack: OwnStack;

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startOwnStack("e2e-cache-bound", 8, { withRedis: true });
});

test.afterAll(async () => {
  await stack?.stop();
});

/** A pseudo-random generator with a seed (mulberry32), so that a failing run can be repeated. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An address an outsider may make up: a list with a random search or page, or an unknown id. */
function randomAddress(random: () => number): string {
  const int = (max: number) => 1 + Math.floor(random() * max);
  const word = (length: number) =>
    Array.from({ length }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)]).join("");
  const hex = (length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join("");
  const guid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
  const lists = ["/products", "/publications", "/onDemandCourses", "/onlineCourses"];
  const list = lists[Math.floor(random() * lists.length)]!;
  switch (Math.floor(random() * 9)) {
    case 0:
      return `${list}?q=${word(int(12))}`;
    case 1:
      return `${list}?page=${int(1_000_000)}`;
    case 2:
      return `${list}?q=${word(3)}&page=${int(50)}`;
    case 3:
      return `/products/${int(2_000_000_000)}`;
    case 4:
      return `/publications/${int(2_000_000_000)}`;
    case 5:
      return `/onDemandCourseDetails/${guid()}`;
    case 6:
      return `/onlineCourseDetails/${guid()}`;
    case 7:
      return `/certificates/${word(4)}-${word(4)}-${word(4)}`;
    default:
      return `/consultancyServices?project=${int(1_000_000)}&image=${int(1_000_000)}`;
  }
}

// Fails today (1,033 keys added by 1,000 requests, measured on Redis): a search or page of a list
// rendered per request still stores its upstream read for 30 days ('use cache' keyed by the
// search and page: ["product",{"search":"di0","page":1,…}]), and each unknown product,
// publication, course or certificate stores a 5-minute data entry and a 5-minute page entry
// (render/shared/products/<id>). Bounding them is lib/upstream/*'s and the page cache's work.
test.fixme(`${REQUESTS} requests with random queries, pages and ids add at most ${MAX_NEW_ENTRIES} cache entries`, async () => {
  const redis = createClient({ url: stack.redisUrl });
  await redis.connect();
  try {
    // Every visitor's page, twice: stored, with every read it makes.
    const upstreamItems = async (path: string) => (await (await fetch(`${stack.upstream}${path}`)).json()) as { id: string | number }[];
    const [onDemand, online, products, publications] = await Promise.all([
      upstreamItems("/api/OnDemandCourses/GetAllOnDemandCourses"),
      upstreamItems("/api/OnlineCourses/GetAllOnlineCourses"),
      upstreamItems("/api/documents/products"),
      upstreamItems("/api/documents/publications"),
    ]);
    const visitorPages = [
      "/",
      "/onlineCourses",
      "/onDemandCourses",
      "/products",
      "/publications",
      "/consultancyServices",
      `/onDemandCourseDetails/${onDemand[0]!.id}`,
      `/onlineCourseDetails/${online[0]!.id}`,
      `/products/${products[0]!.id}`,
      `/publications/${publications[0]!.id}`,
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const path of visitorPages) expect((await fetch(`${stack.web}${path}`)).status, path).toBe(200);
    }
    // One request of each kind first, so that whatever is stored once per kind is in `before`.
    const random = randomFrom(20_261_127);
    for (let kind = 0; kind < 30; kind += 1) await fetch(`${stack.web}${randomAddress(random)}`);

    const before = new Set(await redis.keys("*"));
    const statuses = new Map<number, number>();
    const addresses = Array.from({ length: REQUESTS }, () => randomAddress(random));
    // Eight at a time, as a small crowd would.
    for (let start = 0; start < addresses.length; start += 8) {
      await Promise.all(
        addresses.slice(start, start + 8).map(async (path) => {
          const response = await fetch(`${stack.web}${path}`, { headers: { accept: "text/html" } });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      );
    }
    const added = (await redis.keys("*")).filter((key) => !before.has(key));
    console.log(
      `cache entries: ${before.size} before, ${added.length} added by ${REQUESTS} random requests (statuses ${JSON.stringify(Object.fromEntries(statuses))})`,
    );
    // Only 200 and 404: a random address never breaks a page.
    expect([...statuses.keys()].every((status) => status === 200 || status === 404), JSON.stringify(Object.fromEntries(statuses))).toBe(true);
    const sample = await Promise.all(added.slice(0, 20).map(async (key) => `${key} (ttl ${await redis.ttl(key)} s)`));
    expect(added.length, `keys added, e.g.:\n${sample.join("\n")}`).toBeLessThanOrEqual(MAX_NEW_ENTRIES);
  } finally {
    await redis.quit();
  }
});
