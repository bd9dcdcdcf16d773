import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/auth/session";

// The cookie read itself: what `getSession()` would read for this request.
const cookie = vi.hoisted(() => ({ readSession: vi.fn() }));
vi.mock("@/lib/auth/session", () => ({
  readSession: cookie.readSession,
  destroySession: vi.fn(),
}));

const { pageQuery, resolveRenderMode, viewerOf } = await import("@/lib/render-mode");
const { getSession } = await import("@/lib/auth/guards");

const student: Session = {
  userId: "s1",
  token: "ts",
  role: "Student",
  expiresAt: Date.now() + 60_000,
};

/** The digest of Next's control-flow error thrown by `fn` (here: not-found). */
async function controlFlow(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (error) {
    return String((error as { digest?: string }).digest);
  }
  throw new Error("expected notFound");
}

beforeEach(() => {
  cookie.readSession.mockReset();
  cookie.readSession.mockResolvedValue(student);
});

describe("viewerOf", () => {
  it("answers null in the shared document without reading the session cookie", async () => {
    expect(await viewerOf("shared")).toBeNull();
    expect(cookie.readSession).not.toHaveBeenCalled();
  });

  it("returns the request's session in a page rendered per request", async () => {
    expect(await viewerOf("per-request")).toEqual(student);
    expect(cookie.readSession).toHaveBeenCalled();
    cookie.readSession.mockResolvedValue(null);
    expect(await viewerOf("per-request")).toBeNull();
  });
});

describe("resolveRenderMode", () => {
  it("returns the shared mode and stores nothing: the session read afterwards is a plain read", async () => {
    expect(await resolveRenderMode(Promise.resolve({ locale: "en", mode: "shared" }))).toBe(
      "shared",
    );
    expect(await getSession()).toEqual(student);
  });

  it("returns the per-request mode of the same route tree", async () => {
    expect(await resolveRenderMode(Promise.resolve({ locale: "ar", mode: "per-request" }))).toBe(
      "per-request",
    );
  });

  it("answers not-found for a mode that is not served and for an unknown locale", async () => {
    expect(
      await controlFlow(() => resolveRenderMode(Promise.resolve({ locale: "en", mode: "none" }))),
    ).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    // A page outside the tree has no mode: it is not a public page.
    expect(await controlFlow(() => resolveRenderMode(Promise.resolve({ locale: "en" })))).toMatch(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
    expect(
      await controlFlow(() => resolveRenderMode(Promise.resolve({ locale: "fr", mode: "shared" }))),
    ).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});

describe("pageQuery", () => {
  it("is empty in the shared document and the request's query otherwise", async () => {
    const query = Promise.resolve({ q: "etabs" });
    expect(await pageQuery("shared", query)).toEqual({});
    expect(await pageQuery("per-request", query)).toEqual({ q: "etabs" });
  });
});
