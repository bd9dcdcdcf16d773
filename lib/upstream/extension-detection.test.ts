import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import { isEmailChangeSupported } from "@/lib/upstream/email-change";
import { hasOrders } from "@/lib/upstream/orders";
import { isProgressSupported, isWatchedLessonsSupported } from "@/lib/upstream/progress";
import { hasSessions } from "@/lib/upstream/sessions";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";

afterEach(() => vi.unstubAllGlobals());

// Each extension's detection through the names its module exports: the path it probes and the
// answer that means "present" (an endpoint of the extension wants a login; a version endpoint
// answers its version).
const wantsLogin = () => jsonResponse(401, { title: "Unauthorized" });
const detections = [
  {
    name: "hasOrders",
    isPresent: hasOrders,
    path: "/api/Orders/PendingCount",
    present: wantsLogin,
  },
  {
    name: "hasSessions",
    isPresent: hasSessions,
    path: "/api/Sessions/Mine",
    present: wantsLogin,
  },
  {
    name: "isProgressSupported",
    isPresent: isProgressSupported,
    path: "/api/progress/version",
    present: () => jsonResponse(200, { version: 1 }),
  },
  {
    name: "isWatchedLessonsSupported",
    isPresent: isWatchedLessonsSupported,
    path: "/api/progress/version",
    present: () => jsonResponse(200, { version: 2 }),
  },
  {
    name: "isEmailChangeSupported",
    isPresent: isEmailChangeSupported,
    path: "/api/EmailChange/version",
    present: () => jsonResponse(200, { version: 1 }),
  },
];

// Keeping the answer is Next's data cache's job (each probe is a 'use cache' function with the
// `extension` life); here each call is one probe.
describe.each(detections)("$name", ({ isPresent, path, present }) => {
  it("reads a 404 as the legacy API, asking anonymously", async () => {
    const calls = stubUpstream(() => textResponse(404));
    expect(await isPresent()).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe(path);
    expect(calls[0]!.headers.has("Authorization")).toBe(false);
  });

  it("reads the extension's answer as present", async () => {
    const calls = stubUpstream(present);
    expect(await isPresent()).toBe(true);
    expect(calls.map((call) => call.url.pathname)).toEqual([path]);
  });

  it("reads a failed probe (upstream down) as absent, without throwing", async () => {
    stubUpstream(() => textResponse(503));
    expect(await isPresent()).toBe(false);
  });
});
