import { describe, expect, it, vi } from "vitest";
import { log } from "@/lib/log";
import { UpstreamError } from "@/lib/upstream/client";
import "@/test/server-mocks";

const { downloadErrorResponse, downloadFailureResponse, publicDownloadResponse } =
  await import("./file-response");

const failure = {
  missing: "Publication not found",
  back: { href: "/publications", label: "Back to Publications" },
  logAs: "download/publication: failed",
};

describe("downloadErrorResponse", () => {
  it("writes an Arabic refusal's page in Arabic, right to left", async () => {
    const response = downloadErrorResponse(
      403,
      "إضافة الدورة إلى التقويم متاحة للطلاب المشتركين فيها فقط",
      { href: "/ar/onlineCourses", label: "العودة إلى الدورات الأونلاين" },
      "ar",
    );
    expect(response.status).toBe(403);
    const page = await response.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain("<h1>إضافة الدورة إلى التقويم متاحة للطلاب المشتركين فيها فقط</h1>");
  });

  it("writes an English refusal's page in English, left to right (the default)", async () => {
    const back = { href: "/products", label: "Back to Products" };
    for (const response of [
      downloadErrorResponse(404, "Product not found", back),
      downloadErrorResponse(404, "Product not found", back, "en"),
    ]) {
      const page = await response.text();
      expect(page).toContain('<html lang="en" dir="ltr">');
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });
});

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

describe("publicDownloadResponse", () => {
  const pdf = () => ({
    body: new Response("%PDF-1.7 bytes").body!,
    contentType: "application/pdf",
    contentLength: null,
  });
  const download = (open: () => Promise<ReturnType<typeof pdf>>) => ({
    key: "publication:12",
    open,
    file: {
      name: "document.pdf",
      fixedFormat: { extension: ".pdf", contentType: "application/pdf" },
    },
    failure,
  });

  it("saves the file by default and opens it in the browser with ?inline=1, kept five minutes by any cache", async () => {
    const saved = await publicDownloadResponse(
      new Request("http://localhost/download/publication/12"),
      download(async () => pdf()),
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="document.pdf"/,
    );
    expect(saved.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await saved.text()).toBe("%PDF-1.7 bytes");
    const opened = await publicDownloadResponse(
      new Request("http://localhost/download/publication/12?inline=1"),
      download(async () => pdf()),
    );
    expect(opened.headers.get("Content-Disposition")).toMatch(/^inline; filename="document.pdf"/);
  });

  it("answers a failed read with the download's failure page", async () => {
    const response = await publicDownloadResponse(
      new Request("http://localhost/download/publication/12"),
      download(async () => {
        throw new UpstreamError({ status: 404, endpoint: "GET /api/x", message: "none" });
      }),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<h1>Publication not found</h1>");
  });
});
