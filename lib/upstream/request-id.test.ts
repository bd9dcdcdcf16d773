import { afterEach, describe, expect, it, vi } from "vitest";
import { requestContextStorage } from "@/lib/request-context";
import { upstreamFetch } from "@/lib/upstream/client";
import { stubUpstream, textResponse } from "@/test/upstream-support";

afterEach(() => {
  vi.unstubAllGlobals();
});

const inRequest = <T>(requestId: string, call: () => Promise<T>) =>
  requestContextStorage().run({ requestId }, call);

describe("x-request-id to the upstream", () => {
  it("sends the id of the request being served on reads, writes and file downloads", async () => {
    const calls = stubUpstream(() => textResponse(200, "ok"));
    await inRequest("req-a", () => upstreamFetch({ path: "/api/Students", token: "t" }));
    await inRequest("req-b", () =>
      upstreamFetch({ method: "POST", path: "/api/Enrollments", body: { a: 1 } }),
    );
    await inRequest("req-c", () => upstreamFetch({ file: true, path: "/api/Static/GetPortofilo" }));
    expect(calls.map((call) => call.headers.get("x-request-id"))).toEqual([
      "req-a",
      "req-b",
      "req-c",
    ]);
  });

  it("sends none outside a request", async () => {
    const calls = stubUpstream(() => textResponse(200, "ok"));
    await upstreamFetch({ path: "/api/Students", token: "t" });
    await upstreamFetch({ path: "/api/Static/GetHeaders" });
    expect(calls.map((call) => call.headers.has("x-request-id"))).toEqual([false, false]);
  });
});
