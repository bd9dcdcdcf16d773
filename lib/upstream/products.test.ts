import { afterEach, describe, expect, it, vi } from "vitest";
// unstable_cache needs a Next.js server; here the cached function simply runs.
vi.mock("next/cache", () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

import { mediaVersion } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import {
  assignProductToStudent,
  downloadProductFile,
  getProduct,
  listProducts,
  uploadProductFile,
} from "@/lib/upstream/products";
import { listPublications } from "@/lib/upstream/publications";
import { jsonResponse, stubUpstream, textResponse } from "@/lib/upstream/test-support";

const studentId = "9b2c7a1e-3f4d-4e5a-8b6c-1d2e3f4a5b6c";
const image = Buffer.from("product image").toString("base64");

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("listProducts", () => {
  it("sends SearchTerm, PageNumber and PageSize and reshapes prices and images", async () => {
    const calls = stubUpstream(() =>
      jsonResponse(200, [
        {
          id: 1,
          title: "Beam sheet",
          fileBytes: null,
          description: "xlsx",
          price: 25,
          imageBytes: image,
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
    const products = await listProducts({ search: " beam ", page: 2, pageSize: 20 });
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
        imageUrl: `/media/product/1/${mediaVersion(image)}`,
      },
      { id: 2, title: "Free guide", description: null, price: 0, isFree: true, imageUrl: null },
    ]);
  });

  it("leaves out a blank search and clamps page and size to what the upstream accepts", async () => {
    const calls = stubUpstream(() => jsonResponse(200, []));
    await listPublications({ search: "  ", page: 0, pageSize: 500 });
    const query = calls[0]?.url.searchParams;
    expect(query?.has("SearchTerm")).toBe(false);
    expect(query?.get("PageNumber")).toBe("1");
    expect(query?.get("PageSize")).toBe("50");
  });
});

describe("getProduct", () => {
  it("returns null for a 404 and for ids that are not positive ints", async () => {
    const calls = stubUpstream(() => textResponse(404, "Product with id 5 Not Found"));
    await expect(getProduct(5)).resolves.toBeNull();
    await expect(getProduct(-1)).resolves.toBeNull();
    await expect(getProduct(1.5)).resolves.toBeNull();
    expect(calls).toHaveLength(1);
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
    const error = await failure(assignProductToStudent(3, studentId, "admin-token"));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Object reference not set to an instance of an object.");
  });

  it("fails on 201 with an error text as a JSON string literal", async () => {
    stubUpstream(() => jsonResponse(201, "An error occurred while saving the entity changes."));
    const error = await failure(assignProductToStudent(3, studentId, "admin-token"));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/saving the entity/);
  });

  it("does not take a real 502 for success", async () => {
    stubUpstream(() => textResponse(502));
    const error = await failure(assignProductToStudent(3, studentId, "admin-token"));
    expect(error.status).toBe(502);
  });

  it("refuses a student id that could reach the upstream's raw SQL", async () => {
    const calls = stubUpstream(() => textResponse(201));
    await failure(assignProductToStudent(3, "x' OR '1'='1", "admin-token"));
    expect(calls).toHaveLength(0);
  });
});

describe("product files", () => {
  it("uploads the file with its type code", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const xlsx = new File(["cells"], "C:\\fakepath\\sheet.xlsx", {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    await uploadProductFile(4, xlsx, 1, "admin-token");
    const form = calls[0]?.body as FormData;
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Product/UploadFile/4");
    expect(form.get("Type")).toBe("1");
    expect((form.get("File") as File).name).toBe("upload.xlsx");
  });

  it("downloads with the session's student id and token, never cached", async () => {
    const calls = stubUpstream(
      () => new Response("bytes", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    );
    const file = await downloadProductFile(4, studentId, "student-token");
    expect(file.contentType).toBe("application/pdf");
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Product/GetFile/4");
    expect(calls[0]?.url.searchParams.get("studentId")).toBe(studentId);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer student-token");
    expect(calls[0]?.init.cache).toBe("no-store");
  });
});
