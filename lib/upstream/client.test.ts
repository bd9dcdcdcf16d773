import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "@/lib/zod";
import { parseRetryAfter, upstreamFetch } from "@/lib/upstream/client";
import {
  jsonResponse,
  networkFailure,
  stubHangingUpstream,
  stubTimedOutUpstream,
  stubUpstream,
  textResponse,
  upstreamFailure,
} from "@/test/upstream-support";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("upstreamFetch", () => {
  it("joins the upstream URL, sends query values and parses the body with the schema", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { id: 3, extra: true }));
    const result = await upstreamFetch({
      path: "/api/Things",
      query: { SearchTerm: "beam", PageNumber: 2, Skip: undefined },
      schema: z.object({ id: z.number() }),
    });
    expect(result).toEqual({ id: 3 });
    expect(calls[0]?.url.pathname).toBe("/api/Things");
    expect(calls[0]?.url.searchParams.get("SearchTerm")).toBe("beam");
    expect(calls[0]?.url.searchParams.get("PageNumber")).toBe("2");
    expect(calls[0]?.url.searchParams.has("Skip")).toBe(false);
  });

  it("takes the method and path from the route alone, its {…} filled with the ids in order", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const sessionId = "6f1c2f0e-8d3a-4b6e-9c1d-2a3b4c5d6e7f";
    await upstreamFetch({
      endpoint: "PUT /api/LiveSessions/{sessionId}/Attendance/{studentId}",
      ids: [
        ["guid", sessionId],
        ["int", 42],
      ],
      body: { attended: true },
    });
    expect(calls[0]?.method).toBe("PUT");
    expect(calls[0]?.url.pathname).toBe(`/api/LiveSessions/${sessionId}/Attendance/42`);

    const packageId = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    stubUpstream(() => textResponse(404, "Package Not Found"));
    const error = await upstreamFailure(
      upstreamFetch({
        endpoint: "DELETE /api/Packages",
        ids: [["guid", packageId]],
        query: { packageId },
      }),
    );
    expect(error.endpoint).toBe("DELETE /api/Packages");
  });

  it("maps a timeout to UpstreamError status 0", async () => {
    stubTimedOutUpstream();
    const error = await upstreamFailure(upstreamFetch({ path: "/api/Slow", timeoutMs: 5 }));
    expect(error.status).toBe(0);
    expect(error.endpoint).toBe("GET /api/Slow");
    expect(error.message).toMatch(/did not answer in time/);
  });

  it("aborts through the signal after timeoutMs", async () => {
    stubHangingUpstream();
    const error = await upstreamFailure(upstreamFetch({ path: "/api/Hang", timeoutMs: 1 }));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/did not answer in time/);
  });

  it("maps a network failure to status 0 without leaking the host", async () => {
    stubUpstream(networkFailure);
    const error = await upstreamFailure(
      upstreamFetch({ method: "POST", path: "/api/Down", body: {} }),
    );
    expect(error.status).toBe(0);
    expect(error.endpoint).toBe("POST /api/Down");
    expect(error.message).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("throws UpstreamError with status, endpoint and the upstream's text for a non-2xx answer", async () => {
    stubUpstream(() => textResponse(404, "Package Not Found"));
    const error = await upstreamFailure(upstreamFetch({ method: "DELETE", path: "/api/Packages" }));
    expect(error.status).toBe(404);
    expect(error.isNotFound).toBe(true);
    expect(error.endpoint).toBe("DELETE /api/Packages");
    expect(error.message).toBe("Package Not Found");
  });

  it("reads a ProblemDetails title for a 401", async () => {
    stubUpstream(() => jsonResponse(401, { title: "Unauthorized", status: 401 }));
    const error = await upstreamFailure(upstreamFetch({ path: "/api/Students", token: "t" }));
    expect(error.isUnauthorized).toBe(true);
    expect(error.message).toBe("Unauthorized");
  });

  it("answers 502 for malformed JSON", async () => {
    stubUpstream(() => textResponse(200, "{not json"));
    const error = await upstreamFailure(
      upstreamFetch({ path: "/api/Things", schema: z.object({ id: z.number() }) }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/malformed JSON/);
  });

  it("answers 502 when the body does not match the schema", async () => {
    stubUpstream(() => jsonResponse(200, { id: "three" }));
    const error = await upstreamFailure(
      upstreamFetch({ path: "/api/Things", schema: z.object({ id: z.number() }) }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/unexpected shape/);
  });

  it("sets the bearer header and never caches when a token is given", async () => {
    const calls = stubUpstream(() => jsonResponse(200, []));
    await upstreamFetch({
      path: "/api/Students",
      token: "session-token",
      schema: z.array(z.unknown()),
    });
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer session-token");
    expect(calls[0]?.init.cache).toBe("no-store");
  });

  it("never uses Next's fetch cache for an anonymous read either ('use cache' functions cache)", async () => {
    const calls = stubUpstream(() => jsonResponse(200, []));
    await upstreamFetch({ path: "/api/Projects", schema: z.array(z.unknown()) });
    expect(calls[0]?.headers.has("Authorization")).toBe(false);
    expect(calls[0]?.init.next).toBeUndefined();
    expect(calls[0]?.init.cache).toBe("no-store");
  });

  it("sends JSON bodies with the JSON content type and FormData as multipart", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await upstreamFetch({ method: "PUT", path: "/api/X", body: "New name" });
    const form = new FormData();
    form.append("File", new Blob(["x"]), "upload.bin");
    await upstreamFetch({ method: "POST", path: "/api/Y", body: form });
    expect(calls[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(calls[0]?.body).toBe('"New name"');
    expect(calls[1]?.headers.has("Content-Type")).toBe(false);
    expect(calls[1]?.body).toBe(form);
  });

  it("reads an empty 204 body as null for a nullable schema", async () => {
    stubUpstream(() => textResponse(204));
    await expect(
      upstreamFetch({ path: "/api/Projects/9", schema: z.object({ id: z.number() }).nullable() }),
    ).resolves.toBeNull();
  });
});

describe("upstreamFetch's id check", () => {
  it("refuses an id of the wrong form with a 404 naming the route, before anything is sent (JSON or file)", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const refused = await upstreamFailure(
      upstreamFetch({
        method: "DELETE",
        path: "/api/Packages/x'1",
        ids: [["guid", "x'1"]],
        endpoint: "DELETE /api/Packages/{id}",
      }),
    );
    expect(refused.status).toBe(404);
    expect(refused.endpoint).toBe("DELETE /api/Packages/{id}");
    const file = await upstreamFailure(
      upstreamFetch({ file: true, path: "/api/Students/../x", ids: [["user", "../x"]] }),
    );
    expect(file.status).toBe(404);
    expect(file.endpoint).toBe("GET /api/Students/../x");
    expect(calls).toHaveLength(0);
  });

  it("sends the call when every id has its form", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await upstreamFetch({
      method: "PUT",
      path: "/api/X/12/0a1b2c3d-0000-4000-8000-000000000001",
      ids: [
        ["int", 12],
        ["guid", "0a1b2c3d-0000-4000-8000-000000000001"],
        ["user", "abc-123"],
      ],
    });
    expect(calls).toHaveLength(1);
  });
});

describe("throttling", () => {
  it("reads Retry-After from a 429 into the error", async () => {
    stubUpstream(
      () =>
        new Response(JSON.stringify({ status: 429, title: "Too Many Requests" }), {
          status: 429,
          headers: { "Content-Type": "application/problem+json", "Retry-After": "840" },
        }),
    );
    const error = await upstreamFailure(
      upstreamFetch({ method: "POST", path: "/api/Authentication/login", body: {} }),
    );
    expect(error.isThrottled).toBe(true);
    expect(error.retryAfterSeconds).toBe(840);
  });

  it("forwards the visitor's address as X-Forwarded-For when given, and none otherwise", async () => {
    const calls = stubUpstream(() => textResponse(200));
    await upstreamFetch({
      method: "POST",
      path: "/api/Authentication/login",
      body: {},
      clientAddress: "203.0.113.4",
    });
    await upstreamFetch({ path: "/api/Things" });
    expect(calls[0]?.headers.get("x-forwarded-for")).toBe("203.0.113.4");
    expect(calls[1]?.headers.get("x-forwarded-for")).toBeNull();
  });

  it("parses delay-seconds and HTTP dates", () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Wed, 01 Jan 2025 12:05:00 GMT", now)).toBe(300);
    expect(parseRetryAfter("Wed, 01 Jan 2025 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });
});

describe("upstreamFetch with file: true", () => {
  it("returns the stream with its content type and length, never cached", async () => {
    const calls = stubUpstream(
      () =>
        new Response("PDFDATA", {
          status: 200,
          headers: { "Content-Type": "application/pdf", "Content-Length": "7" },
        }),
    );
    const file = await upstreamFetch({
      file: true,
      path: "/api/Documents/Publication/GetFile/1",
      token: "t",
    });
    expect(file.contentType).toBe("application/pdf");
    expect(file.contentLength).toBe("7");
    expect(await new Response(file.body).text()).toBe("PDFDATA");
    expect(calls[0]?.init.cache).toBe("no-store");
  });

  it("throws UpstreamError with the upstream's text for a refused download", async () => {
    stubUpstream(() => textResponse(400, "you don't have the access to this file"));
    const error = await upstreamFailure(
      upstreamFetch({
        file: true,
        path: "/api/Documents/Product/GetFile/1",
        query: { studentId: "s" },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("you don't have the access to this file");
  });
});
