import { createClient } from "redis";
import { PUBLIC_LIST_PAGES } from "../scripts/public-pages.mjs";
import { startOwnStack, type OwnStack } from "./own-stack";
import { expect, test } from "./test";

// Anyone can vary a public page's address: a search, a page number, an id that names nothing.
// None of that may grow the shared cache for long: 1,000 requests with random `q`, `page` and ids
// add at most MAX_LASTING_ENTRIES entries that outlive SHORT_LIFE_SECONDS. The app runs as
// deployed, on Redis (the shipped deploy/redis.conf) through REDIS_URL, where every page and data
// entry of Next is one key with its time to live, so the keys are counted and their lives read;
// its own pair and redis-server, so the count is this spec's alone.
//
// The bound: the warm-up below stores every visitor's page and every list read, so the random
// requests may add no lasting entry that depends on what they vary: a search or a later page of a
// list is read for its one request, never stored. A few keys may appear once whatever the requests
// (a tag's expiry time first written), hence 10 rather than 0; the 1,000 requests name about 900
// distinct queries, pages and ids, so one lasting entry for each is far above it. An unknown id
// answers 404 from short-lived entries (its read and its page: the `missing` life of
// next.config.ts, 5 minutes), as Next stores a 404 per unlisted param (vercel/next.js#98027):
// those are counted apart and must all expire within SHORT_LIFE_SECONDS.
const REQUESTS = 1000;
const MAX_LASTING_ENTRIES = 10;
const SHORT_LIFE_SECONDS = 300;

let stack: OwnStack;

// A bound, not a speed: on a busy machine the 1,000 requests alone take minutes.
test.describe.configure({ timeout: 600_000 });

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
    Array.from(
      { length },
      () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)],
    ).join("");
  const hex = (length: number) =>
    Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join("");
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

test(`${REQUESTS} requests with random queries, pages and ids add at most ${MAX_LASTING_ENTRIES} entries that live over ${SHORT_LIFE_SECONDS} s`, async () => {
  const redis = createClient({ url: stack.redisUrl });
  await redis.connect();
  try {
    // Every visitor's page, twice: stored, with every read it makes.
    const upstreamItems = async (path: string) =>
      (await (await fetch(`${stack.upstream}${path}`)).json()) as { id: string | number }[];
    const [onDemand, online, products, publications] = await Promise.all([
      upstreamItems("/api/OnDemandCourses/GetAllOnDemandCourses"),
      upstreamItems("/api/OnlineCourses/GetAllOnlineCourses"),
      upstreamItems("/api/documents/products"),
      upstreamItems("/api/documents/publications"),
    ]);
    const visitorPages = [
      ...PUBLIC_LIST_PAGES,
      `/onDemandCourseDetails/${onDemand[0]!.id}`,
      `/onlineCourseDetails/${online[0]!.id}`,
      `/products/${products[0]!.id}`,
      `/publications/${publications[0]!.id}`,
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const path of visitorPages)
        expect((await fetch(`${stack.web}${path}`)).status, path).toBe(200);
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
    const lives = await Promise.all(added.map(async (key) => ({ key, ttl: await redis.ttl(key) })));
    // -1: no time to live (kept until evicted); -2: already gone.
    const lasting = lives.filter(({ ttl }) => ttl === -1 || ttl > SHORT_LIFE_SECONDS);
    console.log(
      `cache entries: ${before.size} before; ${REQUESTS} random requests added ${added.length}, of which ${lasting.length} live over ${SHORT_LIFE_SECONDS} s (statuses ${JSON.stringify(Object.fromEntries(statuses))})`,
    );
    // Only 200 and 404: a random address never breaks a page.
    expect(
      [...statuses.keys()].every((status) => status === 200 || status === 404),
      JSON.stringify(Object.fromEntries(statuses)),
    ).toBe(true);
    const sample = lasting.slice(0, 20).map(({ key, ttl }) => `${key} (ttl ${ttl} s)`);
    expect(lasting.length, `lasting keys added, e.g.:\n${sample.join("\n")}`).toBeLessThanOrEqual(
      MAX_LASTING_ENTRIES,
    );
  } finally {
    await redis.quit();
  }
});
