import { describe, expect, it } from "vitest";
import { studentSession } from "@/test/action-support";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";
import { postForm, untouchableUpload } from "@/test/admin-route-support";
import type { RecordedCall } from "@/test/upstream-support";
import { revalidateTag, state } from "@/test/server-mocks";

const { GET, POST } = await import("./route");
const image = await import("../image/route");

const pdfBytes = "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n";

const params = (kind: string, id = "8") => ({ params: Promise.resolve({ kind, id }) });

/** The upstream of an upload: the document exists (its admin read), and the upload is taken. */
const documentThenUpload = (call: RecordedCall) =>
  call.method === "GET"
    ? jsonResponse(200, {
        id: 8,
        title: "Beam tables",
        fileBytes: null,
        description: null,
        price: 5,
        imageBytes: null,
      })
    : textResponse(201);

/** The uploads among the recorded calls (the existence read is a GET). */
const uploadsOf = (calls: RecordedCall[]) => calls.filter((call) => call.method === "POST");

describe("POST …/[id]/file: Edit File", () => {
  it("replaces a product's file with its type and invalidates the product's tags", async () => {
    const calls = stubUpstream(documentThenUpload);
    const form = new FormData();
    form.append("fileType", "0");
    form.append("file", new File([pdfBytes], "new.pdf", { type: "application/pdf" }));
    const response = await POST(
      postForm("/api/admin/documents/product/8/file", form),
      params("product"),
    );
    expect(await response.json()).toEqual({ ok: true, message: "File Updated Successfully" });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      "GET /api/Documents/Products/8",
      "POST /api/Documents/Product/UploadFile/8",
    ]);
    expect(revalidateTag).toHaveBeenCalledWith("product:8", { expire: 0 });
  });

  it("refuses bytes that do not match the type before anything is uploaded", async () => {
    const calls = stubUpstream(documentThenUpload);
    const form = new FormData();
    form.append("file", new File(["plain text"], "fake.pdf", { type: "application/pdf" }));
    const response = await POST(
      postForm("/api/admin/documents/publication/8/file", form),
      params("publication"),
    );
    expect((await response.json()).fieldErrors.file[0]).toContain("(.pdf)");
    expect(uploadsOf(calls)).toHaveLength(0);
  });

  it("refuses a student and a visitor", async () => {
    const calls = stubUpstream(() => textResponse(201));
    state.session = studentSession;
    const form = () => new FormData();
    expect((await POST(postForm("/x", form()), params("product"))).status).toBe(403);
    expect((await image.POST(postForm("/x", form()), params("publication"))).status).toBe(403);
    state.session = null;
    expect((await POST(postForm("/x", form()), params("publication"))).status).toBe(401);
    expect((await image.POST(postForm("/x", form()), params("product"))).status).toBe(401);
    expect(calls).toHaveLength(0);
  });
});

describe("POST …/[id]/image: Change Image", () => {
  it("says 'Please Choose a photo' when none is sent", async () => {
    const calls = stubUpstream(documentThenUpload);
    const response = await image.POST(postForm("/x", new FormData()), params("product"));
    expect(await response.json()).toMatchObject({ ok: false, message: "Please Choose a photo" });
    expect(uploadsOf(calls)).toHaveLength(0);
  });

  it.each([
    ["an image", "image", image.POST],
    ["a file", "file", POST],
  ] as const)(
    "refuses %s for a document the upstream does not have before a byte of it is read",
    async (_what, segment, send) => {
      const calls = stubUpstream(() => textResponse(404));
      const upload = untouchableUpload(`/api/admin/documents/publication/8/${segment}`);
      const response = await send(upload.request, params("publication"));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        ok: false,
        message: "This item no longer exists: nothing was uploaded.",
      });
      expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
        "GET /api/Documents/Publications/8",
      ]);
      expect(upload.reads()).toBe(0);
    },
  );
});

describe("GET …/[id]/file: Download File / Preview File", () => {
  it("previews a publication inline as a PDF with the admin's token", async () => {
    const calls = stubUpstream(
      () => new Response(pdfBytes, { headers: { "Content-Type": "application/pdf" } }),
    );
    const response = await GET(
      new Request("http://localhost/api/admin/documents/publication/8/file?preview=1"),
      params("publication"),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline; filename="document.pdf"/);
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Publication/GetFile/8");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("downloads a product's Excel file even when asked to preview it", async () => {
    const xlsx = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...new TextEncoder().encode("xl/workbook.xml"),
    ]);
    stubUpstream((call) =>
      call.url.pathname.includes("GetFileBiProductId")
        ? new Response(xlsx, {
            headers: {
              "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            },
          })
        : jsonResponse(200, {
            id: 8,
            title: "Beam tables",
            fileBytes: null,
            description: null,
            price: 5,
            imageBytes: null,
          }),
    );
    const response = await GET(
      new Request("http://localhost/api/admin/documents/product/8/file?preview=1"),
      params("product"),
    );
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="Beam tables.xlsx"/,
    );
  });

  it.each([
    ["the reference upstream", 404],
    ["the legacy", 500],
  ])(
    "says the document is missing its file when none was uploaded (%s answers %i)",
    async (_upstream, status) => {
      stubUpstream(() => textResponse(status));
      const response = await GET(
        new Request("http://localhost/api/admin/documents/publication/8/file"),
        params("publication"),
      );
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Missing its file");
    },
  );

  it("refuses a student and sends a visitor to log in, without any upstream call", async () => {
    const calls = stubUpstream(() => textResponse(200));
    state.session = studentSession;
    const refused = await GET(
      new Request("http://localhost/api/admin/documents/product/8/file"),
      params("product"),
    );
    expect(refused.status).toBe(403);
    state.session = null;
    const visitor = await GET(
      new Request("http://localhost/api/admin/documents/product/8/file"),
      params("product"),
    );
    expect(visitor.status).toBe(303);
    expect(calls).toHaveLength(0);
  });
});
