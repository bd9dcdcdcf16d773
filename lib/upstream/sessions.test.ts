import { afterEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";
import {
  endMySession,
  listMySessions,
  logoutSession,
  sessionEndReason,
} from "@/lib/upstream/sessions";

afterEach(() => vi.unstubAllGlobals());

describe("sessionEndReason", () => {
  const refusal = (status: number, body: string) =>
    new UpstreamError({ status, endpoint: "GET /x", message: "no", body });
  it("reads the reason of the extension's 401 and nothing else", () => {
    expect(
      sessionEndReason(refusal(401, JSON.stringify({ status: 401, reason: "replaced" }))),
    ).toBe("replaced");
    expect(sessionEndReason(refusal(401, JSON.stringify({ status: 401 })))).toBeNull();
    expect(sessionEndReason(refusal(401, "Unauthorized"))).toBeNull();
    expect(sessionEndReason(refusal(401, JSON.stringify({ reason: "<script>" })))).toBeNull();
    expect(sessionEndReason(refusal(403, JSON.stringify({ reason: "idle" })))).toBeNull();
  });
});

describe("session calls", () => {
  it("logs out with the session's token and lists my sessions", async () => {
    const calls = stubUpstream((call) =>
      call.url.pathname === "/api/Sessions/Logout"
        ? textResponse(204)
        : jsonResponse(200, [
            {
              id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
              label: "Chrome on Windows",
              userAgent: "Mozilla/5.0",
              address: "203.0.113.9",
              createdAt: "2026-03-01T10:00:00.000Z",
              lastSeenAt: "2026-03-01T11:00:00.000Z",
              current: true,
            },
          ]),
    );
    await logoutSession("tok");
    expect(calls[0]!.method).toBe("POST");
    expect(calls[0]!.headers.get("Authorization")).toBe("Bearer tok");
    expect((await listMySessions("tok"))[0]).toMatchObject({
      label: "Chrome on Windows",
      current: true,
    });
  });

  it("refuses a session id that is not a Guid without asking the upstream", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await expect(endMySession("../Students/x", "tok")).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(0);
  });
});
