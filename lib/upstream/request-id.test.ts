import { afterEach, describe, expect, it, vi } from "vitest";
import { inRequestSpan } from "@/test/request-span";
import { upstreamFetch } from "@/lib/upstream/client";
import { stubUpstream, textResponse } from "@/test/upstream-support";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** `call` while serving the request whose trace id is `a`, `b`… repeated. */
const inRequest = <T>(letter: string, call: () => Promise<T>) =>
  inRequestSpan(letter.repeat(32), call);
const asId = (letter: string) =>
  `${letter.repeat(8)}-${letter.repeat(4)}-${letter.repeat(4)}-${letter.repeat(4)}-${letter.repeat(12)}`;

describe("x-request-id to the upstream", () => {
  it("sends the id of the request being served on reads, writes and file downloads", async () => {
    const calls = stubUpstream(() => textResponse(200, "ok"));
    await inRequest("a", () => upstreamFetch({ path: "/api/Students", token: "t" }));
    await inRequest("b", () =>
      upstreamFetch({ method: "POST", path: "/api/Enrollments", body: { a: 1 } }),
    );
    await inRequest("c", () => upstreamFetch({ file: true, path: "/api/Static/GetPortofilo" }));
    expect(calls.map((call) => call.headers.get("x-request-id"))).toEqual([
      asId("a"),
      asId("b"),
      asId("c"),
    ]);
  });

  it("sends none outside a request", async () => {
    const calls = stubUpstream(() => textResponse(200, "ok"));
    await upstreamFetch({ path: "/api/Students", token: "t" });
    await upstreamFetch({ path: "/api/Static/GetHeaders" });
    expect(calls.map((call) => call.headers.has("x-request-id"))).toEqual([false, false]);
  });
});
