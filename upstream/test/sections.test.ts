import { courseVm, sectionDto, videoVm } from "@brightway/contract";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { courses, enrollments, packages, sections, videos } from "../src/db/schema";
import { admin, otherStudent, student, courseId, onDemandCourseBeforeEach } from "./fixtures";
import { type TestUser, call, expectAdminOnly, expectProblem, json, testDb } from "./helpers";

onDemandCourseBeforeEach("Concrete", "20");

async function addSection(name: string, createdAt?: string): Promise<string> {
  const [row] = await (
    await testDb()
  )
    .insert(sections)
    .values({ courseId, name, ...(createdAt ? { createdAt } : {}) })
    .returning({ id: sections.id });
  return row!.id;
}

async function addVideo(
  sectionId: string,
  title: string,
  videoUrl = `<iframe src="${title}">`,
  isPreview = false,
) {
  const [row] = await (
    await testDb()
  )
    .insert(videos)
    .values({ sectionId, title, videoUrl, isPreview })
    .returning({ id: videos.id });
  return row!.id;
}

/** The naive UTC date-time of the wire (`YYYY-MM-DDTHH:mm:ss`) `months` months before now. */
function monthsAgo(months: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 19);
}

/** Enrols `user` with a package of `months` months that started `startedMonthsAgo` months ago. */
async function enrol(user: TestUser, course = courseId, { months = 3, startedMonthsAgo = 1 } = {}) {
  const db = await testDb();
  const [pkg] = await db
    .insert(packages)
    .values({ name: `${months} months`, durationByMonthes: months, price: 100, courseId: course })
    .returning({ id: packages.id });
  await db.insert(enrollments).values({
    studentId: user.id,
    courseId: course,
    packageId: pkg!.id,
    startDate: monthsAgo(startedMonthsAgo),
  });
}

const unknownId = randomUUID();

describe("sections", () => {
  it("creates a section (201, no body) and lists sections in creation order", async () => {
    await expectAdminOnly("POST", "/api/Sections", student, { json: { courseId, name: "Loads" } });
    const created = await call("POST", "/api/Sections", {
      token: admin.token,
      json: { courseId, name: "Loads" },
    });
    expect(created.status).toBe(201);
    expect(await created.text()).toBe("");
    const first = await addSection("Beams", "2020-01-01T00:00:00");

    const response = await call("GET", `/api/Sections/${courseId}`);
    expect(response.status).toBe(200);
    const list = z.array(sectionDto.exact).parse(await json(response));
    expect(list.map((section) => section.name)).toEqual(["Beams", "Loads"]);
    expect(list[0]).toEqual({ id: first, name: "Beams", courseId, position: 0 });

    const course = courseVm.exact.parse(
      await json(await call("GET", `/api/OnDemandCourses/GetSingleCourse/${courseId}`)),
    );
    expect(course.sections!.map((section) => section.name)).toEqual(["Beams", "Loads"]);
  });

  it("refuses bad create bodies and unknown or online courses", async () => {
    const post = (body: unknown) =>
      call("POST", "/api/Sections", { token: admin.token, json: body });
    await expectProblem(await post({ courseId: unknownId, name: "x" }), 404);
    const [online] = await (
      await testDb()
    )
      .insert(courses)
      .values({ kind: "online", name: "Live", hours: "2" })
      .returning({ id: courses.id });
    await expectProblem(await post({ courseId: online!.id, name: "x" }), 404);
    await expectProblem(await post({ courseId, name: null }), 400);
    await expectProblem(await post({ courseId: "nope", name: "x" }), 400);
    await expectProblem(await post({ name: "x" }), 400);
    expect(await (await testDb()).select().from(sections)).toEqual([]);
  });

  it("404s the section list of an unknown or online course and 400s a bad Guid", async () => {
    await expectProblem(await call("GET", `/api/Sections/${unknownId}`), 404);
    const [online] = await (
      await testDb()
    )
      .insert(courses)
      .values({ kind: "online", name: "Live", hours: "2" })
      .returning({ id: courses.id });
    await expectProblem(await call("GET", `/api/Sections/${online!.id}`), 404);
    await expectProblem(await call("GET", "/api/Sections/12"), 400);
  });

  it("renames a section from a bare JSON string", async () => {
    const id = await addSection("Old");
    const path = `/api/Sections/UpdateSectionName/${id}`;
    await expectAdminOnly("PUT", path, student, { json: "New" });
    const response = await call("PUT", path, { token: admin.token, json: "New name" });
    expect(response.status).toBe(204);
    const [row] = await (await testDb()).select().from(sections).where(eq(sections.id, id));
    expect(row!.name).toBe("New name");

    await expectProblem(await call("PUT", path, { token: admin.token, json: null }), 400);
    await expectProblem(
      await call("PUT", path, { token: admin.token, json: "" }),
      400,
      "You should enter the name",
    );
    await expectProblem(await call("PUT", path, { token: admin.token, json: { name: "x" } }), 400);
    await expectProblem(
      await call("PUT", `/api/Sections/UpdateSectionName/${unknownId}`, {
        token: admin.token,
        json: "x",
      }),
      404,
    );
  });

  it("deletes a section with its videos (204) and 404s an unknown one", async () => {
    const id = await addSection("Gone");
    await addVideo(id, "v1");
    await expectAdminOnly("DELETE", `/api/Sections/${id}`, student);
    expect((await call("DELETE", `/api/Sections/${id}`, { token: admin.token })).status).toBe(204);
    expect(await (await testDb()).select().from(videos).where(eq(videos.sectionId, id))).toEqual(
      [],
    );
    await expectProblem(await call("DELETE", `/api/Sections/${id}`, { token: admin.token }), 404);
    await expectProblem(await call("DELETE", "/api/Sections/bad", { token: admin.token }), 400);
  });
});

describe("videos", () => {
  it("lists a section's videos by id, with URLs only for an admin or an enrolled student", async () => {
    const sectionId = await addSection("S");
    const first = await addVideo(sectionId, "One");
    const second = await addVideo(sectionId, "Two");
    await enrol(student);
    const path = `/api/Sections/GetVideosToSection/${sectionId}`;
    const read = async (token?: string) => {
      const response = await call("GET", path, { token });
      expect(response.status).toBe(200);
      return z.array(videoVm.exact).parse(await json(response));
    };

    const fields = { sectionId, position: 0, isPreview: false, durationSeconds: null };
    const hidden = [
      { id: first, title: "One", videoUrl: null, ...fields },
      { id: second, title: "Two", videoUrl: null, ...fields },
    ];
    expect(await read()).toEqual(hidden);
    expect(await read("not-a-jwt")).toEqual(hidden);
    expect(await read(otherStudent.token)).toEqual(hidden);
    const shown = hidden.map((video) => ({ ...video, videoUrl: `<iframe src="${video.title}">` }));
    expect(await read(student.token)).toEqual(shown);
    expect(await read(admin.token)).toEqual(shown);

    // Enrolment in another course does not unlock this one.
    const [other] = await (
      await testDb()
    )
      .insert(courses)
      .values({ kind: "onDemand", name: "Other", hours: "1" })
      .returning({ id: courses.id });
    await enrol(otherStudent, other!.id);
    expect(await read(otherStudent.token)).toEqual(hidden);

    expect(await json(await call("GET", `/api/Sections/GetVideosToSection/${unknownId}`))).toEqual(
      [],
    );
    await expectProblem(await call("GET", "/api/Sections/GetVideosToSection/x"), 400);
  });

  it("gives no video address to a student whose access ended (a 1-month package started 3 months ago), the list and the single video alike", async () => {
    const sectionId = await addSection("S");
    const id = await addVideo(sectionId, "Paid");
    await enrol(student, courseId, { months: 1, startedMonthsAgo: 3 });
    await enrol(otherStudent, courseId, { months: 6, startedMonthsAgo: 3 });
    const list = async (token: string) =>
      z
        .array(videoVm.exact)
        .parse(
          await json(await call("GET", `/api/Sections/GetVideosToSection/${sectionId}`, { token })),
        );
    const single = async (token: string) =>
      videoVm.exact.parse(
        await json(
          await call("GET", `/api/Sections/GetSingleVideoToSecion/videoId?videoId=${id}`, {
            token,
          }),
        ),
      );
    expect((await list(student.token)).map((video) => video.videoUrl)).toEqual([null]);
    expect((await single(student.token)).videoUrl).toBeNull();
    expect((await list(otherStudent.token)).map((video) => video.videoUrl)).toEqual([
      '<iframe src="Paid">',
    ]);
    expect((await single(otherStudent.token)).videoUrl).toBe('<iframe src="Paid">');
  });

  it("reads a single video with the same URL rule, 204 for an unknown id", async () => {
    const sectionId = await addSection("S");
    const id = await addVideo(sectionId, "Solo");
    await enrol(student);
    const path = `/api/Sections/GetSingleVideoToSecion/videoId?videoId=${id}`;
    const read = async (token?: string) => {
      const response = await call("GET", path, { token });
      expect(response.status).toBe(200);
      return videoVm.exact.parse(await json(response));
    };
    expect((await read()).videoUrl).toBeNull();
    expect((await read(otherStudent.token)).videoUrl).toBeNull();
    expect((await read(student.token)).videoUrl).toBe('<iframe src="Solo">');
    expect(await read(admin.token)).toEqual({
      id,
      title: "Solo",
      videoUrl: '<iframe src="Solo">',
      sectionId,
      position: 0,
      isPreview: false,
      durationSeconds: null,
    });

    const unknown = await call("GET", "/api/Sections/GetSingleVideoToSecion/videoId?videoId=99999");
    expect(unknown.status).toBe(204);
    expect(await unknown.text()).toBe("");
    await expectProblem(
      await call("GET", "/api/Sections/GetSingleVideoToSecion/videoId?videoId=abc"),
      400,
    );
    await expectProblem(await call("GET", "/api/Sections/GetSingleVideoToSecion/videoId"), 400);
  });

  it("hands a free preview's address to anyone, anonymous callers included, and keeps the others' for the entitled", async () => {
    const sectionId = await addSection("S");
    const preview = await addVideo(sectionId, "Taster", '<iframe src="Taster">', true);
    const paid = await addVideo(sectionId, "Paid");
    await enrol(student, courseId, { months: 1, startedMonthsAgo: 3 });
    const list = async (token?: string) =>
      z
        .array(videoVm.exact)
        .parse(
          await json(await call("GET", `/api/Sections/GetVideosToSection/${sectionId}`, { token })),
        );
    const single = async (id: number, token?: string) =>
      videoVm.exact.parse(
        await json(
          await call("GET", `/api/Sections/GetSingleVideoToSecion/videoId?videoId=${id}`, {
            token,
          }),
        ),
      );

    // Anonymous, a bad token, a stranger and a student whose access ended: the preview only.
    for (const token of [undefined, "not-a-jwt", otherStudent.token, student.token]) {
      expect(
        (await list(token)).map(({ title, videoUrl, isPreview }) => ({
          title,
          videoUrl,
          isPreview,
        })),
      ).toEqual([
        { title: "Taster", videoUrl: '<iframe src="Taster">', isPreview: true },
        { title: "Paid", videoUrl: null, isPreview: false },
      ]);
      expect((await single(preview, token)).videoUrl).toBe('<iframe src="Taster">');
      expect((await single(paid, token)).videoUrl).toBeNull();
    }
    expect((await single(paid, admin.token)).videoUrl).toBe('<iframe src="Paid">');
  });

  it("sets and clears the preview mark through the video writes; an update without the field keeps it", async () => {
    const sectionId = await addSection("S");
    const post = (json: unknown) =>
      call("POST", "/api/Sections/AddVideoToSection", { token: admin.token, json });
    const put = (json: unknown) =>
      call("PUT", "/api/Sections/UpdateVideo", { token: admin.token, json });
    const stored = async (title: string) => {
      const [row] = await (await testDb()).select().from(videos).where(eq(videos.title, title));
      return row!;
    };

    expect(
      (await post({ title: "Marked", videoUrl: "<iframe>", sectionId, isPreview: true })).status,
    ).toBe(201);
    expect((await post({ title: "Legacy", videoUrl: "<iframe>", sectionId })).status).toBe(201);
    expect((await stored("Marked")).isPreview).toBe(true);
    expect((await stored("Legacy")).isPreview).toBe(false);

    const marked = await stored("Marked");
    // A legacy client's edit (no isPreview) keeps the mark; false clears it.
    expect(
      (await put({ id: marked.id, title: "Marked", videoUrl: "<iframe>", sectionId })).status,
    ).toBe(204);
    expect((await stored("Marked")).isPreview).toBe(true);
    expect(
      (
        await put({
          id: marked.id,
          title: "Marked",
          videoUrl: "<iframe>",
          sectionId,
          isPreview: false,
        })
      ).status,
    ).toBe(204);
    expect((await stored("Marked")).isPreview).toBe(false);

    await expectAdminOnly("POST", "/api/Sections/AddVideoToSection", student, {
      json: { title: "Sneaky", videoUrl: "<iframe>", sectionId, isPreview: true },
    });
    const refused = await expectProblem(
      await post({ title: "Bad", videoUrl: "<iframe>", sectionId, isPreview: "yes" }),
      400,
    );
    expect(Object.keys(refused.errors ?? {})).toEqual(["isPreview"]);
    await expectProblem(
      await put({ id: marked.id, title: "Marked", videoUrl: "<iframe>", sectionId, isPreview: 1 }),
      400,
    );
    expect(await json(await call("GET", "/api/VideoPreview/version"))).toEqual({ version: 1 });
  });

  it("takes a duration (1–86400 s or null) on the video writes, writes it on reads, and keeps it when an update does not send it", async () => {
    const sectionId = await addSection("S");
    const post = (json: unknown) =>
      call("POST", "/api/Sections/AddVideoToSection", { token: admin.token, json });
    const put = (json: unknown) =>
      call("PUT", "/api/Sections/UpdateVideo", { token: admin.token, json });
    const body = { title: "Timed", videoUrl: "<iframe>", sectionId };
    const read = async () => {
      const response = await call("GET", `/api/Sections/GetVideosToSection/${sectionId}`, {
        token: admin.token,
      });
      return z.array(videoVm.exact).parse(await json(response));
    };

    expect((await post({ ...body, durationSeconds: 754 })).status).toBe(201);
    expect((await post({ ...body, title: "Untimed" })).status).toBe(201);
    const [timed, untimed] = await read();
    expect(timed).toMatchObject({ title: "Timed", durationSeconds: 754 });
    expect(untimed).toMatchObject({ title: "Untimed", durationSeconds: null });
    const single = await call(
      "GET",
      `/api/Sections/GetSingleVideoToSecion/videoId?videoId=${timed!.id}`,
    );
    expect(videoVm.exact.parse(await json(single)).durationSeconds).toBe(754);

    // A legacy client's edit (no durationSeconds) keeps it; a number replaces it; null clears it.
    expect((await put({ ...body, id: timed!.id, title: "Renamed" })).status).toBe(204);
    expect((await read())[0]).toMatchObject({ title: "Renamed", durationSeconds: 754 });
    expect((await put({ ...body, id: timed!.id, durationSeconds: 86400 })).status).toBe(204);
    expect((await read())[0]!.durationSeconds).toBe(86400);
    expect((await put({ ...body, id: timed!.id, durationSeconds: null })).status).toBe(204);
    expect((await read())[0]!.durationSeconds).toBeNull();

    for (const bad of [0, -5, 1.5, 86401, "600", true, []]) {
      const onCreate = await expectProblem(await post({ ...body, durationSeconds: bad }), 400);
      expect(Object.keys(onCreate.errors ?? {})).toEqual(["durationSeconds"]);
      const onUpdate = await expectProblem(
        await put({ ...body, id: untimed!.id, durationSeconds: bad }),
        400,
      );
      expect(onUpdate.errors?.durationSeconds).toEqual([
        "The duration must be a whole number of seconds from 1 to 86400, or null.",
      ]);
    }
    expect(await read()).toHaveLength(2);
    await expectAdminOnly("PUT", "/api/Sections/UpdateVideo", student, {
      json: { ...body, id: untimed!.id, durationSeconds: 60 },
    });
    expect((await read())[1]!.durationSeconds).toBeNull();
  });

  it("adds a video (201, no body), ignoring the sent id", async () => {
    const sectionId = await addSection("S");
    const body = { id: 777, title: "Intro", videoUrl: "<iframe>", sectionId };
    await expectAdminOnly("POST", "/api/Sections/AddVideoToSection", student, { json: body });
    const response = await call("POST", "/api/Sections/AddVideoToSection", {
      token: admin.token,
      json: body,
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
    const rows = await (await testDb()).select().from(videos);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "Intro", videoUrl: "<iframe>", sectionId });
    expect(rows[0]!.id).not.toBe(777);

    const post = (json: unknown) =>
      call("POST", "/api/Sections/AddVideoToSection", { token: admin.token, json });
    await expectProblem(await post({ ...body, sectionId: unknownId }), 404);
    await expectProblem(await post({ title: "No section" }), 400);
    await expectProblem(await post({ ...body, title: null }), 400);
    await expectProblem(await post({ ...body, sectionId: "x" }), 400);
  });

  it("updates a video's title, URL and section (204), 404 for unknown video or section", async () => {
    const from = await addSection("From");
    const to = await addSection("To");
    const id = await addVideo(from, "Old");
    const body = { id, title: "New", videoUrl: null, sectionId: to };
    await expectAdminOnly("PUT", "/api/Sections/UpdateVideo", student, { json: body });
    expect(
      (await call("PUT", "/api/Sections/UpdateVideo", { token: admin.token, json: body })).status,
    ).toBe(204);
    const [row] = await (await testDb()).select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({ title: "New", videoUrl: null, sectionId: to });

    const put = (json: unknown) =>
      call("PUT", "/api/Sections/UpdateVideo", { token: admin.token, json });
    await expectProblem(await put({ ...body, id: 99999 }), 404);
    await expectProblem(await put({ ...body, sectionId: unknownId }), 404);
    await expectProblem(await put({ ...body, id: "x" }), 400);
    await expectProblem(await put({ ...body, title: 5 }), 400);
  });

  it("deletes a video (204) and 404s an unknown id", async () => {
    const sectionId = await addSection("S");
    const id = await addVideo(sectionId, "Bye");
    await expectAdminOnly("DELETE", `/api/Sections/DeleteVideo/${id}`, student);
    expect(
      (await call("DELETE", `/api/Sections/DeleteVideo/${id}`, { token: admin.token })).status,
    ).toBe(204);
    expect(await (await testDb()).select().from(videos)).toEqual([]);
    await expectProblem(
      await call("DELETE", `/api/Sections/DeleteVideo/${id}`, { token: admin.token }),
      404,
    );
    await expectProblem(
      await call("DELETE", "/api/Sections/DeleteVideo/abc", { token: admin.token }),
      400,
    );
  });
});
