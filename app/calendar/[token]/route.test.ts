import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "@/lib/log";
import {
  jsonResponse,
  stubLiveSessionsUpstream,
  stubUpstream,
  textResponse,
} from "@/test/upstream-support";

const { GET } = await import("./route");

const token = "dXNlci0x.1.c2lnbmF0dXJl";
const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";

function get(feedToken = token) {
  return GET(new Request(`http://localhost/calendar/${feedToken}`), {
    params: Promise.resolve({ token: feedToken }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("GET /calendar/{token}", () => {
  it("streams the token's feed as text/calendar without any bearer, never cached", async () => {
    const calls = stubLiveSessionsUpstream(
      () => new Response(ics, { status: 200, headers: { "Content-Type": "text/calendar" } }),
    );
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe(ics);
    const feed = calls.find((call) =>
      call.url.pathname.startsWith("/api/LiveSessions/Calendar/Feed/"),
    );
    expect(feed?.url.pathname).toBe(`/api/LiveSessions/Calendar/Feed/${token}`);
    expect(feed?.headers.get("Authorization")).toBeNull();
  });

  it("answers 404 for a revoked or wrong token, the same as for a malformed one", async () => {
    const calls = stubLiveSessionsUpstream(() =>
      jsonResponse(404, { status: 404, title: "Not Found" }),
    );
    const revoked = await get();
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await get("../../etc/passwd")).status).toBe(404);
    expect(calls.filter((call) => call.url.pathname.includes("Feed"))).toHaveLength(1);
  });

  it("answers 404 on a legacy upstream without asking for a feed", async () => {
    const calls = stubUpstream(() => textResponse(404));
    expect((await get()).status).toBe(404);
    expect(calls.some((call) => call.url.pathname.includes("Feed"))).toBe(false);
  });

  it("logs a failed upstream read with the token replaced, never the token itself", async () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => undefined);
    stubLiveSessionsUpstream(() => textResponse(500, "boom"));
    expect((await get()).status).toBe(502);
    expect(errors).toHaveBeenCalledWith(
      { endpoint: "GET /api/LiveSessions/Calendar/Feed/[redacted]", upstreamStatus: 500 },
      "calendar feed: failed",
    );
    expect(JSON.stringify(errors.mock.calls)).not.toContain(token);
  });
});
