import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubUpstream } from "@/test/upstream-support";
import { stopReminders } from "@/lib/upstream/reminders";

const token = `dXNlci0x.${"A".repeat(43)}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("stopReminders", () => {
  it("posts the token to the upstream and reports the reminders stopped", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { optedOut: true, email: "s@gmail.com" }));
    expect(await stopReminders(token)).toBe("stopped");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("POST");
    expect(calls[0]!.url.pathname).toBe("/api/Reminders/Unsubscribe");
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ token });
  });

  it("refuses a malformed token without calling the upstream", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { optedOut: true }));
    for (const bad of ["", "abc", `${token}x`, `../x.${"A".repeat(43)}`])
      expect(await stopReminders(bad)).toBe("invalid");
    expect(calls).toHaveLength(0);
  });

  it("maps the upstream's 400 to invalid and a legacy upstream's 404 to unsupported", async () => {
    stubUpstream(() =>
      jsonResponse(400, { title: "Bad Request", detail: "The unsubscribe link is not valid." }),
    );
    expect(await stopReminders(token)).toBe("invalid");
    stubUpstream(() => jsonResponse(404, { title: "Not Found" }));
    expect(await stopReminders(token)).toBe("unsupported");
  });
});
