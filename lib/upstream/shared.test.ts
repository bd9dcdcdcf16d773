import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "@/lib/zod";

vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read }));

import { log } from "@/lib/log";
import { resetUpstreamBreakerForTests } from "@/lib/upstream/breaker";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { cachedRead, LAST_GOOD_MAX_ENTRIES } from "@/lib/upstream/shared";
import { jsonResponse, stubUpstream, textResponse } from "@/lib/upstream/test-support";

let warnings: string[];

beforeEach(() => {
  warnings = [];
  vi.spyOn(log, "warn").mockImplementation(((fields: object, msg: string) => {
    warnings.push(JSON.stringify({ level: "warn", ...fields, msg }));
  }) as never);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const listSchema = z.array(z.object({ id: z.number() }));

/** A public cached read of GET /api/Things, reshaped to ids, as the resource modules write them. */
function listThings(key = "listThings"): Promise<number[]> {
  return cachedRead([key], ["things"], async () => {
    const list = await upstreamFetch({ path: "/api/Things", schema: listSchema });
    return list.map((thing) => thing.id);
  });
}

type Reply = () => Response;
const unreachable: Reply = () => {
  throw new TypeError("fetch failed");
};

/** The upstream answers with each reply in turn. */
function upstreamAnswers(...replies: Reply[]) {
  let next = 0;
  return stubUpstream(() => (replies[next++] ?? unreachable)());
}

describe("cachedRead: stale-if-error", () => {
  it("serves the last good copy when the upstream answers 5xx, logging it once", async () => {
    upstreamAnswers(
      () => jsonResponse(200, [{ id: 1 }, { id: 2 }]),
      () => textResponse(503, "Service Unavailable"),
      () => textResponse(500, "boom"),
    );
    expect(await listThings()).toEqual([1, 2]);
    expect(await listThings()).toEqual([1, 2]);
    expect(await listThings()).toEqual([1, 2]);
    const stale = warnings.filter((line) => line.includes("last good copy"));
    expect(stale).toHaveLength(1);
    expect(JSON.parse(stale[0] ?? "{}")).toMatchObject({ read: "listThings", upstreamStatus: 503 });
  });

  it("serves the last good copy on a network failure and on a malformed body", async () => {
    upstreamAnswers(
      () => jsonResponse(200, [{ id: 7 }]),
      unreachable,
      () => textResponse(200, "<html>gateway error</html>"),
    );
    expect(await listThings()).toEqual([7]);
    expect(await listThings()).toEqual([7]);
    expect(await listThings()).toEqual([7]);
  });

  it("serves the last good copy while the breaker is open, without calling the upstream", async () => {
    resetUpstreamBreakerForTests({ threshold: 1, cooldownMs: 60_000 });
    const calls = upstreamAnswers(() => jsonResponse(200, [{ id: 3 }]), unreachable);
    expect(await listThings()).toEqual([3]);
    expect(await listThings()).toEqual([3]);
    expect(calls).toHaveLength(2);
    expect(await listThings()).toEqual([3]);
    expect(calls).toHaveLength(2);
  });

  it("still throws a 404 (an answer), even with a good copy", async () => {
    upstreamAnswers(() => jsonResponse(200, [{ id: 1 }]), () => textResponse(404, "Not Found"));
    expect(await listThings()).toEqual([1]);
    await expect(listThings()).rejects.toMatchObject({ status: 404 });
  });

  it("throws the failure when the read never succeeded, or succeeded under another key", async () => {
    upstreamAnswers(() => jsonResponse(200, [{ id: 1 }]), () => textResponse(502, "Bad Gateway"));
    expect(await listThings("first")).toEqual([1]);
    const error = await listThings("second").catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(502);
  });

  it("keeps the newest good copy and logs again after a fresh read", async () => {
    upstreamAnswers(
      () => jsonResponse(200, [{ id: 1 }]),
      unreachable,
      () => jsonResponse(200, [{ id: 1 }, { id: 9 }]),
      unreachable,
    );
    expect(await listThings()).toEqual([1]);
    expect(await listThings()).toEqual([1]);
    expect(await listThings()).toEqual([1, 9]);
    expect(await listThings()).toEqual([1, 9]);
    expect(warnings.filter((line) => line.includes("last good copy"))).toHaveLength(2);
  });

  it("rethrows errors that are not upstream failures", async () => {
    upstreamAnswers(() => jsonResponse(200, [{ id: 1 }]));
    expect(await listThings()).toEqual([1]);
    await expect(
      cachedRead(["listThings"], ["things"], async () => {
        throw new RangeError("a bug");
      }),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it(`keeps at most ${LAST_GOOD_MAX_ENTRIES} copies, dropping the least recently used`, async () => {
    const read = (key: string, value: number) => cachedRead([key], [], async () => value);
    await read("kept", 1);
    await read("dropped", 2);
    for (let i = 0; i < LAST_GOOD_MAX_ENTRIES - 2; i++) await read(`filler-${i}`, i);
    await read("kept", 1);
    await read("newcomer", 3);

    const down = () => Promise.reject(new UpstreamError({ status: 0, endpoint: "GET /x", message: "down" }));
    await expect(cachedRead(["kept"], [], down)).resolves.toBe(1);
    await expect(cachedRead(["newcomer"], [], down)).resolves.toBe(3);
    await expect(cachedRead(["dropped"], [], down)).rejects.toBeInstanceOf(UpstreamError);
  });
});
