import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => import("@/lib/upstream/next-cache-recorder"));

import { isEmailChangeSupported, resetEmailChangeProbe } from "@/lib/upstream/email-change";
import { hasOrders, resetOrdersDetection } from "@/lib/upstream/orders";
import { isProgressSupported, resetProgressProbe } from "@/lib/upstream/progress";
import { hasSessions, resetSessionsDetection } from "@/lib/upstream/sessions";
import { jsonResponse, stubUpstream, textResponse } from "@/lib/upstream/test-support";

afterEach(() => vi.unstubAllGlobals());

// Each extension's own detection, through the names its module exports.
describe.each([
  ["hasOrders", hasOrders, resetOrdersDetection, "/api/Orders/PendingCount"],
  ["hasSessions", hasSessions, resetSessionsDetection, "/api/Sessions/Mine"],
])("%s (an endpoint of the extension)", (_name, isPresent, reset, path) => {
  beforeEach(() => reset());

  it("reads a 404 as the legacy API, asks once anonymously and caches the answer", async () => {
    const calls = stubUpstream(() => textResponse(404));
    expect(await isPresent()).toBe(false);
    expect(await isPresent()).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe(path);
    expect(calls[0]!.headers.has("Authorization")).toBe(false);
  });

  it("reads the extension's 401 to an anonymous probe as available, one probe for concurrent callers", async () => {
    const calls = stubUpstream(() => jsonResponse(401, { title: "Unauthorized" }));
    expect(await Promise.all([isPresent(), isPresent()])).toEqual([true, true]);
    expect(await isPresent()).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("does not cache a failed probe (upstream down): not available now, asks again next time", async () => {
    stubUpstream(() => textResponse(503));
    expect(await isPresent()).toBe(false);
    const calls = stubUpstream(() => jsonResponse(401, {}));
    expect(await isPresent()).toBe(true);
    expect(calls).toHaveLength(1);
  });
});

describe.each([
  ["isProgressSupported", isProgressSupported, resetProgressProbe, "/api/progress/version"],
  ["isEmailChangeSupported", isEmailChangeSupported, resetEmailChangeProbe, "/api/EmailChange/version"],
])("%s (a version endpoint)", (_name, isPresent, reset, path) => {
  beforeEach(() => reset());

  it("is true when the probe answers a version, asked once and remembered", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { version: 1 }));
    expect(await isPresent()).toBe(true);
    expect(await isPresent()).toBe(true);
    expect(calls.map((call) => call.url.pathname)).toEqual([path]);
  });

  it("is false on a legacy upstream (404)", async () => {
    stubUpstream(() => jsonResponse(404, { title: "Not Found", detail: "No endpoint answers this method and path." }));
    expect(await isPresent()).toBe(false);
  });
});
