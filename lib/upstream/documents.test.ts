import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import { mediaVersion } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import { getDocument, getDocumentImage, listDocuments } from "@/lib/upstream/documents";
import { cacheDeclarations } from "@/test/next-cache-recorder";
import {
  createDocument,
  deleteDocument,
  downloadAssignedProductFile,
  downloadDocumentFile,
  getDocumentForAdmin,
  listDocumentsForAdmin,
  updateDocument,
  uploadDocumentFile,
  uploadDocumentImage,
} from "@/lib/upstream/document-admin";
import { assignProductToStudent } from "@/lib/upstream/enrollments";
import { jsonResponse, stubUpstream, textResponse, upstreamFailure } from "@/test/upstream-support";

const image = Buffer.from("cover").toString("base64");
const productImage = Buffer.from("product image").toString("base64");
const studentId = "9b2c7a1e-3f4d-4e5a-8b6c-1d2e3f4a5b6c";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createDocument", () => {
  it.each([
    {
      what: "a product with its price (USD)",
      kind: "product",
      input: { title: "Sheet", description: "Beams", price: 0 },
      answer: { productId: 12 },
      id: 12,
      path: "/api/Documents/Product",
      body: { title: "Sheet", description: "Beams", price: 0, published: false },
    },
    {
      what: "a publication without a price",
      kind: "publication",
      input: { title: "Notes", description: "Free", price: 99 },
      answer: { publicationId: 7 },
      id: 7,
      path: "/api/Documents/Publications",
      body: { title: "Notes", description: "Free", published: false },
    },
  ] as const)(
    "creates $what and returns its id",
    async ({ kind, input, answer, id, path, body }) => {
      const calls = stubUpstream(() => jsonResponse(201, answer));
      await expect(createDocument(kind, input, "admin-token")).resolves.toBe(id);
      expect(calls[0]?.method).toBe("POST");
      expect(calls[0]?.url.pathname).toBe(path);
      expect(JSON.parse(String(calls[0]?.body))).toEqual(body);
      expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
    },
  );

  it("fails with 502 when the answer carries no id", async () => {
    stubUpstream(() => jsonResponse(201, { productId: "x" }));
    const error = await upstreamFailure(
      createDocument("product", { title: "Sheet", description: "d", price: 1 }, "t"),
    );
    expect(error.status).toBe(502);
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
    await downloadDocumentFile("product", 8, "t");
    await downloadDocumentFile("publication", 9, "t");
    expect(calls.map((call) => call.url.pathname)).toEqual([
      "/api/Documents/Product/GetFileBiProductId/8",
      "/api/Documents/Publication/GetFile/9",
    ]);
  });
});

describe("listDocuments", () => {
  it("sends SearchTerm, PageNumber and PageSize and reshapes prices and images", async () => {
    const calls = stubUpstream(() =>
      jsonResponse(200, [
        {
          id: 1,
          title: "Beam sheet",
          fileBytes: null,
          description: "xlsx",
          price: 25,
          imageBytes: productImage,
        },
        {
          id: 2,
          title: "Free guide",
          fileBytes: null,
          description: null,
          price: 0,
          imageBytes: null,
        },
      ]),
    );
    const products = await listDocuments("product", { search: " beam ", page: 2, pageSize: 20 });
    const query = calls[0]?.url.searchParams;
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Products");
    expect(query?.get("SearchTerm")).toBe("beam");
    expect(query?.get("PageNumber")).toBe("2");
    expect(query?.get("PageSize")).toBe("20");
    expect(products).toEqual([
      {
        id: 1,
        title: "Beam sheet",
        description: "xlsx",
        price: 25,
        isFree: false,
        imageUrl: `/media/product/1/${mediaVersion(productImage)}`,
      },
      { id: 2, title: "Free guide", description: null, price: 0, isFree: true, imageUrl: null },
    ]);
  });

  it("leaves out a blank search and clamps page and size to what the upstream accepts", async () => {
    const calls = stubUpstream(() => jsonResponse(200, []));
    await listDocuments("publication", { search: "  ", page: 0, pageSize: 500 });
    const query = calls[0]?.url.searchParams;
    expect(query?.has("SearchTerm")).toBe(false);
    expect(query?.get("PageNumber")).toBe("1");
    expect(query?.get("PageSize")).toBe("50");
  });
});

describe("listDocuments' cache", () => {
  it("stores the first page without a search, and never a search or a later page an outsider can vary", async () => {
    stubUpstream(() => jsonResponse(200, []));
    cacheDeclarations.length = 0;
    await listDocuments("product", { page: 1, pageSize: 12 });
    expect(cacheDeclarations).toEqual([{ tags: ["products"], profile: "catalogue" }]);
    cacheDeclarations.length = 0;
    await listDocuments("product", { search: "x7q", page: 1, pageSize: 12 });
    await listDocuments("product", { page: 999_999, pageSize: 12 });
    expect(cacheDeclarations).toEqual([]);
  });
});

describe("getDocument", () => {
  it("returns null for a 404 and for ids that are not positive ints", async () => {
    const calls = stubUpstream(() => textResponse(404, "Product with id 5 Not Found"));
    await expect(getDocument("product", 5)).resolves.toBeNull();
    await expect(getDocument("product", -1)).resolves.toBeNull();
    await expect(getDocument("product", 1.5)).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });
});

describe("getDocument: what a page says of the file", () => {
  const productVm = {
    id: 5,
    title: "Retaining wall design sheet",
    fileBytes: null,
    description: null,
    price: 25,
    imageBytes: null,
  };

  it("reads the type and size the upstream gives (file facts extension)", async () => {
    stubUpstream(() =>
      jsonResponse(200, { ...productVm, hasFile: true, fileType: 1, fileSize: 2_516_582 }),
    );
    await expect(getDocument("product", 5)).resolves.toMatchObject({
      file: { type: 1, sizeBytes: 2_516_582 },
    });
  });

  it("knows nothing of a file that was never uploaded, or of a legacy upstream's product", async () => {
    stubUpstream(() =>
      jsonResponse(200, { ...productVm, hasFile: false, fileType: null, fileSize: null }),
    );
    await expect(getDocument("product", 5)).resolves.toMatchObject({ file: null });
    stubUpstream(() => jsonResponse(200, { ...productVm, id: 6 }));
    await expect(getDocument("product", 6)).resolves.toMatchObject({ file: null });
  });

  it("measures a legacy publication's inlined file, always a PDF", async () => {
    // 12 base64 characters with one "=" of padding: 8 bytes.
    stubUpstream(() =>
      jsonResponse(200, { ...productVm, id: 7, price: 0, fileBytes: "JVBERi0xLjQ=" }),
    );
    await expect(getDocument("publication", 7)).resolves.toMatchObject({
      hasFile: true,
      file: { type: 0, sizeBytes: 8 },
    });
  });
});

describe("assignProductToStudent", () => {
  it("succeeds on 201 with an empty body", async () => {
    const calls = stubUpstream(() => textResponse(201));
    await assignProductToStudent(3, studentId, "admin-token");
    expect(calls[0]?.method).toBe("PUT");
    expect(calls[0]?.url.pathname).toBe("/api/Documents/AddProductToStudent");
    expect(calls[0]?.url.searchParams.get("productId")).toBe("3");
    expect(calls[0]?.url.searchParams.get("studentId")).toBe(studentId);
  });

  it("fails on 201 with an error text as plain text", async () => {
    stubUpstream(() => textResponse(201, "Object reference not set to an instance of an object."));
    const error = await upstreamFailure(assignProductToStudent(3, studentId, "admin-token"));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Object reference not set to an instance of an object.");
  });

  it("fails on 201 with an error text as a JSON string literal", async () => {
    stubUpstream(() => jsonResponse(201, "An error occurred while saving the entity changes."));
    const error = await upstreamFailure(assignProductToStudent(3, studentId, "admin-token"));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/saving the entity/);
  });

  it("does not take a real 502 for success", async () => {
    stubUpstream(() => textResponse(502));
    const error = await upstreamFailure(assignProductToStudent(3, studentId, "admin-token"));
    expect(error.status).toBe(502);
  });

  it("refuses a student id that could reach the upstream's raw SQL", async () => {
    const calls = stubUpstream(() => textResponse(201));
    await upstreamFailure(assignProductToStudent(3, "x' OR '1'='1", "admin-token"));
    expect(calls).toHaveLength(0);
  });
});

describe("product files (what only products have)", () => {
  it("uploads the file with its type code", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const xlsx = new File(["cells"], "C:\\fakepath\\sheet.xlsx", {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    await uploadDocumentFile("product", 4, xlsx, 1, "admin-token");
    const form = calls[0]?.body as FormData;
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Product/UploadFile/4");
    expect(form.get("Type")).toBe("1");
    expect((form.get("File") as File).name).toBe("upload.xlsx");
  });

  it("downloads with the session's student id and token, never cached", async () => {
    const calls = stubUpstream(
      () => new Response("bytes", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    );
    const file = await downloadAssignedProductFile(4, studentId, "student-token");
    expect(file.contentType).toBe("application/pdf");
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Product/GetFile/4");
    expect(calls[0]?.url.searchParams.get("studentId")).toBe(studentId);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer student-token");
    expect(calls[0]?.init.cache).toBe("no-store");
  });
});

describe("the whole-publication read (its answer inlines the file)", () => {
  it("uses no fetch-level cache: the detail's and the image's 'use cache' entries keep only their part", async () => {
    const calls = stubUpstream(() =>
      jsonResponse(200, {
        id: 3,
        title: "Notes",
        description: null,
        imageBytes: "/9j/4A==",
        fileBytes: "JVBERi0=",
      }),
    );
    await expect(getDocument("publication", 3)).resolves.toMatchObject({
      id: 3,
      title: "Notes",
      hasFile: true,
    });
    await expect(getDocumentImage("publication", 3)).resolves.toBe("/9j/4A==");
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.init.next).toBeUndefined();
      expect(call.init.cache).toBe("no-store");
    }
  });
});
