import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/auth/session";
import * as z from "@/lib/zod";
import { ok } from "@/lib/actions/result";
import { adminSession, studentSession } from "@/test/action-support";
import type { RouteHandler } from "@/lib/routes/route-handler";
import { UpstreamError } from "@/lib/upstream/client";

const state = vi.hoisted(() => ({ session: null as Session | null, ended: 0 }));
vi.mock("@/lib/auth/guards", () => ({
  getSession: async () => state.session,
  endSession: async () => {
    state.ended += 1;
  },
}));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn() }));

const { adminRoute } = await import("./admin-route");

function post(form: FormData, headers: Record<string, string> = {}): Request {
  const request = new Request("http://localhost:3000/api/admin/x", { method: "POST", body: form });
  // Request computes the multipart body lazily; give it the Content-Length a browser sends.
  return new Request(request, {
    headers: {
      ...Object.fromEntries(request.headers),
      "content-length": "100",
      host: "localhost:3000",
      ...headers,
    },
  });
}

const handler = vi.fn(async ({ name }: { name?: string }) => ok({ name }, "Saved"));
// A route with a dynamic segment (`id`), which the schema leaves out.
const route: RouteHandler<"/api/admin/projects/[id]"> = adminRoute(
  z.object({ name: z.string().optional() }),
  handler,
  {
    failureMessage: "Failed to upload",
    maxBodyBytes: 1000,
  },
);
const params = Promise.resolve({ id: "7" });

beforeEach(() => {
  state.session = adminSession;
  state.ended = 0;
  handler.mockClear();
});

describe("adminRoute", () => {
  it("runs the handler for an admin and answers its result as JSON", async () => {
    const form = new FormData();
    form.append("name", "ETABS");
    const response = await route(post(form), { params });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: { name: "ETABS" }, message: "Saved" });
  });

  it("refuses a visitor (401) and a student (403) without running the handler", async () => {
    state.session = null;
    expect((await route(post(new FormData()), { params })).status).toBe(401);
    state.session = studentSession;
    const refused = await route(post(new FormData()), { params });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ ok: false, message: "You are not allowed to do that." });
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses another site's request and an oversized body before reading it", async () => {
    expect(
      (await route(post(new FormData(), { origin: "https://evil.example" }), { params })).status,
    ).toBe(403);
    const big = await route(post(new FormData(), { "content-length": "1001" }), { params });
    expect(big.status).toBe(413);
    expect(handler).not.toHaveBeenCalled();
  });

  it("maps an upstream failure to the operation's text and ends the session on a 401", async () => {
    handler.mockRejectedValueOnce(
      new UpstreamError({ status: 500, endpoint: "POST /x", message: "boom" }),
    );
    const failed = await route(post(new FormData()), { params });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ ok: false, message: "Failed to upload" });

    handler.mockRejectedValueOnce(
      new UpstreamError({ status: 401, endpoint: "POST /x", message: "no" }),
    );
    expect((await route(post(new FormData()), { params })).status).toBe(401);
    expect(state.ended).toBe(1);
  });

  it("answers in the language of the page that sent it (its Referer), a route's own address having none", async () => {
    state.session = studentSession;
    const refused = await route(
      post(new FormData(), { referer: "http://localhost:3000/ar/manageProjects" }),
      { params },
    );
    expect(await refused.json()).toEqual({
      ok: false,
      message: "غير مسموح لك بتنفيذ هذا الإجراء.",
    });
  });
});
