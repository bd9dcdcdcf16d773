import { courseVm, createdCourse, onDemandCourseDto, onlineCourseDto } from "@brightway/contract";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { courses, enrollments, files, packages, sections, videos } from "../src/db/schema";
import { admin, student, freshCallersBeforeEach } from "./fixtures";
import {
  callWithJsonText,
  call,
  expectAdminOnly,
  expectProblem,
  getTestContext,
  json,
  multipart,
  samples,
  testDb,
  without,
  postFile,
  insertRow,
  publish,
} from "./helpers";

freshCallersBeforeEach();

const onDemandBody = {
  name: "Steel design",
  description: "Members and connections",
  objectives: "Design steel members",
  price: 999,
  discount: 10,
  hasDiscount: true,
  hours: "30",
  intructorName: "Eng. Sara",
  intructorDescription: "Structural engineer",
};

const onlineBody = {
  name: "Live RC design",
  description: "Reinforced concrete, live",
  objectives: "Design slabs",
  defaultPrice: 200,
  hasDiscount: false,
  discount: 15,
  hours: "12",
  intructorName: "Eng. Omar",
  intructorDescription: "Bridge engineer",
  start: "2030-02-01T00:00:00",
  end: "2030-03-01T10:30:00Z",
  link: "https://meet.example.com/rc",
};

async function createOnDemand(body: Record<string, unknown> = onDemandBody): Promise<string> {
  const response = await call("POST", "/api/OnDemandCourses", { token: admin.token, json: body });
  expect(response.status).toBe(200);
  const id = createdCourse.exact.parse(await json(response)).courseId;
  // Created as a draft (extension "Publishing"); these tests read it as a visitor would.
  await publish("onDemandCourse", id, admin.token);
  return id;
}

async function createOnline(body: Record<string, unknown> = onlineBody): Promise<string> {
  const response = await call("POST", "/api/OnlineCourses", { token: admin.token, json: body });
  expect(response.status).toBe(200);
  const id = createdCourse.exact.parse(await json(response)).courseId;
  // Created as a draft (extension "Publishing"); these tests read it as a visitor would.
  await publish("onlineCourse", id, admin.token);
  return id;
}

/**
 * The auth matrix of the writes both kinds share under `base`: create (with `body`), both image
 * uploads, delete, the students list and AddDiscount, for the course `id`.
 */
async function expectWritesAdminOnly(base: string, id: string, body: object) {
  await expectAdminOnly("POST", base, student, { json: body });
  for (const upload of ["UploadCourseImage", "UploadInstructorImage"]) {
    await expectAdminOnly("POST", `${base}/${upload}/${id}`, student, {
      body: multipart(samples.png, "a.png"),
    });
  }
  await expectAdminOnly("DELETE", `${base}/${id}`, student);
  await expectAdminOnly("GET", `${base}/Students/${id}`, student);
  await expectAdminOnly("PUT", `${base}/AddDiscount`, student, {
    json: { courseId: id, discountPercentage: 5 },
  });
}

const unknownId = randomUUID();
const notFoundText = (id: string) => `Course with ID: ${id} doesn't exist in the database `;

/** The CourseVM `GET /api/{kind}/GetSingleCourse/{id}` answers a visitor. */
async function singleCourse(kind: "OnDemandCourses" | "OnlineCourses", id: string) {
  return courseVm.exact.parse(await json(await call("GET", `/api/${kind}/GetSingleCourse/${id}`)));
}

async function storedCourse(id: string) {
  const [row] = await (await testDb()).select().from(courses).where(eq(courses.id, id));
  return row;
}

describe("on-demand courses", () => {
  it("creates a course (200 {courseId}), discarding price, and reads it in every shape", async () => {
    const id = await createOnDemand();
    await call("POST", "/api/Packages", {
      token: admin.token,
      json: { name: "3 months", durationByMonthes: 3, price: 1500, courseId: id },
    });
    await call("POST", "/api/Sections", {
      token: admin.token,
      json: { courseId: id, name: "Intro" },
    });

    const single = await singleCourse("OnDemandCourses", id);
    expect(single).toMatchObject({
      id,
      name: "Steel design",
      defaultPrice: 0,
      discount: 10,
      hasDiscount: true,
      enrollments: 0,
      start: "0001-01-01T00:00:00",
      end: "0001-01-01T00:00:00",
      hours: "30",
      imageBytes: null,
      intructorName: "Eng. Sara",
      intructorImageBytes: null,
    });
    expect(single.packages).toEqual([
      { id: expect.any(String), name: "3 months", durationByMonthes: 3, price: 1500, courseId: id },
    ]);
    expect(single.sections).toEqual([
      { id: expect.any(String), name: "Intro", courseId: id, position: 0 },
    ]);

    const dto = onDemandCourseDto.exact.parse(
      await json(await call("GET", `/api/OnDemandCourses/${id}`)),
    );
    // Contract §3.3: sections filled, packages always [] on this endpoint; price always 0.
    expect(dto).toMatchObject({
      id,
      objectives: "Design steel members",
      price: 0,
      imageUrl: "NotFound",
    });
    expect(dto.packages).toEqual([]);
    expect(dto.sections).toHaveLength(1);

    const list = z
      .array(onDemandCourseDto.exact)
      .parse(await json(await call("GET", "/api/OnDemandCourses")));
    expect(list.map((course) => course.id)).toEqual([id]);
    expect(list[0]!.sections).toEqual([]);
  });

  it("lists every on-demand course with packages, sections and base64 images, courses without packages too", async () => {
    const withImage = await createOnDemand();
    const bare = await createOnDemand({ ...onDemandBody, name: "Bare", hasDiscount: false });
    await createOnline();
    const upload = await postFile(
      `/api/OnDemandCourses/UploadCourseImage/${withImage}`,
      admin.token,
      samples.png,
      "cover.png",
    );
    expect(upload.status).toBe(201);
    expect(await upload.text()).toBe("");
    expect(
      (
        await postFile(
          `/api/OnDemandCourses/UploadInstructorImage/${withImage}`,
          admin.token,
          samples.png,
          "face.png",
        )
      ).status,
    ).toBe(201);

    const response = await call(
      "GET",
      "/api/OnDemandCourses/GetAllOnDemandCourses?SearchTerm=zzz&PageNumber=3",
    );
    expect(response.status).toBe(200);
    const list = z.array(courseVm.exact).parse(await json(response));
    expect(list.map((course) => course.id).sort()).toEqual([withImage, bare].sort());
    const imaged = list.find((course) => course.id === withImage)!;
    expect(imaged.imageBytes).toBe(samples.png.toString("base64"));
    expect(imaged.intructorImageBytes).toBe(samples.png.toString("base64"));
    const plain = list.find((course) => course.id === bare)!;
    expect(plain).toMatchObject({ packages: [], sections: [], imageBytes: null });

    const discounted = z
      .array(onDemandCourseDto.exact)
      .parse(await json(await call("GET", "/api/OnDemandCourses/Discount")));
    expect(discounted.map((course) => course.id)).toEqual([withImage]);
    expect(discounted[0]!.imageUrl).not.toBe("NotFound");
  });

  it("answers 404 for unknown, online and 400 for malformed ids on reads", async () => {
    const online = await createOnline();
    await expectProblem(
      await call("GET", `/api/OnDemandCourses/GetSingleCourse/${unknownId}`),
      404,
      notFoundText(unknownId),
    );
    await expectProblem(await call("GET", `/api/OnDemandCourses/GetSingleCourse/${online}`), 404);
    await expectProblem(
      await call("GET", `/api/OnDemandCourses/${unknownId}`),
      404,
      notFoundText(unknownId),
    );
    const bad = await expectProblem(
      await call("GET", "/api/OnDemandCourses/GetSingleCourse/not-a-guid"),
      400,
    );
    expect(bad.errors).toHaveProperty("courseId");
    await expectProblem(await call("GET", "/api/OnDemandCourses/123"), 400);
  });

  it("validates the create body", async () => {
    const post = (body: unknown) =>
      call("POST", "/api/OnDemandCourses", { token: admin.token, json: body });
    // hours must be a JSON string, as the legacy binder required.
    await expectProblem(await post({ ...onDemandBody, hours: 30 }), 400);
    const withoutPrice = without(onDemandBody, "price");
    await expectProblem(await post(withoutPrice), 400);
    const withoutName = without(onDemandBody, "name");
    await expectProblem(await post(withoutName), 400);
    await expectProblem(await post({ ...onDemandBody, hasDiscount: "yes" }), 400);
    await expectProblem(await post({ ...onDemandBody, discount: 150 }), 400);
    const malformed = await callWithJsonText(
      "POST",
      "/api/OnDemandCourses",
      "{ not json",
      admin.token,
    );
    await expectProblem(malformed, 400);
    const notJson = await call("POST", "/api/OnDemandCourses", {
      token: admin.token,
      body: "name=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await expectProblem(notJson, 415);
    // Keys bind case-insensitively and numbers may arrive as strings.
    const id = await createOnDemand({ NAME: "Loose", Price: "10", Discount: "5", HOURS: "8" });
    expect(await storedCourse(id)).toMatchObject({
      name: "Loose",
      discount: 5,
      hours: "8",
      defaultPrice: 0,
    });
  });

  it("updates a course (204), writing the enrolment counter and leaving objectives alone", async () => {
    const id = await createOnDemand();
    const body = {
      ...onDemandBody,
      name: "Steel II",
      objectives: "ignored",
      enrollments: 42,
      hasDiscount: false,
    };
    await expectAdminOnly("PUT", `/api/OnDemandCourses/${id}`, student, { json: body });
    const response = await call("PUT", `/api/OnDemandCourses/${id}`, {
      token: admin.token,
      json: body,
    });
    expect(response.status).toBe(204);
    expect(await storedCourse(id)).toMatchObject({
      name: "Steel II",
      enrollments: 42,
      hasDiscount: false,
      objectives: "Design steel members",
    });
    const withoutCounter = without(body, "enrollments");
    await expectProblem(
      await call("PUT", `/api/OnDemandCourses/${id}`, { token: admin.token, json: withoutCounter }),
      400,
    );
    await expectProblem(
      await call("PUT", `/api/OnDemandCourses/${unknownId}`, { token: admin.token, json: body }),
      404,
      notFoundText(unknownId),
    );
  });

  it("keeps every write admin-only", async () => {
    const id = await createOnDemand();
    await expectWritesAdminOnly("/api/OnDemandCourses", id, onDemandBody);
    expect(await storedCourse(id)).toBeDefined();
  });

  it("replaces an image, deleting the old file, and refuses non-images and unknown courses", async () => {
    const id = await createOnDemand();
    const { database } = await getTestContext();
    const upload = (path: string, data: Buffer, name: string) =>
      call("POST", path, { token: admin.token, body: multipart(data, name) });
    expect(
      (await upload(`/api/OnDemandCourses/UploadCourseImage/${id}`, samples.png, "a.png")).status,
    ).toBe(201);
    const first = (await storedCourse(id))!.imageFileId!;
    expect(
      (await upload(`/api/OnDemandCourses/UploadCourseImage/${id}`, samples.png, "b.png")).status,
    ).toBe(201);
    const second = (await storedCourse(id))!.imageFileId!;
    expect(second).not.toBe(first);
    expect(
      await database.db.select({ id: files.id }).from(files).where(eq(files.id, first)),
    ).toEqual([]);

    await expectProblem(
      await upload(`/api/OnDemandCourses/UploadCourseImage/${id}`, samples.pdf, "x.png"),
      415,
    );
    await expectProblem(
      await upload(`/api/OnDemandCourses/UploadInstructorImage/${id}`, samples.text, "x.png"),
      415,
    );
    await expectProblem(
      await upload(`/api/OnDemandCourses/UploadCourseImage/${unknownId}`, samples.png, "a.png"),
      404,
    );
    await expectProblem(
      await upload("/api/OnDemandCourses/UploadCourseImage/nope", samples.png, "a.png"),
      400,
    );
    const empty = await call("POST", `/api/OnDemandCourses/UploadCourseImage/${id}`, {
      token: admin.token,
      body: new FormData(),
    });
    await expectProblem(empty, 400);
    expect((await storedCourse(id))!.imageFileId).toBe(second);
  });

  it("deletes a course with its sections, videos, packages, enrolments and image files", async () => {
    const id = await createOnDemand();
    const keep = await createOnDemand({ ...onDemandBody, name: "Keep" });
    const { database } = await getTestContext();
    const db = database.db;
    await postFile(
      `/api/OnDemandCourses/UploadCourseImage/${id}`,
      admin.token,
      samples.png,
      "a.png",
    );
    const imageId = (await storedCourse(id))!.imageFileId!;
    const section = await insertRow(sections, { courseId: id, name: "S" });
    await db.insert(videos).values({ sectionId: section.id, title: "V", videoUrl: "<iframe>" });
    const pkg = await insertRow(packages, {
      courseId: id,
      name: "P",
      durationByMonthes: 1,
      price: 10,
    });
    await db.insert(enrollments).values({
      studentId: student.id,
      courseId: id,
      packageId: pkg.id,
      startDate: "2024-01-01T00:00:00",
    });

    await expectProblem(
      await call("DELETE", `/api/OnDemandCourses/${unknownId}`, { token: admin.token }),
      404,
    );
    const response = await call("DELETE", `/api/OnDemandCourses/${id}`, { token: admin.token });
    expect(response.status).toBe(204);
    expect(await storedCourse(id)).toBeUndefined();
    expect(await db.select().from(sections).where(eq(sections.courseId, id))).toEqual([]);
    expect(await db.select().from(videos).where(eq(videos.sectionId, section.id))).toEqual([]);
    expect(await db.select().from(packages).where(eq(packages.courseId, id))).toEqual([]);
    expect(await db.select().from(enrollments).where(eq(enrollments.courseId, id))).toEqual([]);
    expect(await db.select({ id: files.id }).from(files).where(eq(files.id, imageId))).toEqual([]);
    expect(await storedCourse(keep)).toBeDefined();
    expect((await call("GET", `/api/OnDemandCourses/GetSingleCourse/${id}`)).status).toBe(404);
  });

  it("lists students of a course as [] (legacy link table never filled) and 404s an unknown course", async () => {
    const id = await createOnDemand();
    const response = await call("GET", `/api/OnDemandCourses/Students/${id}`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([]);
    await expectProblem(
      await call("GET", `/api/OnDemandCourses/Students/${unknownId}`, { token: admin.token }),
      404,
    );
  });

  it("sets a discount through AddDiscount (the legacy always failed)", async () => {
    const id = await createOnDemand({ ...onDemandBody, discount: 0, hasDiscount: false });
    const add = (body: unknown) =>
      call("PUT", "/api/OnDemandCourses/AddDiscount", { token: admin.token, json: body });
    expect((await add({ courseId: id, discountPercentage: 25 })).status).toBe(204);
    expect(await storedCourse(id)).toMatchObject({ discount: 25, hasDiscount: true });
    expect((await add({ courseId: id, discountPercentage: 0 })).status).toBe(204);
    expect(await storedCourse(id)).toMatchObject({ discount: 0, hasDiscount: false });
    await expectProblem(await add({ courseId: unknownId, discountPercentage: 5 }), 404);
    await expectProblem(await add({ courseId: id, discountPercentage: -1 }), 400);
    await expectProblem(await add({ courseId: "x", discountPercentage: 5 }), 400);
  });
});

describe("online courses", () => {
  it("creates a course (200 {courseId}) and reads it as CourseVM and OnlineCourseDto", async () => {
    const id = await createOnline();
    const single = await singleCourse("OnlineCourses", id);
    expect(single).toMatchObject({
      id,
      defaultPrice: 200,
      discount: 15,
      // Stored as sent: hasDiscount is independent of discount (contract §5.3).
      hasDiscount: false,
      start: "2030-02-01T00:00:00",
      end: "2030-03-01T10:30:00",
      packages: null,
      sections: null,
    });
    const dto = onlineCourseDto.exact.parse(
      await json(await call("GET", `/api/OnlineCourses/${id}`)),
    );
    expect(dto).toMatchObject({
      id,
      link: "https://meet.example.com/rc",
      objectives: "Design slabs",
    });

    const all = z
      .array(courseVm.exact)
      .parse(await json(await call("GET", "/api/OnlineCourses/GetAllOnlineCourses")));
    expect(all.map((course) => course.id)).toEqual([id]);
    const list = z
      .array(onlineCourseDto.exact)
      .parse(await json(await call("GET", "/api/OnlineCourses")));
    expect(list.map((course) => course.id)).toEqual([id]);
  });

  it("lists only discounted courses under Discount and never mixes kinds", async () => {
    const discounted = await createOnline({ ...onlineBody, hasDiscount: true });
    await createOnline();
    const onDemand = await createOnDemand();
    const list = z
      .array(onlineCourseDto.exact)
      .parse(await json(await call("GET", "/api/OnlineCourses/Discount")));
    expect(list.map((course) => course.id)).toEqual([discounted]);
    await expectProblem(
      await call("GET", `/api/OnlineCourses/${onDemand}`),
      404,
      notFoundText(onDemand),
    );
    await expectProblem(await call("GET", `/api/OnlineCourses/GetSingleCourse/${onDemand}`), 404);
    const onDemandList = z
      .array(courseVm.exact)
      .parse(await json(await call("GET", "/api/OnDemandCourses/GetAllOnDemandCourses")));
    expect(onDemandList.map((course) => course.id)).toEqual([onDemand]);
  });

  it("validates the body: dates in order, hours a string, required fields", async () => {
    const post = (body: unknown) =>
      call("POST", "/api/OnlineCourses", { token: admin.token, json: body });
    await expectProblem(
      await post({ ...onlineBody, start: "2030-04-01", end: "2030-03-01" }),
      400,
      "Invalid Date Values",
    );
    await expectProblem(await post({ ...onlineBody, hours: 12 }), 400);
    await expectProblem(await post({ ...onlineBody, start: "next week" }), 400);
    const withoutPrice = without(onlineBody, "defaultPrice");
    await expectProblem(await post(withoutPrice), 400);
    await expectProblem(await post({ ...onlineBody, name: null }), 400);
  });

  it("updates (204) without touching the enrolment counter, and 404s an unknown id", async () => {
    const id = await createOnline();
    const { database } = await getTestContext();
    await database.db.update(courses).set({ enrollments: 7 }).where(eq(courses.id, id));
    const body = {
      ...onlineBody,
      name: "Renamed",
      defaultPrice: "250",
      hasDiscount: true,
      link: null,
    };
    await expectAdminOnly("PUT", `/api/OnlineCourses/${id}`, student, { json: body });
    expect(
      (await call("PUT", `/api/OnlineCourses/${id}`, { token: admin.token, json: body })).status,
    ).toBe(204);
    expect(await storedCourse(id)).toMatchObject({
      name: "Renamed",
      defaultPrice: 250,
      hasDiscount: true,
      link: null,
      enrollments: 7,
    });
    await expectProblem(
      await call("PUT", `/api/OnlineCourses/${id}`, {
        token: admin.token,
        json: { ...body, start: "2031-01-01", end: "2030-01-01" },
      }),
      400,
      "Invalid Date Values",
    );
    await expectProblem(
      await call("PUT", `/api/OnlineCourses/${unknownId}`, { token: admin.token, json: body }),
      404,
    );
  });

  it("keeps every write admin-only and handles uploads, students, discounts and delete", async () => {
    const id = await createOnline();
    await expectWritesAdminOnly("/api/OnlineCourses", id, onlineBody);

    const upload = await postFile(
      `/api/OnlineCourses/UploadInstructorImage/${id}`,
      admin.token,
      samples.png,
      "face.png",
    );
    expect(upload.status).toBe(201);
    const view = await singleCourse("OnlineCourses", id);
    expect(view.intructorImageBytes).toBe(samples.png.toString("base64"));
    await expectProblem(
      await postFile(
        `/api/OnlineCourses/UploadCourseImage/${id}`,
        admin.token,
        samples.text,
        "x.png",
      ),
      415,
    );

    const students = await call("GET", `/api/OnlineCourses/Students/${id}`, { token: admin.token });
    expect(await json(students)).toEqual([]);
    const discount = await call("PUT", "/api/OnlineCourses/AddDiscount", {
      token: admin.token,
      json: { courseId: id, discountPercentage: "20" },
    });
    expect(discount.status).toBe(204);
    expect(await storedCourse(id)).toMatchObject({ discount: 20, hasDiscount: true });

    const imageId = (await storedCourse(id))!.instructorImageFileId!;
    expect((await call("DELETE", `/api/OnlineCourses/${id}`, { token: admin.token })).status).toBe(
      204,
    );
    expect(await storedCourse(id)).toBeUndefined();
    const { database } = await getTestContext();
    expect(
      await database.db.select({ id: files.id }).from(files).where(eq(files.id, imageId)),
    ).toEqual([]);
    await expectProblem(
      await call("DELETE", `/api/OnlineCourses/${id}`, { token: admin.token }),
      404,
    );
  });
});

describe("course outcomes and requirements (extension)", () => {
  const outcomes = ["Model a 20-storey tower", "Check drift to ECP 201"];
  const requirements = ["Basic structural analysis"];

  it("answers its probe to anyone", async () => {
    const response = await call("GET", "/api/CourseOutline/version");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ version: 1 });
  });

  it("stores both lists on create, normalised, and writes them in every course shape of both kinds", async () => {
    const onDemand = await createOnDemand({
      ...onDemandBody,
      outcomes: ["  Model a 20-storey   tower ", "", "Check drift to ECP 201"],
      requirements,
    });
    const online = await createOnline({ ...onlineBody, outcomes, requirements: null });

    for (const [kind, id, expected] of [
      ["OnDemandCourses", onDemand, { outcomes, requirements }],
      ["OnlineCourses", online, { outcomes, requirements: [] }],
    ] as const) {
      expect(await singleCourse(kind, id)).toMatchObject(expected);
      const all = z
        .array(courseVm.exact)
        .parse(
          await json(
            await call(
              "GET",
              `/api/${kind}/GetAll${kind === "OnlineCourses" ? "Online" : "OnDemand"}Courses`,
            ),
          ),
        );
      expect(all.find((course) => course.id === id)).toMatchObject(expected);
    }
    const onDemandDto = onDemandCourseDto.exact.parse(
      await json(await call("GET", `/api/OnDemandCourses/${onDemand}`)),
    );
    expect(onDemandDto).toMatchObject({ outcomes, requirements });
    const onlineDto = onlineCourseDto.exact.parse(
      await json(await call("GET", `/api/OnlineCourses/${online}`)),
    );
    expect(onlineDto).toMatchObject({ outcomes, requirements: [] });
    // The legacy objectives stay apart.
    expect(onDemandDto.objectives).toBe("Design steel members");
  });

  it("gives a course created by a legacy client (no lists) two empty lists", async () => {
    const id = await createOnDemand();
    expect(await singleCourse("OnDemandCourses", id)).toMatchObject({
      outcomes: [],
      requirements: [],
    });
  });

  it("keeps the lists on an update that sends none, replaces the one sent, and clears on null", async () => {
    const id = await createOnline({ ...onlineBody, outcomes, requirements });
    const put = (body: object) =>
      call("PUT", `/api/OnlineCourses/${id}`, { token: admin.token, json: body });

    expect((await put({ ...onlineBody, name: "Renamed" })).status).toBe(204);
    expect(await storedCourse(id)).toMatchObject({ name: "Renamed", outcomes, requirements });

    expect((await put({ ...onlineBody, outcomes: ["Design ductile frames"] })).status).toBe(204);
    expect(await storedCourse(id)).toMatchObject({
      outcomes: ["Design ductile frames"],
      requirements,
    });

    expect((await put({ ...onlineBody, requirements: null })).status).toBe(204);
    expect(await storedCourse(id)).toMatchObject({
      outcomes: ["Design ductile frames"],
      requirements: [],
    });

    const onDemand = await createOnDemand({ ...onDemandBody, outcomes });
    expect(
      (
        await call("PUT", `/api/OnDemandCourses/${onDemand}`, {
          token: admin.token,
          json: { ...onDemandBody, enrollments: 0 },
        })
      ).status,
    ).toBe(204);
    expect(await storedCourse(onDemand)).toMatchObject({ outcomes, requirements: [] });
  });

  it("refuses more than 12 items, an item over 200 characters and a list that is not of texts, writing nothing", async () => {
    const post = (body: object) =>
      call("POST", "/api/OnDemandCourses", { token: admin.token, json: body });
    const thirteen = Array.from({ length: 13 }, (_, index) => `Item ${index + 1}`);
    const tooMany = await expectProblem(await post({ ...onDemandBody, outcomes: thirteen }), 400);
    expect(tooMany.errors).toEqual({ outcomes: ["At most 12 items."] });
    const tooLong = await expectProblem(
      await post({ ...onDemandBody, requirements: ["Fine", "a".repeat(201)] }),
      400,
    );
    expect(tooLong.errors).toEqual({
      requirements: ["Item 2 is longer than 200 characters."],
    });
    await expectProblem(await post({ ...onDemandBody, outcomes: "Model a tower" }), 400);
    await expectProblem(await post({ ...onDemandBody, outcomes: [12] }), 400);
    // Twelve items of 200 characters are the limit, not past it; blank items do not count.
    const id = await createOnDemand({
      ...onDemandBody,
      outcomes: [...Array.from({ length: 12 }, () => "a".repeat(200)), " "],
    });
    expect((await storedCourse(id))!.outcomes).toHaveLength(12);
    const names = (await (await testDb()).select({ name: courses.name }).from(courses)).map(
      (row) => row.name,
    );
    expect(names).toEqual(["Steel design"]);
  });

  it("keeps the lists admin-only to write", async () => {
    await expectAdminOnly("POST", "/api/OnlineCourses", student, {
      json: { ...onlineBody, outcomes },
    });
  });
});
