import { createdProduct, createdPublication, documentVm } from "@brightway/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { productStudents, products, publications } from "../src/db/schema";
import { admin, otherStudent, student, freshCallersBeforeEach } from "./fixtures";
import {
  call,
  expectAdminOnly,
  expectJsonBodyOnly,
  expectProblem,
  fileCount,
  getTestContext,
  json,
  multipart,
  samples,
  postFile,
  publish,
} from "./helpers";

freshCallersBeforeEach();

async function createProduct(
  body: Record<string, unknown> = { title: "Steel design sheet", description: "Beams", price: 25 },
) {
  const response = await call("POST", "/api/Documents/Product", { token: admin.token, json: body });
  expect(response.status).toBe(201);
  const id = createdProduct.exact.parse(await json(response)).productId;
  // Created as a draft (extension "Publishing"); these tests read it as a visitor would.
  await publish("product", id, admin.token);
  return id;
}

/** The DocumentVM `GET /api/Documents/Products/{id}` answers a visitor. */
async function singleProduct(id: number) {
  return documentVm.exact.parse(await json(await call("GET", `/api/Documents/Products/${id}`)));
}

async function createPublication(
  body: Record<string, unknown> = { title: "Seismic notes", description: "Free" },
) {
  const response = await call("POST", "/api/Documents/Publications", {
    token: admin.token,
    json: body,
  });
  expect(response.status).toBe(201);
  const id = createdPublication.exact.parse(await json(response)).publicationId;
  await publish("publication", id, admin.token);
  return id;
}

async function storedProduct(id: number) {
  const { database } = await getTestContext();
  const [row] = await database.db.select().from(products).where(eq(products.id, id));
  return row;
}

const documentList = z.array(documentVm.exact);

describe("products: list and read", () => {
  it("lists DocumentVMs with the image inlined and fileBytes null, ordered by id", async () => {
    const first = await createProduct({ title: "Alpha", description: null, price: 10 });
    const second = await createProduct({ title: "Beta", price: "12" });
    const upload = await postFile(
      `/api/Documents/Product/UploadImage/${first}`,
      admin.token,
      samples.png,
      "cover.png",
    );
    expect(upload.status).toBe(201);
    expect(await upload.text()).toBe("");

    const list = documentList.parse(await json(await call("GET", "/api/Documents/Products")));
    expect(list).toEqual([
      {
        id: first,
        title: "Alpha",
        fileBytes: null,
        description: null,
        price: 10,
        imageBytes: samples.png.toString("base64"),
        hasFile: false,
        fileType: null,
        fileSize: null,
      },
      {
        id: second,
        title: "Beta",
        fileBytes: null,
        description: null,
        price: 12,
        imageBytes: null,
        hasFile: false,
        fileType: null,
        fileSize: null,
      },
    ]);
  });

  it("reads one product (public) and answers 404 for an unknown id, 400 for a bad id", async () => {
    const id = await createProduct();
    const one = await singleProduct(id);
    expect(one).toEqual({
      id,
      title: "Steel design sheet",
      fileBytes: null,
      description: "Beams",
      price: 25,
      imageBytes: null,
      hasFile: false,
      fileType: null,
      fileSize: null,
    });
    await expectProblem(
      await call("GET", "/api/Documents/Products/999"),
      404,
      "Product with id 999 Not Found",
    );
    const bad = await expectProblem(await call("GET", "/api/Documents/Products/abc"), 400);
    expect(bad.errors).toHaveProperty("id");
  });

  it("pages with PageNumber/PageSize: default 10, clamped to 50, past the end []", async () => {
    const { database } = await getTestContext();
    await database.db
      .insert(products)
      .values(Array.from({ length: 55 }, (_, i) => ({ title: `Doc ${i + 1}`, price: i })));

    const firstPage = documentList.parse(await json(await call("GET", "/api/Documents/Products")));
    expect(firstPage.map((doc) => doc.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Doc ${i + 1}`),
    );

    const third = documentList.parse(
      await json(await call("GET", "/api/Documents/Products?pagenumber=3&PAGESIZE=20")),
    );
    expect(third.map((doc) => doc.title)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Doc ${i + 41}`),
    );

    const clamped = documentList.parse(
      await json(await call("GET", "/api/Documents/Products?PageSize=500")),
    );
    expect(clamped).toHaveLength(50);

    const pastEnd = await call("GET", "/api/Documents/Products?PageNumber=9&PageSize=10");
    expect(pastEnd.status).toBe(200);
    expect(await json(pastEnd)).toEqual([]);

    await expectProblem(await call("GET", "/api/Documents/Products?PageNumber=0"), 400);
    await expectProblem(await call("GET", "/api/Documents/Products?PageSize=x"), 400);
  });

  it("searches titles case-insensitively, never descriptions, with literal % and _", async () => {
    await createProduct({ title: "Steel Beam Design", description: "concrete inside", price: 1 });
    await createProduct({ title: "Concrete slabs", description: "steel inside", price: 1 });
    await createProduct({ title: "100% steel_2", price: 1 });

    const titles = async (query: string) =>
      documentList
        .parse(await json(await call("GET", `/api/Documents/Products?${query}`)))
        .map((doc) => doc.title);

    expect(await titles("SearchTerm=STEEL")).toEqual(["Steel Beam Design", "100% steel_2"]);
    expect(await titles("searchterm=concrete")).toEqual(["Concrete slabs"]);
    expect(await titles(`SearchTerm=${encodeURIComponent("%")}`)).toEqual(["100% steel_2"]);
    expect(await titles("SearchTerm=l_2")).toEqual(["100% steel_2"]);
    expect(await titles("SearchTerm=e_l")).toEqual([]);
    expect(await titles("SearchTerm=")).toHaveLength(3);
  });
});

describe("products and publications: Arabic search", () => {
  const kinds = [
    {
      name: "products",
      create: (title: string) => createProduct({ title, price: 1 }),
      listPath: "/api/Documents/Products",
    },
    {
      name: "publications",
      create: (title: string) => createPublication({ title }),
      listPath: "/api/Documents/Publications",
    },
  ];
  for (const kind of kinds) {
    it(`finds ${kind.name} whatever the hamza, ya, ta marbuta or vowel signs of the term and the title`, async () => {
      await kind.create("حساب الإجهاد في الكمرات");
      await kind.create("تصميم المنشآت الخرسانية");
      await kind.create("الاجهاد والانفعال");
      await kind.create("مستوى الأساسات");
      await kind.create("الإِجْهَاد المُسْبَق");
      await kind.create("Steel  Beam Design");
      const titles = async (term: string) =>
        documentList
          .parse(
            await json(
              await call("GET", `${kind.listPath}?SearchTerm=${encodeURIComponent(term)}`),
            ),
          )
          .map((doc) => doc.title);
      const stress = ["حساب الإجهاد في الكمرات", "الاجهاد والانفعال", "الإِجْهَاد المُسْبَق"];
      expect(await titles("الاجهاد")).toEqual(stress);
      expect(await titles("الإجهاد")).toEqual(stress);
      expect(await titles("الإِجهاد")).toEqual(stress);
      expect(await titles("المنشات الخرسانيه")).toEqual(["تصميم المنشآت الخرسانية"]);
      expect(await titles("مستوي الاساسات")).toEqual(["مستوى الأساسات"]);
      expect(await titles("المسبق")).toEqual(["الإِجْهَاد المُسْبَق"]);
      expect(await titles("steel beam")).toEqual(["Steel  Beam Design"]);
      expect(await titles("الانشاءات")).toEqual([]);
    });
  }
});

describe("products: create, update, delete", () => {
  it("creates with 201 {productId}; price may be a numeric string; defaults type 0", async () => {
    const id = await createProduct({ Title: "Loads", price: "12.5" });
    expect(await storedProduct(id)).toMatchObject({
      title: "Loads",
      description: null,
      price: 12.5,
      typeOfFile: 0,
    });
  });

  it("rejects a missing or long title, a non-numeric or negative price, non-JSON bodies", async () => {
    const post = (body: unknown) =>
      call("POST", "/api/Documents/Product", { token: admin.token, json: body });
    expect((await expectProblem(await post({ price: 3 }), 400)).errors).toHaveProperty("title");
    expect((await expectProblem(await post({ title: null }), 400)).errors).toHaveProperty("title");
    await expectProblem(await post({ title: "x".repeat(451) }), 400);
    expect(
      (await expectProblem(await post({ title: "A", price: "abc" }), 400)).errors,
    ).toHaveProperty("price");
    await expectProblem(await post({ title: "A", price: -1 }), 400);
    await expectJsonBodyOnly("/api/Documents/Product", admin.token);
  });

  it("is admin-only for every write", async () => {
    const id = await createProduct();
    await expectAdminOnly("POST", "/api/Documents/Product", student, {
      json: { title: "A", price: 1 },
    });
    await expectAdminOnly("PUT", `/api/Documents/Product/${id}`, student, {
      json: { title: "A", price: 1 },
    });
    await expectAdminOnly("DELETE", `/api/Documents/Product/${id}`, student);
    await expectAdminOnly("POST", `/api/Documents/Product/UploadImage/${id}`, student, {
      body: () => multipart(samples.png, "a.png"),
    });
    await expectAdminOnly("POST", `/api/Documents/Product/UploadFile/${id}`, student, {
      body: () => multipart(samples.pdf, "a.pdf", 0),
    });
    await expectAdminOnly("GET", `/api/Documents/Product/GetFileBiProductId/${id}`, student);
    await expectAdminOnly(
      "PUT",
      `/api/Documents/AddProductToStudent?productId=${id}&studentId=${student.id}`,
      student,
    );
    expect(await storedProduct(id)).toBeDefined();
  });

  it("updates with 204 and answers 404 for an unknown id", async () => {
    const id = await createProduct();
    const response = await call("PUT", `/api/Documents/Product/${id}`, {
      token: admin.token,
      json: { title: "Renamed", description: "New", price: 30 },
    });
    expect(response.status).toBe(204);
    expect(await storedProduct(id)).toMatchObject({
      title: "Renamed",
      description: "New",
      price: 30,
    });
    await expectProblem(
      await call("PUT", "/api/Documents/Product/4242", {
        token: admin.token,
        json: { title: "X", price: 1 },
      }),
      404,
      "Product with ID: 4242 doesn't exist in the database ",
    );
    await expectProblem(
      await call("PUT", `/api/Documents/Product/${id}`, { token: admin.token, json: { price: 1 } }),
      400,
    );
  });

  it("deletes with 204, removing assignments and files; 404 for an unknown id", async () => {
    const id = await createProduct();
    await postFile(`/api/Documents/Product/UploadImage/${id}`, admin.token, samples.png, "a.png");
    await postFile(`/api/Documents/Product/UploadFile/${id}`, admin.token, samples.pdf, "a.pdf", 0);
    await call(
      "PUT",
      `/api/Documents/AddProductToStudent?productId=${id}&studentId=${student.id}`,
      { token: admin.token },
    );
    expect(await fileCount()).toBe(2);

    expect(
      (await call("DELETE", `/api/Documents/Product/${id}`, { token: admin.token })).status,
    ).toBe(204);
    expect(await storedProduct(id)).toBeUndefined();
    expect(await fileCount()).toBe(0);
    const { database } = await getTestContext();
    expect(await database.db.select().from(productStudents)).toEqual([]);
    await expectProblem(
      await call("DELETE", `/api/Documents/Product/${id}`, { token: admin.token }),
      404,
      `Product with ID: ${id} doesn't exist in the database `,
    );
  });
});

describe("products: uploads", () => {
  it("replaces the image and deletes the old file; refuses non-images (415) and unknown ids (404)", async () => {
    const id = await createProduct();
    const upload = (data = samples.png, productId = id) =>
      postFile(`/api/Documents/Product/UploadImage/${productId}`, admin.token, data, "a.png");
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    expect(await fileCount()).toBe(1);

    await expectProblem(await upload(samples.text), 415);
    await expectProblem(await upload(samples.png, 777), 404);
    await expectProblem(
      await call("POST", `/api/Documents/Product/UploadImage/${id}`, {
        token: admin.token,
        body: new FormData(),
      }),
      400,
    );
  });

  it("stores a file whose bytes match its Type, by number or name, and refuses mismatches with 415", async () => {
    const id = await createProduct();
    const upload = (data: Buffer, type?: string | number) =>
      postFile(`/api/Documents/Product/UploadFile/${id}`, admin.token, data, "file.bin", type);

    expect((await upload(samples.xlsx, 1)).status).toBe(201);
    expect((await storedProduct(id))?.typeOfFile).toBe(1);
    expect((await upload(samples.pptx, "PowerPoint")).status).toBe(201);
    expect((await storedProduct(id))?.typeOfFile).toBe(3);
    expect((await upload(samples.pdf)).status).toBe(201);
    expect((await storedProduct(id))?.typeOfFile).toBe(0);
    expect(await fileCount()).toBe(1);

    const textAsPdf = await expectProblem(await upload(samples.text, 0), 415);
    expect(textAsPdf.detail).toContain("PDF");
    const pdfAsExcel = await expectProblem(await upload(samples.pdf, 1), 415);
    expect(pdfAsExcel.detail).toContain("Excel");
    await expectProblem(await upload(samples.docx, 3), 415);
    expect((await expectProblem(await upload(samples.pdf, 7), 400)).errors).toHaveProperty("Type");
    await expectProblem(await upload(samples.pdf, "spreadsheet"), 400);
    await expectProblem(
      await postFile(
        "/api/Documents/Product/UploadFile/9999",
        admin.token,
        samples.pdf,
        "a.pdf",
        0,
      ),
      404,
    );
    expect((await storedProduct(id))?.typeOfFile).toBe(0);
  });

  it("refuses an upload over 30 MB with 413", async () => {
    const id = await createProduct();
    const big = Buffer.alloc(31_000_000, 0x20);
    big.write("%PDF-1.4", 0, "latin1");
    const form = new FormData();
    form.set("File", new Blob([big]), "big.pdf");
    form.set("Type", "0");
    await expectProblem(
      await call("POST", `/api/Documents/Product/UploadFile/${id}`, {
        token: admin.token,
        body: form,
      }),
      413,
    );
    expect(await fileCount()).toBe(0);
  });
});

describe("products: downloads and assignments", () => {
  async function productWithFile(data: Buffer, type: number) {
    const id = await createProduct();
    const upload = await postFile(
      `/api/Documents/Product/UploadFile/${id}`,
      admin.token,
      data,
      "doc",
      type,
    );
    expect(upload.status).toBe(201);
    return id;
  }

  const assign = (productId: number | string, studentId: string, token = admin.token) =>
    call(
      "PUT",
      `/api/Documents/AddProductToStudent?productId=${productId}&studentId=${studentId}`,
      { token },
    );

  it("assigns idempotently with 201 empty; unknown student or product 404; missing keys 400", async () => {
    const id = await createProduct();
    for (let i = 0; i < 2; i++) {
      const response = await assign(id, student.id);
      expect(response.status).toBe(201);
      expect(await response.text()).toBe("");
    }
    const { database } = await getTestContext();
    expect(await database.db.select().from(productStudents)).toEqual([
      { productId: id, studentId: student.id },
    ]);

    await expectProblem(await assign(id, "no-such-student"), 404);
    // An admin is not a student: nothing to assign to.
    await expectProblem(await assign(id, admin.id), 404);
    await expectProblem(await assign(5555, student.id), 404);
    await expectProblem(
      await call("PUT", `/api/Documents/AddProductToStudent?productId=${id}`, {
        token: admin.token,
      }),
      400,
    );
    await expectProblem(
      await call("PUT", `/api/Documents/AddProductToStudent?studentId=${student.id}`, {
        token: admin.token,
      }),
      400,
    );
    await expectProblem(await assign("abc", student.id), 400);
  });

  it("serves the file to its assigned student with the stored type's content type and the same bytes", async () => {
    const cases: [Buffer, number, string][] = [
      [samples.pdf, 0, "application/pdf"],
      [samples.xlsx, 1, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      [samples.docx, 2, "application/msword"],
      [samples.pptx, 3, "application/vnd.ms-powerpoint"],
    ];
    for (const [data, type, contentType] of cases) {
      const id = await productWithFile(data, type);
      await assign(id, student.id);
      const response = await call(
        "GET",
        `/api/Documents/Product/GetFile/${id}?studentId=${student.id}`,
        { token: student.token },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(contentType);
      expect(response.headers.get("content-length")).toBe(String(data.length));
      expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
    }
  });

  it("guards GetFile: 401 anonymous, 403 another student, 400 not assigned, admin always served", async () => {
    const id = await productWithFile(samples.pdf, 0);
    await assign(id, student.id);
    const path = `/api/Documents/Product/GetFile/${id}?studentId=${student.id}`;
    await expectProblem(await call("GET", path), 401);
    await expectProblem(await call("GET", path, { token: otherStudent.token }), 403);
    await expectProblem(
      await call("GET", `/api/Documents/Product/GetFile/${id}?studentId=${otherStudent.id}`, {
        token: otherStudent.token,
      }),
      400,
      "you don't have the access to this file",
    );
    const asAdmin = await call(
      "GET",
      `/api/Documents/Product/GetFile/${id}?studentId=${admin.id}`,
      { token: admin.token },
    );
    expect(asAdmin.status).toBe(200);
    expect(Buffer.from(await asAdmin.arrayBuffer()).equals(samples.pdf)).toBe(true);
    await expectProblem(
      await call("GET", `/api/Documents/Product/GetFile/${id}`, { token: student.token }),
      400,
    );
  });

  it("answers 404 for an unknown product (before the assignment check) and for a product without a file", async () => {
    await expectProblem(
      await call("GET", `/api/Documents/Product/GetFile/321?studentId=${student.id}`, {
        token: student.token,
      }),
      404,
    );
    const bare = await createProduct();
    await assign(bare, student.id);
    await expectProblem(
      await call("GET", `/api/Documents/Product/GetFile/${bare}?studentId=${student.id}`, {
        token: student.token,
      }),
      404,
    );
    // A product without a file, and no product at all.
    for (const productId of [bare, 321]) {
      await expectProblem(
        await call("GET", `/api/Documents/Product/GetFileBiProductId/${productId}`, {
          token: admin.token,
        }),
        404,
      );
    }
  });

  it("extension: says in every DocumentVM whether a file was uploaded", async () => {
    const bare = await createProduct({ title: "Bare", price: 3 });
    const withFile = await productWithFile(samples.pdf, 0);
    const list = documentList.parse(await json(await call("GET", "/api/Documents/Products")));
    expect(list.map((doc) => [doc.id, doc.hasFile])).toEqual([
      [bare, false],
      [withFile, true],
    ]);
    const one = await singleProduct(withFile);
    expect(one.hasFile).toBe(true);
  });

  it("extension: gives in every DocumentVM the type and size in bytes of the uploaded file, null without one", async () => {
    const bare = await createProduct({ title: "Bare", price: 3 });
    const sheet = await productWithFile(samples.xlsx, 1);
    const slides = await productWithFile(samples.pptx, 3);
    const facts = (docs: { id: number; fileType?: number | null; fileSize?: number | null }[]) =>
      docs.map((doc) => [doc.id, doc.fileType, doc.fileSize]);
    const expected = [
      [bare, null, null],
      [sheet, 1, samples.xlsx.length],
      [slides, 3, samples.pptx.length],
    ];
    const list = documentList.parse(await json(await call("GET", "/api/Documents/Products")));
    expect(facts(list)).toEqual(expected);
    expect(facts([await singleProduct(sheet)])).toEqual([expected[1]]);
    // A replaced file gives its own type and size.
    const replaced = await postFile(
      `/api/Documents/Product/UploadFile/${sheet}`,
      admin.token,
      samples.pdf,
      "sheet.pdf",
      0,
    );
    expect(replaced.status).toBe(201);
    expect(facts([await singleProduct(sheet)])).toEqual([[sheet, 0, samples.pdf.length]]);
    // A student's own products say the same.
    await call(
      "PUT",
      `/api/Documents/AddProductToStudent?productId=${slides}&studentId=${student.id}`,
      {
        token: admin.token,
      },
    );
    const held = documentList.parse(
      await json(
        await call("GET", `/api/Students/Products/${student.id}`, { token: student.token }),
      ),
    );
    expect(facts(held)).toEqual([[slides, 3, samples.pptx.length]]);
  });

  it("extension: serves a free product (price 0) to any signed-in student without an assignment", async () => {
    const free = await createProduct({ title: "Free sheet", price: 0 });
    await postFile(`/api/Documents/Product/UploadFile/${free}`, admin.token, samples.pdf, "doc", 0);
    const path = `/api/Documents/Product/GetFile/${free}?studentId=${otherStudent.id}`;
    const response = await call("GET", path, { token: otherStudent.token });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(samples.pdf)).toBe(true);
    // Still only for the caller's own id, and never anonymously.
    await expectProblem(await call("GET", path), 401);
    await expectProblem(await call("GET", path, { token: student.token }), 403);
    // A paid product still needs the assignment.
    const paid = await productWithFile(samples.pdf, 0);
    await expectProblem(
      await call("GET", `/api/Documents/Product/GetFile/${paid}?studentId=${otherStudent.id}`, {
        token: otherStudent.token,
      }),
      400,
      "you don't have the access to this file",
    );
  });

  it("serves GetFileBiProductId to an admin without any assignment", async () => {
    const id = await productWithFile(samples.docx, 2);
    const response = await call("GET", `/api/Documents/Product/GetFileBiProductId/${id}`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/msword");
    expect(Buffer.from(await response.arrayBuffer()).equals(samples.docx)).toBe(true);
  });
});

describe("publications", () => {
  it("creates (201 {publicationId}), lists with price 0 and reads one with the file inlined", async () => {
    const id = await createPublication();
    expect(
      (
        await postFile(
          `/api/Documents/Publications/UploadImage/${id}`,
          admin.token,
          samples.png,
          "c.png",
        )
      ).status,
    ).toBe(201);
    const upload = await postFile(
      `/api/Documents/Publications/UploadFile/${id}`,
      admin.token,
      samples.pdf,
      "notes.pdf",
      2,
    );
    expect(upload.status).toBe(201);
    expect(await upload.text()).toBe("");

    const list = documentList.parse(await json(await call("GET", "/api/Documents/Publications")));
    expect(list).toEqual([
      {
        id,
        title: "Seismic notes",
        fileBytes: null,
        description: "Free",
        price: 0,
        imageBytes: samples.png.toString("base64"),
        hasFile: true,
        fileType: 0,
        fileSize: samples.pdf.length,
      },
    ]);
    const one = documentVm.exact.parse(
      await json(await call("GET", `/api/Documents/Publications/${id}`)),
    );
    expect(one.fileBytes).toBe(samples.pdf.toString("base64"));
    expect(one.price).toBe(0);
    expect([one.fileType, one.fileSize]).toEqual([0, samples.pdf.length]);
    await expectProblem(
      await call("GET", "/api/Documents/Publications/404"),
      404,
      "Publication with id 404 Not Found",
    );
  });

  it("pages and searches titles like products", async () => {
    const { database } = await getTestContext();
    await database.db
      .insert(publications)
      .values(
        Array.from({ length: 12 }, (_, i) => ({ title: `Note ${i + 1}`, description: "Bridge" })),
      );
    expect(
      documentList.parse(await json(await call("GET", "/api/Documents/Publications"))),
    ).toHaveLength(10);
    expect(
      await json(await call("GET", "/api/Documents/Publications?PageNumber=2&PageSize=10")),
    ).toHaveLength(2);
    expect(
      await json(await call("GET", "/api/Documents/Publications?PageNumber=3&PageSize=10")),
    ).toEqual([]);
    expect(
      await json(await call("GET", "/api/Documents/Publications?SearchTerm=NOTE 1")),
    ).toHaveLength(4);
    expect(await json(await call("GET", "/api/Documents/Publications?SearchTerm=bridge"))).toEqual(
      [],
    );
  });

  it("downloads the file publicly as application/pdf; 404 unknown or without file", async () => {
    const id = await createPublication();
    await expectProblem(await call("GET", `/api/Documents/Publication/GetFile/${id}`), 404);
    await postFile(
      `/api/Documents/Publications/UploadFile/${id}`,
      admin.token,
      samples.pdf,
      "n.pdf",
    );
    const response = await call("GET", `/api/Documents/Publication/GetFile/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await response.arrayBuffer()).equals(samples.pdf)).toBe(true);
    await expectProblem(await call("GET", "/api/Documents/Publication/GetFile/8080"), 404);
  });

  it("accepts only PDFs as publication files and only images as covers, replacing old files", async () => {
    const id = await createPublication();
    const file = (data: Buffer) =>
      postFile(`/api/Documents/Publications/UploadFile/${id}`, admin.token, data, "f");
    await expectProblem(await file(samples.text), 415);
    await expectProblem(await file(samples.docx), 415);
    expect((await file(samples.pdf)).status).toBe(201);
    expect((await file(samples.pdf)).status).toBe(201);
    expect(await fileCount()).toBe(1);
    const cover = (data: Buffer, publicationId = id) =>
      postFile(
        `/api/Documents/Publications/UploadImage/${publicationId}`,
        admin.token,
        data,
        "x.png",
      );
    await expectProblem(await cover(samples.pdf), 415);
    await expectProblem(await cover(samples.png, 999), 404);
    await expectProblem(
      await postFile(
        "/api/Documents/Publications/UploadFile/999",
        admin.token,
        samples.pdf,
        "x.pdf",
      ),
      404,
    );
  });

  it("updates (204) and deletes (204, files removed), 404 for unknown ids, 400 for bad bodies", async () => {
    const id = await createPublication();
    await postFile(
      `/api/Documents/Publications/UploadFile/${id}`,
      admin.token,
      samples.pdf,
      "n.pdf",
    );
    const update = await call("PUT", `/api/Documents/Publication/${id}`, {
      token: admin.token,
      json: { title: "Renamed notes", description: null },
    });
    expect(update.status).toBe(204);
    expect(
      documentVm.exact.parse(await json(await call("GET", `/api/Documents/Publications/${id}`))),
    ).toMatchObject({
      title: "Renamed notes",
      description: null,
    });
    await expectProblem(
      await call("PUT", "/api/Documents/Publication/999", {
        token: admin.token,
        json: { title: "X" },
      }),
      404,
      "publication with ID: 999 doesn't exist in the database ",
    );
    await expectProblem(
      await call("PUT", `/api/Documents/Publication/${id}`, { token: admin.token, json: {} }),
      400,
    );
    await expectProblem(
      await call("POST", "/api/Documents/Publications", {
        token: admin.token,
        json: { description: "x" },
      }),
      400,
    );

    expect(
      (await call("DELETE", `/api/Documents/Publication/${id}`, { token: admin.token })).status,
    ).toBe(204);
    expect(await fileCount()).toBe(0);
    await expectProblem(
      await call("DELETE", `/api/Documents/Publication/${id}`, { token: admin.token }),
      404,
      `Publication with ID: ${id} doesn't exist in the database `,
    );
    await expectProblem(
      await call("DELETE", "/api/Documents/Publication/x1", { token: admin.token }),
      400,
    );
  });

  it("is admin-only for every write", async () => {
    const id = await createPublication();
    await expectAdminOnly("POST", "/api/Documents/Publications", student, { json: { title: "A" } });
    await expectAdminOnly("PUT", `/api/Documents/Publication/${id}`, student, {
      json: { title: "A" },
    });
    await expectAdminOnly("DELETE", `/api/Documents/Publication/${id}`, student);
    await expectAdminOnly("POST", `/api/Documents/Publications/UploadImage/${id}`, student, {
      body: () => multipart(samples.png, "a.png"),
    });
    await expectAdminOnly("POST", `/api/Documents/Publications/UploadFile/${id}`, student, {
      body: () => multipart(samples.pdf, "a.pdf"),
    });
  });
});
