import { afterEach, describe, expect, it, vi } from "vitest";
import { mediaVersion } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import {
  createDocument,
  deleteDocument,
  downloadDocumentFileAsAdmin,
  getDocumentForAdmin,
  listDocumentsForAdmin,
  updateDocument,
  uploadDocumentFile,
  uploadDocumentImage,
} from "@/lib/upstream/documents";
import { jsonResponse, stubUpstream, textResponse } from "@/lib/upstream/test-support";

const image = Buffer.from("cover").toString("base64");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createDocument", () => {
  it("creates a product with its price (USD) and returns productId", async () => {
    const calls = stubUpstream(() => jsonResponse(201, { productId: 12 }));
    const id = await createDocument(
      "product",
      { title: "Sheet", description: "Beams", price: 0 },
      "admin-token",
    );
    expect(id).toBe(12);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Product");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      title: "Sheet",
      description: "Beams",
      price: 0,
    });
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("creates a publication without a price and returns publicationId", async () => {
    const calls = stubUpstream(() => jsonResponse(201, { publicationId: 7 }));
    const id = await createDocument(
      "publication",
      { title: "Notes", description: "Free", price: 99 },
      "admin-token",
    );
    expect(id).toBe(7);
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Publications");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ title: "Notes", description: "Free" });
  });

  it("fails with 502 when the answer carries no id", async () => {
    stubUpstream(() => jsonResponse(201, { productId: "x" }));
    const error = await createDocument(
      "product",
      { title: "Sheet", description: "d", price: 1 },
      "t",
    ).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(502);
  });
});

describe("updates, uploads and deletes by kind", () => {
  it("uses the singular record path of each kind", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await updateDocument("product", 3, { title: "A", description: "B", price: 5 }, "t");
    await updateDocument("publication", 4, { title: "C", description: "D" }, "t");
    await deleteDocument("product", 3, "t");
    await deleteDocument("publication", 4, "t");
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      "PUT /api/Documents/Product/3",
      "PUT /api/Documents/Publication/4",
      "DELETE /api/Documents/Product/3",
      "DELETE /api/Documents/Publication/4",
    ]);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ title: "C", description: "D" });
  });

  it("uploads images and files to each kind's path; a publication's Type is always 0", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const pdf = new File(["%PDF-1.4"], "../../etc/passwd.pdf", { type: "application/pdf" });
    await uploadDocumentImage("publication", 4, new Blob(["x"], { type: "image/jpeg" }), "t");
    await uploadDocumentFile("publication", 4, pdf, 2, "t");
    await uploadDocumentFile("product", 3, pdf, 0, "t");
    expect(calls.map((call) => call.url.pathname)).toEqual([
      "/api/Documents/Publications/UploadImage/4",
      "/api/Documents/Publications/UploadFile/4",
      "/api/Documents/Product/UploadFile/3",
    ]);
    const form = calls[1]?.body as FormData;
    expect(form.get("Type")).toBe("0");
    expect((form.get("File") as File).name).toBe("upload.pdf");
  });

  it("refuses an id that is not a positive int before any call", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await expect(deleteDocument("product", 0, "t")).rejects.toBeInstanceOf(UpstreamError);
    await expect(
      uploadDocumentFile("publication", -2, new Blob(["x"]), 0, "t"),
    ).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toHaveLength(0);
  });
});

describe("admin reads", () => {
  it("lists a page with the admin token, never cached, and reads hasFile (unknown when absent)", async () => {
    const calls = stubUpstream(() =>
      jsonResponse(200, [
        {
          id: 1,
          title: "A",
          fileBytes: null,
          description: null,
          price: 25,
          imageBytes: image,
          hasFile: true,
        },
        {
          id: 2,
          title: "B",
          fileBytes: null,
          description: "d",
          price: 0,
          imageBytes: null,
          hasFile: false,
        },
        { id: 3, title: "C", fileBytes: null, description: null, price: 3, imageBytes: null },
      ]),
    );
    const page = await listDocumentsForAdmin(
      "product",
      { search: "a", page: 2, pageSize: 10 },
      "admin-token",
    );
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Products");
    expect(calls[0]?.url.searchParams.get("SearchTerm")).toBe("a");
    expect(calls[0]?.url.searchParams.get("PageNumber")).toBe("2");
    expect(calls[0]?.init.cache).toBe("no-store");
    expect(page).toEqual([
      {
        kind: "product",
        id: 1,
        title: "A",
        description: null,
        price: 25,
        imageUrl: `/media/product/1/${mediaVersion(image)}`,
        hasFile: true,
      },
      {
        kind: "product",
        id: 2,
        title: "B",
        description: "d",
        price: 0,
        imageUrl: null,
        hasFile: false,
      },
      {
        kind: "product",
        id: 3,
        title: "C",
        description: null,
        price: 3,
        imageUrl: null,
        hasFile: null,
      },
    ]);
  });

  it("knows a legacy publication has a file when its bytes are inlined; 404 is null", async () => {
    stubUpstream((call) =>
      call.url.pathname.endsWith("/5")
        ? jsonResponse(200, {
            id: 5,
            title: "P",
            fileBytes: "JVBERg==",
            description: null,
            price: 0,
            imageBytes: null,
          })
        : textResponse(404, "Publication with id 6 Not Found"),
    );
    expect((await getDocumentForAdmin("publication", 5, "t"))?.hasFile).toBe(true);
    await expect(getDocumentForAdmin("publication", 6, "t")).resolves.toBeNull();
  });

  it("downloads without a purchase check: GetFileBiProductId for products, GetFile for publications", async () => {
    const calls = stubUpstream(
      () => new Response("%PDF", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    );
    await downloadDocumentFileAsAdmin("product", 8, "t");
    await downloadDocumentFileAsAdmin("publication", 9, "t");
    expect(calls.map((call) => call.url.pathname)).toEqual([
      "/api/Documents/Product/GetFileBiProductId/8",
      "/api/Documents/Publication/GetFile/9",
    ]);
  });
});
