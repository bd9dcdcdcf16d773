import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  jsonResponse,
  requestLines,
  stubUpstream,
  textResponse,
  type RecordedCall,
} from "@/test/upstream-support";
import { expectAdminOnlyRoute, formOf, pngFile, postForm } from "@/test/admin-route-support";
import { revalidateTag } from "@/test/server-mocks";

// Whether the upstream has drafts (extension "Publishing"): absent unless a test says so.
const publishing = vi.hoisted(() => ({ hasDrafts: false }));
vi.mock("@/lib/upstream/publishing", () => ({
  isPublishingSupported: async () => publishing.hasDrafts,
}));
beforeEach(() => {
  publishing.hasDrafts = false;
});

const { POST } = await import("./route");

const pdf = () =>
  new File(["%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n"], "sheet.pdf", {
    type: "application/pdf",
  });
const textAsPdf = () =>
  new File(["just some text, not a PDF at all"], "fake.pdf", { type: "application/pdf" });

function productForm(overrides: Record<string, string | File | null> = {}): FormData {
  return formOf({
    title: "Footing sheet",
    price: "12",
    fileType: "0",
    description: "Isolated footings",
    file: pdf(),
    ...overrides,
  });
}

function post(kind: string, form: FormData): [Request, { params: Promise<{ kind: string }> }] {
  return [postForm(`/api/admin/documents/${kind}`, form), { params: Promise.resolve({ kind }) }];
}

/** An upstream that creates id 41 and answers each upload with the given status. */
function upstream(uploads: { image?: number; file?: number } = {}): RecordedCall[] {
  return stubUpstream((call) => {
    const path = call.url.pathname;
    if (path === "/api/Documents/Product") return jsonResponse(201, { productId: 41 });
    if (path === "/api/Documents/Publications") return jsonResponse(201, { publicationId: 42 });
    if (path.includes("UploadImage"))
      return textResponse(uploads.image ?? 201, uploads.image ? "boom" : "");
    if (path.includes("UploadFile"))
      return textResponse(uploads.file ?? 201, uploads.file ? "boom" : "");
    return textResponse(404);
  });
}

describe("POST /api/admin/documents/[kind]: create product or publication", () => {
  it("creates, uploads the image then the file, and says 'Product Added Successfully'", async () => {
    const calls = upstream();
    const response = await POST(...post("product", productForm({ image: await pngFile() })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      data: { id: 41, redirectTo: "/manageProducts?q=Footing+sheet&highlight=41" },
      message: "Product Added Successfully",
    });
    expect(requestLines(calls)).toEqual([
      "POST /api/Documents/Product",
      "POST /api/Documents/Product/UploadImage/41",
      "POST /api/Documents/Product/UploadFile/41",
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      title: "Footing sheet",
      description: "Isolated footings",
      price: 12,
      // A draft where the upstream has drafts; an upstream without them ignores the field.
      published: false,
    });
    expect(calls.every((call) => call.headers.get("Authorization") === "Bearer admin-token")).toBe(
      true,
    );
    const image = (calls[1]?.body as FormData).get("File") as File;
    expect(image.type).toBe("image/jpeg");
    expect((calls[2]?.body as FormData).get("Type")).toBe("0");
    expect(revalidateTag).toHaveBeenCalledWith("products", { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith("product:41", { expire: 0 });
  });

  it("creates a free product (price 0) without a photo: the photo is optional", async () => {
    const calls = upstream();
    const response = await POST(...post("product", productForm({ price: "0" })));
    expect((await response.json()).ok).toBe(true);
    expect(JSON.parse(String(calls[0]?.body)).price).toBe(0);
    expect(calls.map((call) => call.url.pathname)).toEqual([
      "/api/Documents/Product",
      "/api/Documents/Product/UploadFile/41",
    ]);
  });

  it("says the new document is a draft where the upstream has drafts", async () => {
    publishing.hasDrafts = true;
    upstream();
    const response = await POST(...post("publication", productForm({ price: null })));
    expect(await response.json()).toMatchObject({
      ok: true,
      message: "Publication Added Successfully. Saved as a draft. Publish it when it is ready.",
    });
  });

  it("creates a publication (no price sent) and says 'Publication Added Successfully'", async () => {
    const calls = upstream();
    const form = productForm({ price: null, fileType: null });
    const response = await POST(...post("publication", form));
    expect(await response.json()).toEqual({
      ok: true,
      data: { id: 42, redirectTo: "/managePublications?q=Footing+sheet&highlight=42" },
      message: "Publication Added Successfully",
    });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      title: "Footing sheet",
      description: "Isolated footings",
      published: false,
    });
    expect(calls[1]?.url.pathname).toBe("/api/Documents/Publications/UploadFile/42");
  });

  it("stops at validation before any upstream call and names every field", async () => {
    const calls = upstream();
    const response = await POST(
      ...post("product", productForm({ title: "", price: "", description: " ", file: null })),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: "Enter File Name",
      fieldErrors: {
        title: ["Enter File Name"],
        price: ["Enter File Price"],
        description: ["Enter File Description"],
        file: ["Please Upload File To Create Product"],
      },
    });
    const publication = await POST(
      ...post("publication", productForm({ price: null, fileType: null, file: null })),
    );
    expect((await publication.json()).fieldErrors).toEqual({
      file: ["Please Upload File To Create Publication"],
    });
    expect(calls).toHaveLength(0);
  });

  it("refuses a file whose bytes do not match the chosen type, and creates nothing", async () => {
    const calls = upstream();
    const response = await POST(...post("product", productForm({ file: textAsPdf() })));
    const result = await response.json();
    expect(result.ok).toBe(false);
    expect(result.fieldErrors.file).toEqual([
      "This file's contents are not an accepted type (.pdf). Please choose another file.",
    ]);
    // A real PDF chosen as EXCEL is refused too.
    const asExcel = await POST(...post("product", productForm({ fileType: "1" })));
    expect((await asExcel.json()).fieldErrors.file[0]).toContain(".xlsx");
    // A publication is only ever a PDF.
    const sheet = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], "a.xlsx");
    const publication = await POST(
      ...post("publication", productForm({ price: null, fileType: null, file: sheet })),
    );
    expect((await publication.json()).fieldErrors.file[0]).toContain("(.pdf)");
    expect(calls).toHaveLength(0);
  });

  it("refuses a photo that is not an image before any upstream call", async () => {
    const calls = upstream();
    const response = await POST(...post("product", productForm({ image: textAsPdf() })));
    expect((await response.json()).fieldErrors.image[0]).toContain(".jpg, .jpeg, .png, .webp");
    expect(calls).toHaveLength(0);
  });

  it("says 'Error Creating Product' when the upstream refuses the record (nothing else sent)", async () => {
    const calls = stubUpstream(() => textResponse(500, "boom"));
    const response = await POST(...post("product", productForm()));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, message: "Error Creating Product" });
    expect(calls).toHaveLength(1);
  });

  it("keeps the record when the file upload fails and names that step, with where to add it", async () => {
    const calls = upstream({ file: 500 });
    const response = await POST(...post("product", productForm({ image: await pngFile() })));
    expect(await response.json()).toEqual({
      ok: false,
      message: "Failed To Add File To Product",
      redirectTo: "/manageProducts?q=Footing+sheet&highlight=41",
    });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    expect(revalidateTag).toHaveBeenCalledWith("product:41", { expire: 0 });
  });

  it("keeps the record when the image upload fails, still sends the file, and names the image step", async () => {
    const calls = upstream({ image: 500 });
    const response = await POST(
      ...post("publication", productForm({ price: null, fileType: null, image: await pngFile() })),
    );
    expect(await response.json()).toEqual({
      ok: false,
      message: "Failed To Add Image To Publication",
      redirectTo: "/managePublications?q=Footing+sheet&highlight=42",
    });
    expect(calls.map((call) => call.url.pathname)).toContain(
      "/api/Documents/Publications/UploadFile/42",
    );
  });

  it("refuses a visitor (401) and a student (403) before reading anything", async () => {
    const calls = upstream();
    for (const kind of ["product", "publication"])
      await expectAdminOnlyRoute(() => POST(...post(kind, productForm())), calls);
  });

  it("answers 404 for a kind that is neither product nor publication", async () => {
    const calls = upstream();
    expect((await POST(...post("project", productForm()))).status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});
