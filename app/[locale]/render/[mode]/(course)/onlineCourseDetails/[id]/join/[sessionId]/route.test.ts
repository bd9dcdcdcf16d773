import { setRequestLocale } from "next-intl/server";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubUpstream } from "@/test/upstream-support";
import { adminSession, studentSession } from "@/test/action-support";
import { state } from "@/test/server-mocks";

const { POST } = await import("./route");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const sessionId = "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d";
const coursePage = `/onlineCourseDetails/${courseId}`;

function join(
  headers: Record<string, string> = { origin: "http://localhost:3000", host: "localhost:3000" },
  ids = { id: courseId, sessionId },
) {
  return POST(
    new Request(`http://localhost:3000/onlineCourseDetails/${ids.id}/join/${ids.sessionId}`, {
      method: "POST",
      headers,
    }),
    {
      params: Promise.resolve({ mode: "per-request", locale: "en", ...ids }),
    },
  );
}

const joined = () =>
  jsonResponse(200, {
    meetingLink: "https://meet.example.org/abc-defg-hij",
    sessionId,
    joinedAt: "2026-12-18T17:00:00Z",
  });
const problem = (status: number, detail: string) =>
  jsonResponse(status, { status, title: detail, detail });

beforeEach(() => {
  state.session = studentSession;
});

describe("POST /onlineCourseDetails/{id}/join/{sessionId}", () => {
  it("joins with the session's own token and sends the new tab on to the meeting, never cached", async () => {
    const calls = stubUpstream(() => joined());
    const response = await join();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain(
      `<meta http-equiv="refresh" content="0; url='https://meet.example.org/abc-defg-hij'">`,
    );
    expect(html).toContain(
      `<a href="https://meet.example.org/abc-defg-hij" rel="noreferrer">Open the meeting</a>`,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe(`/api/LiveSessions/${sessionId}/Join`);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer student-token");
  });

  it("lets an admin join with the admin's token", async () => {
    state.session = adminSession;
    const calls = stubUpstream(() => joined());
    expect(await (await join()).text()).toContain("https://meet.example.org/abc-defg-hij");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("refuses a post from another site, or one without Origin, before any upstream call", async () => {
    const calls = stubUpstream(() => joined());
    expect((await join({ origin: "https://evil.example", host: "localhost:3000" })).status).toBe(
      403,
    );
    expect((await join({ host: "localhost:3000" })).status).toBe(403);
    expect((await join({ origin: "null", host: "localhost:3000" })).status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it("sends a visitor to log in, back to the course page", async () => {
    state.session = null;
    const calls = stubUpstream(() => joined());
    const response = await join();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/login?next=${encodeURIComponent(coursePage)}`);
    expect(calls).toHaveLength(0);
  });

  it("maps the upstream's 409 outside the window to a fixed code on the course page", async () => {
    stubUpstream(() => problem(409, "Join opens 15 minutes before the session starts."));
    expect((await join()).headers.get("Location")).toBe(`${coursePage}?joinError=not-open`);
    stubUpstream(() => problem(409, "This session has ended."));
    expect((await join()).headers.get("Location")).toBe(`${coursePage}?joinError=ended`);
  });

  it("never carries the upstream's own words to the page", async () => {
    stubUpstream(() => problem(409, "<script>alert(1)</script>"));
    const location = (await join()).headers.get("Location") ?? "";
    expect(location).toBe(`${coursePage}?joinError=not-open`);
  });

  it("sends a student not enrolled back with not-enrolled, an unknown session with not-found", async () => {
    stubUpstream(() => problem(403, "Forbidden"));
    expect((await join()).headers.get("Location")).toBe(`${coursePage}?joinError=not-enrolled`);
    stubUpstream(() => problem(404, "Not Found"));
    expect((await join()).headers.get("Location")).toBe(`${coursePage}?joinError=not-found`);
    stubUpstream(() => problem(500, "boom"));
    expect((await join()).headers.get("Location")).toBe(`${coursePage}?joinError=failed`);
  });

  it("cannot be made to write markup or end the refresh's address early", async () => {
    stubUpstream(() =>
      jsonResponse(200, {
        meetingLink: `https://meet.example.org/x?a='"><script>&b=1`,
        sessionId,
        joinedAt: "2026-12-18T17:00:00Z",
      }),
    );
    const html = await (await join()).text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("url='https://meet.example.org/x?a=%27%22%3E%3Cscript%3E&amp;b=1'");
  });

  it("does not follow a meeting link that is not https", async () => {
    stubUpstream(() =>
      jsonResponse(200, {
        meetingLink: "javascript:alert(1)",
        sessionId,
        joinedAt: "2026-12-18T17:00:00Z",
      }),
    );
    expect((await join()).headers.get("Location")).toBe(`${coursePage}?joinError=failed`);
  });

  it("answers 404 for ids that are not Guids", async () => {
    const calls = stubUpstream(() => joined());
    expect((await join(undefined, { id: courseId, sessionId: "../../Admin" })).status).toBe(404);
    expect((await join(undefined, { id: "x", sessionId })).status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it("answers in Arabic from an Arabic page: the meeting page, and a refusal back to the Arabic course page", async () => {
    setRequestLocale("ar");
    stubUpstream(() => joined());
    const html = await (await join()).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<h1>جارٍ فتح الاجتماع…</h1>");
    expect(html).toContain(
      `<a href="https://meet.example.org/abc-defg-hij" rel="noreferrer">افتح الاجتماع</a> إذا لم يُفتح تلقائيًا.`,
    );
    stubUpstream(() => problem(403, "Not enrolled"));
    const refused = await join();
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe(`/ar${coursePage}?joinError=not-enrolled`);
  });
});
