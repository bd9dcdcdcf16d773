import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  jsonResponse,
  stubLiveSessionsUpstream,
  stubUpstream,
  textResponse,
} from "@/test/upstream-support";
import { studentSession } from "@/test/action-support";
import { state } from "@/test/server-mocks";

// The course's name comes from the cached catalogue read; here a plain stand-in.
vi.mock("@/lib/upstream/courses", () => ({
  getCourse: async (_kind: string, id: string) =>
    id === courseId ? { id: courseId, name: "Seismic Design: RC/ECP 201" } : null,
}));

const { GET } = await import("./route");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";

function get(id = courseId) {
  return GET(new Request(`http://localhost/onlineCourseDetails/${id}/calendar`), {
    params: Promise.resolve({ mode: "per-request", locale: "en", id }),
  });
}

beforeEach(() => {
  state.session = studentSession;
});

describe("GET /onlineCourseDetails/{id}/calendar", () => {
  it("streams the course's .ics, read with the session's token, as an attachment never cached", async () => {
    const calls = stubLiveSessionsUpstream(
      () => new Response(ics, { status: 200, headers: { "Content-Type": "text/calendar" } }),
    );
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="Seismic Design RC ECP 201\.ics"/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe(ics);
    const read = calls.find((call) => call.url.pathname.endsWith("/Calendar"));
    expect(read?.url.pathname).toBe(`/api/LiveSessions/Course/${courseId}/Calendar`);
    expect(read?.headers.get("Authorization")).toBe("Bearer student-token");
  });

  it("answers 403 to a student the upstream refuses (not enrolled)", async () => {
    stubLiveSessionsUpstream(() => jsonResponse(403, { status: 403, title: "Forbidden" }));
    const response = await get();
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  });

  it("answers 404 for an unknown course, a malformed id and a legacy upstream", async () => {
    stubLiveSessionsUpstream(() => new Response(ics, { status: 200 }));
    expect((await get("6c1d7d9e-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get("not-a-guid")).status).toBe(404);
    const calls = stubUpstream(() => textResponse(404));
    expect((await get()).status).toBe(404);
    expect(calls.some((call) => call.url.pathname.endsWith("/Calendar"))).toBe(false);
  });

  it("sends a visitor to log in and back here", async () => {
    state.session = null;
    const calls = stubLiveSessionsUpstream(() => new Response(ics, { status: 200 }));
    const response = await get();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `/login?next=${encodeURIComponent(`/onlineCourseDetails/${courseId}/calendar`)}`,
    );
    expect(calls.some((call) => call.url.pathname.endsWith("/Calendar"))).toBe(false);
  });
});
