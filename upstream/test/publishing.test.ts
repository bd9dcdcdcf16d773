import { draftsDto, publishingStateDto } from "@brightway/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses, products, publications } from "../src/db/schema";
import { admin, freshCallersBeforeEach, student } from "./fixtures";
import {
  appWith,
  call,
  callApp,
  expectAdminOnly,
  expectProblem,
  insertCourseWithPackage,
  insertRow,
  json,
  multipart,
  publish,
  samples,
  testDb,
} from "./helpers";

freshCallersBeforeEach();

/** Creates an item through the API as the admin, as a draft (`"published": false`), and returns its id. */
async function createDraft(kind: "onDemandCourse" | "onlineCourse" | "product" | "publication") {
  const [path, body, key] = {
    onDemandCourse: [
      "/api/OnDemandCourses",
      { name: "Draft steel", hours: "12", price: 0, description: "Half filled" },
      "courseId",
    ],
    onlineCourse: [
      "/api/OnlineCourses",
      { name: "Draft live ETABS", hours: "8", defaultPrice: 100 },
      "courseId",
    ],
    product: ["/api/Documents/Product", { title: "Draft beam tables", price: 40 }, "productId"],
    publication: ["/api/Documents/Publications", { title: "Draft seismic notes" }, "publicationId"],
  }[kind] as [string, Record<string, unknown>, string];
  const response = await call("POST", path, {
    token: admin.token,
    json: { ...body, published: false },
  });
  expect(response.ok).toBe(true);
  return (await json<Record<string, string | number>>(response))[key]!;
}

const ids = (list: Array<{ id: string | number }>) => list.map((item) => item.id);

describe("publishing: drafts", () => {
  it("publishes what a client that does not know drafts creates (no `published` in the body), as the legacy API", async () => {
    const created = await call("POST", "/api/Documents/Product", {
      token: admin.token,
      json: { title: "Legacy client's beam tables", price: 40 },
    });
    expect(created.status).toBe(201);
    const { productId } = await json<{ productId: number }>(created);
    expect((await call("GET", `/api/documents/products/${productId}`)).status).toBe(200);
    const drafts = await json<Array<{ id: string | number }>>(
      await call("GET", "/api/Publishing/Drafts", { token: admin.token }),
    );
    expect(drafts.map((draft) => draft.id)).not.toContain(productId);
  });

  it("answers the probe to anyone", async () => {
    const response = await call("GET", "/api/Publishing/version");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ version: 1 });
  });

  it("creates every kind as a draft, listed in Drafts for the admin only", async () => {
    const onDemand = await createDraft("onDemandCourse");
    const online = await createDraft("onlineCourse");
    const product = await createDraft("product");
    const publication = await createDraft("publication");
    await expectAdminOnly("GET", "/api/Publishing/Drafts", student);
    const response = await call("GET", "/api/Publishing/Drafts", { token: admin.token });
    expect(response.status).toBe(200);
    expect(draftsDto.exact.parse(await json(response))).toEqual([
      { kind: "onDemandCourse", id: onDemand, title: "Draft steel" },
      { kind: "onlineCourse", id: online, title: "Draft live ETABS" },
      { kind: "product", id: product, title: "Draft beam tables" },
      { kind: "publication", id: publication, title: "Draft seismic notes" },
    ]);
  });

  it("leaves a draft course out of every anonymous or student read; the admin reads it", async () => {
    const onDemand = await createDraft("onDemandCourse");
    const online = await createDraft("onlineCourse");
    await call("PUT", "/api/OnDemandCourses/AddDiscount", {
      token: admin.token,
      json: { courseId: onDemand, discountPercentage: 10 },
    });
    await call("PUT", "/api/OnlineCourses/AddDiscount", {
      token: admin.token,
      json: { courseId: online, discountPercentage: 10 },
    });
    await call("POST", "/api/Packages", {
      token: admin.token,
      json: { courseId: onDemand, name: "3 months", durationByMonthes: 3, price: 900 },
    });
    const [pack] = await json<Array<{ id: string }>>(
      await call("GET", `/api/Packages/PackegesToCourse/${onDemand}`, { token: admin.token }),
    );
    expect(pack).toBeDefined();
    for (const token of [undefined, student.token]) {
      for (const path of [
        "/api/OnDemandCourses/GetAllOnDemandCourses",
        "/api/OnDemandCourses",
        "/api/OnDemandCourses/Discount",
        "/api/OnlineCourses/GetAllOnlineCourses",
        "/api/OnlineCourses",
        "/api/OnlineCourses/Discount",
      ]) {
        const list = await json<Array<{ id: string }>>(await call("GET", path, { token }));
        expect(ids(list), path).not.toContain(onDemand);
        expect(ids(list), path).not.toContain(online);
      }
      const notFound = `Course with ID: ${onDemand} doesn't exist in the database `;
      await expectProblem(
        await call("GET", `/api/OnDemandCourses/GetSingleCourse/${onDemand}`, { token }),
        404,
        notFound,
      );
      await expectProblem(await call("GET", `/api/OnDemandCourses/${onDemand}`, { token }), 404);
      await expectProblem(await call("GET", `/api/OnlineCourses/${online}`, { token }), 404);
      await expectProblem(
        await call("GET", `/api/OnlineCourses/GetSingleCourse/${online}`, { token }),
        404,
      );
      await expectProblem(await call("GET", `/api/Sections/${onDemand}`, { token }), 404);
      await expectProblem(
        await call("GET", `/api/Packages/PackegesToCourse/${onDemand}`, { token }),
        404,
        "Course Id Not Found",
      );
      await expectProblem(
        await call("GET", `/api/Packages/${pack!.id}`, { token }),
        404,
        "Package Not Found",
      );
    }
    // The owner previews: single reads and lists with an admin's token hold the drafts.
    for (const path of [
      `/api/OnDemandCourses/GetSingleCourse/${onDemand}`,
      `/api/OnDemandCourses/${onDemand}`,
      `/api/OnlineCourses/GetSingleCourse/${online}`,
      `/api/Sections/${onDemand}`,
      `/api/Packages/${pack!.id}`,
    ]) {
      expect((await call("GET", path, { token: admin.token })).status, path).toBe(200);
    }
    const adminList = await json<Array<{ id: string }>>(
      await call("GET", "/api/OnDemandCourses/GetAllOnDemandCourses", { token: admin.token }),
    );
    expect(ids(adminList)).toContain(onDemand);
  });

  it("leaves a draft product or publication out of lists, searches, single reads and files", async () => {
    const product = await createDraft("product");
    const publication = await createDraft("publication");
    const pdf = samples.pdf;
    for (const [path, id] of [
      ["/api/Documents/Product/UploadFile", product],
      ["/api/Documents/Publications/UploadFile", publication],
    ] as const) {
      const upload = await call("POST", `${path}/${id}`, {
        token: admin.token,
        body: multipart(pdf, "file.pdf", 0),
      });
      expect(upload.status).toBe(201);
    }
    for (const token of [undefined, student.token]) {
      for (const path of [
        "/api/Documents/Products",
        "/api/Documents/Products?SearchTerm=Draft",
        "/api/Documents/Publications",
        "/api/Documents/Publications?SearchTerm=Draft",
      ]) {
        expect(await json(await call("GET", path, { token })), path).toEqual([]);
      }
      await expectProblem(
        await call("GET", `/api/Documents/Products/${product}`, { token }),
        404,
        `Product with id ${product} Not Found`,
      );
      await expectProblem(
        await call("GET", `/api/Documents/Publications/${publication}`, { token }),
        404,
      );
      await expectProblem(
        await call("GET", `/api/Documents/Publication/GetFile/${publication}`, { token }),
        404,
      );
      await expectProblem(
        await call("GET", `/api/Documents/Publications/${publication}/File`, { token }),
        404,
      );
    }
    // Even a student the owner assigned (to test it) cannot read a draft's file.
    await call(
      "PUT",
      `/api/Documents/AddProductToStudent?productId=${product}&studentId=${student.id}`,
      {
        token: admin.token,
      },
    );
    await expectProblem(
      await call("GET", `/api/Documents/Product/GetFile/${product}?studentId=${student.id}`, {
        token: student.token,
      }),
      404,
    );
    for (const path of [
      `/api/Documents/Products/${product}`,
      `/api/Documents/Publications/${publication}`,
      `/api/Documents/Product/GetFile/${product}?studentId=${student.id}`,
    ]) {
      expect((await call("GET", path, { token: admin.token })).status, path).toBe(200);
    }
    expect(
      ids(await json(await call("GET", "/api/Documents/Products", { token: admin.token }))),
    ).toEqual([product]);
  });

  it("refuses an order for a draft like an unknown item", async () => {
    const product = await createDraft("product");
    const online = await createDraft("onlineCourse");
    const { course, pack } = await insertCourseWithPackage();
    await (
      await testDb()
    )
      .update(courses)
      .set({ published: false })
      .where(eq(courses.id, course.id));
    const bodies = [
      [{ kind: "product", productId: product }, "The product does not exist."],
      [{ kind: "onlineCourse", courseId: online }, "The course does not exist."],
      [{ kind: "package", courseId: course.id, packageId: pack.id }, "The course does not exist."],
    ] as const;
    for (const [body, detail] of bodies) {
      await expectProblem(
        await call("POST", "/api/Orders", {
          token: student.token,
          json: { ...body, paymentMethod: "wallet" },
        }),
        400,
        detail,
      );
    }
    await publish("product", product, admin.token);
    const ordered = await call("POST", "/api/Orders", {
      token: student.token,
      json: { kind: "product", productId: product, paymentMethod: "wallet" },
    });
    expect(ordered.status).toBe(201);
  });

  it("publishes and unpublishes: 200 with the state; 404 unknown id; 400 bad kind, id or body", async () => {
    const product = await createDraft("product");
    const course = await createDraft("onlineCourse");
    await expectAdminOnly("PUT", `/api/Publishing/product/${product}`, student, {
      json: { published: true },
    });
    const published = await call("PUT", `/api/Publishing/Product/${product}`, {
      token: admin.token,
      json: { published: true },
    });
    expect(published.status).toBe(200);
    expect(publishingStateDto.exact.parse(await json(published))).toEqual({
      kind: "product",
      id: product,
      published: true,
    });
    expect((await call("GET", `/api/Documents/Products/${product}`)).status).toBe(200);
    const back = await call("PUT", `/api/Publishing/product/${product}`, {
      token: admin.token,
      json: { published: false },
    });
    expect(await json(back)).toEqual({ kind: "product", id: product, published: false });
    expect((await call("GET", `/api/Documents/Products/${product}`)).status).toBe(404);

    await publish("onlineCourse", course, admin.token);
    expect((await call("GET", `/api/OnlineCourses/${course}`)).status).toBe(200);
    // A course of the other kind is not found under this kind.
    await expectProblem(
      await call("PUT", `/api/Publishing/onDemandCourse/${course}`, {
        token: admin.token,
        json: { published: true },
      }),
      404,
    );
    await expectProblem(
      await call("PUT", "/api/Publishing/publication/9999", {
        token: admin.token,
        json: { published: true },
      }),
      404,
      "Publication with id 9999 Not Found",
    );
    await expectProblem(
      await call("PUT", `/api/Publishing/video/${product}`, {
        token: admin.token,
        json: { published: true },
      }),
      400,
    );
    await expectProblem(
      await call("PUT", "/api/Publishing/onlineCourse/not-a-guid", {
        token: admin.token,
        json: { published: true },
      }),
      400,
    );
    await expectProblem(
      await call("PUT", `/api/Publishing/product/${product}`, {
        token: admin.token,
        json: { published: "yes" },
      }),
      400,
    );
  });

  it("keeps rows stored without the flag (existing and seeded ones) published", async () => {
    const product = await insertRow(products, { title: "Old tables", price: 10 });
    const publication = await insertRow(publications, { title: "Old notes" });
    const { course } = await insertCourseWithPackage();
    expect([product.published, publication.published, course.published]).toEqual([
      true,
      true,
      true,
    ]);
    expect((await call("GET", `/api/Documents/Products/${product.id}`)).status).toBe(200);
    expect((await call("GET", `/api/OnDemandCourses/GetSingleCourse/${course.id}`)).status).toBe(
      200,
    );
    expect(await json(await call("GET", "/api/Publishing/Drafts", { token: admin.token }))).toEqual(
      [],
    );
  });

  it("without the extension creates published items and has no Publishing endpoints", async () => {
    const legacy = await appWith({ UPSTREAM_PUBLISHING: "false" });
    const created = await callApp(legacy, "POST", "/api/Documents/Product", {
      token: admin.token,
      json: { title: "At once", price: 5 },
    });
    const { productId } = await json<{ productId: number }>(created);
    expect((await callApp(legacy, "GET", `/api/Documents/Products/${productId}`)).status).toBe(200);
    expect((await callApp(legacy, "GET", "/api/Publishing/version")).status).toBe(404);
  });
});
