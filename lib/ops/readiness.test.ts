import { afterEach, describe, expect, it, vi } from "vitest";
import { checkReadiness } from "@/lib/ops/readiness";

afterEach(() => vi.unstubAllGlobals());

describe("checkReadiness", () => {
  it("is ready when the upstream answers, even 404 as the legacy API does for /health", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 404 })));
    expect(await checkReadiness()).toEqual({ ready: true });
  });

  it("names the reason when the upstream fails or cannot be reached", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 503 })));
    expect(await checkReadiness()).toEqual({ ready: false, reasons: ["the upstream answered HTTP 503"] });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    expect(await checkReadiness()).toEqual({ ready: false, reasons: ["the upstream cannot be reached"] });
  });

  it("says when the upstream does not answer in time", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("The operation timed out.", "TimeoutError");
      }),
    );
    const readiness = await checkReadiness();
    expect(readiness.ready).toBe(false);
    expect(!readiness.ready && readiness.reasons[0]).toMatch(/^the upstream did not answer within \d+ ms$/);
  });
});
