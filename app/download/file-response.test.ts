import { describe, expect, it, vi } from "vitest";
import { log } from "@/lib/log";
import { UpstreamError } from "@/lib/upstream/client";
import "@/test/server-mocks";

const { downloadFailureResponse } = await import("./file-response");

const failure = {
  missing: "Publication not found",
  back: { href: "/publications", label: "Back to Publications" },
  logAs: "download/publication: failed",
};

describe("downloadFailureResponse", () => {
  it("answers a file the upstream does not have with the download's own 404 page", async () => {
    const response = downloadFailureResponse(
      new UpstreamError({ status: 404, endpoint: "GET /api/x", message: "none" }),
      failure,
    );
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain("<h1>Publication not found</h1>");
    expect(page).toContain('<a href="/publications">Back to Publications</a>');
  });

  it("logs any other upstream failure by its endpoint and status and says the document failed (502), never the upstream's body", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const response = downloadFailureResponse(
      new UpstreamError({
        status: 500,
        endpoint: "GET /api/x",
        message: "boom",
        body: "stack trace",
      }),
      failure,
    );
    expect(response.status).toBe(502);
    const page = await response.text();
    expect(page).toContain("<h1>failed to load document</h1>");
    expect(page).not.toContain("stack trace");
    expect(error).toHaveBeenCalledWith(
      { endpoint: "GET /api/x", upstreamStatus: 500 },
      "download/publication: failed",
    );
  });

  it("throws a failure that is not the upstream's on unchanged", () => {
    const bug = new TypeError("not a function");
    expect(() => downloadFailureResponse(bug, failure)).toThrow(bug);
  });
});
