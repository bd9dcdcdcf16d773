import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => import("@/lib/upstream/next-cache-recorder"));

import { isEmailChangeSupported, resetEmailChangeProbe } from "@/lib/upstream/email-change";
import { hasOrders, resetOrdersDetection } from "@/lib/upstream/orders";
import { isProgressSupported, resetProgressProbe } from "@/lib/upstream/progress";
import { hasSessions, resetSessionsDetection } from "@/lib/upstream/sessions";
import { jsonResponse, stubUpstream, textResponse } from "@/lib/upstream/test-support";

afterEach(() => vi.unstubAllGlobals());

// Each extension's detection through the names its module exports: the path it probes and the
// answer that means "present" (an endpoint of the extension wants a login; a version endpoint
// answers its version).
const wantsLogin = () => jsonResponse(401, { title: "Unauthorized" });
const detections = [
  {
    name: "hasOrders",
    isPresent: hasOrders,
    reset: resetOrdersDetection,
    path: "/api/Orders/PendingCount",
    present: wantsLogin,
  },
  {
    name: "hasSessions",
    isPresent: hasSessions,
    reset: resetSessionsDetection,
    path: "/api/Sessions/Mine",
    present: wantsLogin,
  },
  {
    name: "isProgressSupported",
    isPresent: isProgressSupported,
    reset: resetProgressProbe,
    path: "/api/progress/version",
    present: () => jsonResponse(200, { version: 1 }),
  },
  {
    name: "isEmailChangeSupported",
    isPresent: isEmailChangeSupported,
    reset: resetEmailChangeProbe,
    path: "/api/EmailChange/version",
    present: () => jsonResponse(200, { version: 1 }),
  },
];

describe.each(detections)("$name", ({ isPresent, reset, path, present }) => {
  it("reads a 404 as the legacy API, asks once anonymously and caches the answer", async () => {
    reset();
    const calls = stubUpstream(() => textResponse(404));
    expect(await isPresent()).toBe(false);
    expect(await isPresent()).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe(path);
    expect(calls[0]!.headers.has("Authorization")).toBe(false);
  });

  it("reads the extension's answer as present, one probe for concurrent callers, remembered", async () => {
    reset();
    const calls = stubUpstream(present);
    expect(await Promise.all([isPresent(), isPresent()])).toEqual([true, true]);
    expect(await isPresent()).toBe(true);
    expect(calls.map((call) => call.url.pathname)).toEqual([path]);
  });
});

// A version probe that failed is asked again only after 30 seconds; an endpoint probe at once.
it.each(detections.slice(0, 2))(
  "$name does not cache a failed probe (upstream down): not available now, asks again next time",
  async ({ isPresent, reset, present }) => {
    reset();
    stubUpstream(() => textResponse(503));
    expect(await isPresent()).toBe(false);
    const calls = stubUpstream(present);
    expect(await isPresent()).toBe(true);
    expect(calls).toHaveLength(1);
  },
);
