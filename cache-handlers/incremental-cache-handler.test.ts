import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  decodeEntry,
  encodeEntry,
  entryTags,
  type StoredEntry,
} from "./incremental-cache-handler.mjs";
import { createIncrementalCacheHandler } from "./incremental-cache-handler.mjs";
import { createTagState, type TagTimes } from "./tag-state.mjs";
import { pageCacheOn, sharedTestRedis } from "./test-redis-server";

/** A page entry as Next 16 hands it to the handler: HTML, RSC bytes, per-segment prefetch bytes. */
function appPage(tags = "_N_T_/layout,_N_T_/products,products") {
  return {
    kind: "APP_PAGE",
    html: "<!DOCTYPE html><html><body><h1>Products</h1></body></html>",
    rscData: Buffer.from([0x30, 0x3a, 0x00, 0xff, 0xfe, 0x0a]),
    postponed: undefined,
    headers: { "x-next-cache-tags": tags, "x-nextjs-stale-time": "300" },
    status: 200,
    segmentData: new Map([
      ["/_tree", Buffer.from("tree \u00e9", "utf8")],
      ["/_full", Buffer.from([0, 1, 2, 255])],
    ]),
  };
}

const cacheControl = { revalidate: 900, expire: 3600 };

describe("entry encoding", () => {
  it("round-trips an APP_PAGE value exactly: Buffers stay Buffers, Maps stay Maps", () => {
    const stored: StoredEntry = {
      lastModified: 1767225600000,
      value: appPage(),
      cacheControl,
      tags: ["products"],
    };
    const decoded = decodeEntry(encodeEntry(stored));
    expect(decoded).toEqual(stored);
    const value = decoded.value as ReturnType<typeof appPage>;
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData.equals(appPage().rscData)).toBe(true);
    expect(value.segmentData).toBeInstanceOf(Map);
    expect(Buffer.isBuffer(value.segmentData.get("/_full"))).toBe(true);
    expect(value.segmentData.get("/_tree")!.toString("utf8")).toBe("tree \u00e9");
    expect("postponed" in value).toBe(true);
  });

  it("takes a page's tags from its cache-tags header and a fetch's from ctx.tags", () => {
    expect(entryTags(appPage("a,b"))).toEqual(["a", "b"]);
    expect(entryTags({ kind: "APP_ROUTE", headers: {} })).toEqual([]);
    expect(
      entryTags(
        { kind: "FETCH", data: {}, headers: { "x-next-cache-tags": "no" } },
        { tags: ["f"] },
      ),
    ).toEqual(["f"]);
  });
});

describe("page handler over one Redis, two instances", () => {
  const server = sharedTestRedis();

  async function instance(keyPrefix: string, buildId = "build-1") {
    const connection = await server.connect();
    const { manifest, tags, Handler } = pageCacheOn(connection, keyPrefix, buildId);
    // Next constructs the handler per request; a fresh one per call proves nothing is kept in it.
    return { handler: () => new Handler({}), manifest, tags, connection };
  }
  async function twoInstances() {
    const keyPrefix = `test-${randomUUID()}:`;
    return { keyPrefix, a: await instance(keyPrefix), b: await instance(keyPrefix) };
  }

  it("serves on B the page A stored, Buffers and Maps intact, under the build id", async () => {
    const { a, b, keyPrefix } = await twoInstances();
    await a.handler().set("/route-cache/APP_PAGE/h/$/products", appPage(), { cacheControl });
    const found = await b.handler().get("/route-cache/APP_PAGE/h/$/products", { kind: "APP_PAGE" });
    expect(found?.value).toEqual(appPage());
    expect(found?.cacheControl).toEqual(cacheControl);
    expect(Date.now() - found!.lastModified).toBeLessThan(60_000);
    const ttl = await a.connection.client.ttl(
      `${keyPrefix}build-1:isr:/route-cache/APP_PAGE/h/$/products`,
    );
    expect(ttl).toBeGreaterThan(3590);

    const otherBuild = await instance(keyPrefix, "build-2");
    expect(
      await otherBuild.handler().get("/route-cache/APP_PAGE/h/$/products", { kind: "APP_PAGE" }),
    ).toBeNull();
  });

  it("misses on B at its next request once A expired one of the page's tags", async () => {
    const { a, b } = await twoInstances();
    await a.handler().set("/p/products", appPage(), { cacheControl });
    await a.handler().set("/p/courses", appPage("_N_T_/courses,courses"), { cacheControl });
    expect(await b.handler().get("/p/products", { kind: "APP_PAGE" })).not.toBeNull();

    await a.handler().revalidateTag("products");
    expect(await b.handler().get("/p/products", { kind: "APP_PAGE" })).toBeNull();
    expect(await b.handler().get("/p/courses", { kind: "APP_PAGE" })).not.toBeNull();
  });

  it("returns a page whose tag went stale dated back past its revalidate time, so that Next serves it and renders a fresh one", async () => {
    const { a, b } = await twoInstances();
    await a.handler().set("/p/products", appPage(), { cacheControl });
    const stored = await b.handler().get("/p/products", { kind: "APP_PAGE" });
    // Fresh: within its 900 s revalidate time.
    expect(Date.now() - stored!.lastModified).toBeLessThan(900_000);

    await a.handler().revalidateTag(["products"], { expire: 3600 });
    const found = await b.handler().get("/p/products", { kind: "APP_PAGE" });
    expect(found?.value).toEqual(appPage());
    expect(found?.cacheControl).toEqual(cacheControl);
    // Next's rule: stale once lastModified + revalidate is past; still within expire.
    expect(found!.lastModified + cacheControl.revalidate * 1000).toBeLessThan(Date.now());
    expect(found!.lastModified + cacheControl.expire * 1000).toBeGreaterThan(Date.now());
    expect(b.tags.isStale(["products"], stored!.lastModified)).toBe(true);
  });

  it("misses a stale page that never revalidates (nothing could render a fresh one behind it)", async () => {
    const { a, b } = await twoInstances();
    await a
      .handler()
      .set("/p/forever", appPage(), { cacheControl: { revalidate: false, expire: undefined } });
    await a.handler().revalidateTag(["products"], { expire: 3600 });
    expect(await b.handler().get("/p/forever", { kind: "APP_PAGE" })).toBeNull();
  });

  it("dates a page by its request's start: a render that began before A's invalidation and ended after it is not served after it", async () => {
    const { a, keyPrefix } = await twoInstances();
    const connection = await server.connect();
    let clock = Date.now() - 5000;
    const tags = createTagState({ connection, keyPrefix, manifest: new Map<string, TagTimes>() });
    const Handler = createIncrementalCacheHandler({
      connection,
      keyPrefix,
      tags,
      buildId: "build-1",
      now: () => clock,
    });
    const rendering = new Handler({}); // B's request begins, reads the old data …
    await a.handler().revalidateTag("products"); // … the admin's change lands on A …
    clock = Date.now() + 1000;
    await rendering.set("/p/products", appPage(), { cacheControl }); // … B's render is written.
    expect(await new Handler({}).get("/p/products", { kind: "APP_PAGE" })).toBeNull();
    expect(await a.handler().get("/p/products", { kind: "APP_PAGE" })).toBeNull();
  });

  it("misses a fetch entry on B once A expired one of its soft tags (revalidatePath)", async () => {
    const { a, b } = await twoInstances();
    const fetchValue = {
      kind: "FETCH",
      data: { headers: {}, body: "e30=", url: "http://up/x", status: 200 },
      revalidate: 60,
    };
    await a.handler().set("f1", fetchValue, { fetchCache: true, tags: ["courses"] });
    const ctx = { kind: "FETCH", tags: ["courses"], softTags: ["_N_T_/layout", "_N_T_/courses"] };
    expect((await b.handler().get("f1", ctx))?.value).toEqual(fetchValue);
    await a.handler().revalidateTag(["_N_T_/courses"]);
    expect(await b.handler().get("f1", ctx)).toBeNull();
  });
});

describe("Redis bounded by deploy/redis.conf", () => {
  const server = sharedTestRedis();

  it("evicts only cache entries past 256 MB: each entry has a time to live, the tags' expiry times none", async () => {
    const connection = await server.connect();
    const config = await connection.run((client) =>
      client.configGet(["maxmemory", "maxmemory-policy"]),
    );
    expect(config).toEqual({
      maxmemory: String(256 * 1024 * 1024),
      "maxmemory-policy": "volatile-lru",
    });

    const keyPrefix = `bounded-${randomUUID()}:`;
    const { tags, Handler } = pageCacheOn(connection, keyPrefix, "build-1");
    await new Handler({}).set("/products", appPage(), { cacheControl });
    await tags.update(["products"], {});
    const keys = await connection.run((client) => client.keys(`${keyPrefix}*`));
    expect(keys).toContain(`${keyPrefix}tags`);
    for (const key of keys) {
      const ttl = await connection.run((client) => client.ttl(key));
      // volatile-lru never evicts a key without a time to live: the tags hash stays.
      if (key === `${keyPrefix}tags`) expect(ttl, key).toBe(-1);
      else expect(ttl, key).toBeGreaterThan(0);
    }
  });
});
