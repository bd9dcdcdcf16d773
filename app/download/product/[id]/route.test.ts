import { beforeEach, describe, expect, it } from "vitest";
import type { Session } from "@/lib/auth/session";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";
import { studentSession } from "@/test/action-support";
import { state } from "@/test/server-mocks";

const { GET } = await import("./route");

const studentId = "9b2c7a1e-3f4d-4e5a-8b6c-1d2e3f4a5b6c";
const student: Session = { ...studentSession, userId: studentId };

const vm = (price: number) => ({
  id: 4,
  title: "Guide",
  fileBytes: null,
  description: null,
  price,
  imageBytes: null,
});
const pdf = () =>
  new Response("%PDF-1.4 bytes", { status: 200, headers: { "Content-Type": "application/pdf" } });
const notAssigned = () => textResponse(400, "you don't have the access to this file");

function get() {
  return GET(new Request("http://localhost/download/product/4"), {
    params: Promise.resolve({ id: "4" }),
  });
}

beforeEach(() => {
  state.session = student;
});

describe("GET /download/product/{id}: free products", () => {
  it("serves a free product to a student without an assignment (reference upstream)", async () => {
    const calls = stubUpstream((call) =>
      call.url.pathname.includes("GetFile/") ? pdf() : jsonResponse(200, vm(0)),
    );
    const response = await get();
    expect(response.status).toBe(200);
    const download = calls.find((call) => call.url.pathname.includes("GetFile/"));
    expect(download?.url.searchParams.get("studentId")).toBe(studentId);
  });

  it("on the legacy's refusal, serves a free product once a fresh read confirms price 0", async () => {
    const calls = stubUpstream((call) => {
      if (call.url.pathname.includes("GetFileBiProductId")) return pdf();
      if (call.url.pathname.includes("GetFile/")) return notAssigned();
      return jsonResponse(200, vm(0));
    });
    expect((await get()).status).toBe(200);
    const fresh = calls.filter((call) => call.url.pathname === "/api/Documents/Products/4");
    // One read for the page (cached in production), one fresh read with the student's token.
    expect(fresh.at(-1)?.headers.get("Authorization")).toBe("Bearer student-token");
  });

  it("refuses a paid product without an assignment and never asks the check-free endpoint", async () => {
    const calls = stubUpstream((call) =>
      call.url.pathname.includes("GetFile/") ? notAssigned() : jsonResponse(200, vm(12)),
    );
    expect((await get()).status).toBe(403);
    expect(calls.some((call) => call.url.pathname.includes("GetFileBiProductId"))).toBe(false);
  });

  it("refuses when the fresh read says the product is no longer free", async () => {
    let reads = 0;
    const calls = stubUpstream((call) => {
      if (call.url.pathname.includes("GetFile/")) return notAssigned();
      reads += 1;
      return jsonResponse(200, vm(reads === 1 ? 0 : 9));
    });
    expect((await get()).status).toBe(403);
    expect(calls.some((call) => call.url.pathname.includes("GetFileBiProductId"))).toBe(false);
  });

  it("sends a visitor to log in", async () => {
    state.session = null;
    const response = await get();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/login?next=%2Fdownload%2Fproduct%2F4");
  });
});
