import { courseVm, sectionDto, videoVm } from "@brightway/contract";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { courses, sections, videos } from "../src/db/schema";
import { admin, student, courseId, onDemandCourseBeforeEach } from "./fixtures";
import { call, expectProblem, json, testDb } from "./helpers";

// The ordering extension (upstream/EXTENSIONS.md): `position` on sections and videos, new items
// last, and the two admin-only reorder endpoints.

onDemandCourseBeforeEach("Concrete", "20");

/** The course's sections as `GET /api/Sections/{courseId}` lists them (by position). */
async function listSections() {
  return z
    .array(sectionDto.exact)
    .parse(await json(await call("GET", `/api/Sections/${courseId}`)));
}

async function createSection(name: string): Promise<string> {
  const response = await call("POST", "/api/Sections", {
    token: admin.token,
    json: { courseId, name },
  });
  expect(response.status).toBe(201);
  const list = await listSections();
  return list.find((section) => section.name === name)!.id;
}

async function sectionNames(): Promise<string[]> {
  return (await listSections()).map((section) => section.name);
}

async function addVideo(sectionId: string, title: string): Promise<number> {
  const response = await call("POST", "/api/Sections/AddVideoToSection", {
    token: admin.token,
    json: { id: 0, title, videoUrl: null, sectionId },
  });
  expect(response.status).toBe(201);
  const list = await listVideos(sectionId);
  return list.find((video) => video.title === title)!.id;
}

async function listVideos(sectionId: string) {
  return z
    .array(videoVm.exact)
    .parse(await json(await call("GET", `/api/Sections/GetVideosToSection/${sectionId}`)));
}

/** `token`: the caller's token (the admin's by default), or null for an anonymous call. */
const reorderSections = (id: string, body: unknown, token: string | null = admin.token) =>
  call("PUT", `/api/Sections/Reorder/${id}`, { token: token ?? undefined, json: body });
const reorderVideos = (id: string, body: unknown, token: string | null = admin.token) =>
  call("PUT", `/api/Sections/ReorderVideos/${id}`, { token: token ?? undefined, json: body });

describe("section order", () => {
  it("puts new sections last and lists them by position everywhere", async () => {
    await createSection("A");
    await createSection("B");
    await createSection("C");
    const listed = await listSections();
    expect(listed.map(({ name, position }) => [name, position])).toEqual([
      ["A", 0],
      ["B", 1],
      ["C", 2],
    ]);
  });

  it("reorders sections (204) and every read follows the new order", async () => {
    const a = await createSection("A");
    const b = await createSection("B");
    const c = await createSection("C");
    const response = await reorderSections(courseId, [c, a.toUpperCase(), b]);
    expect(response.status).toBe(204);
    expect(await sectionNames()).toEqual(["C", "A", "B"]);
    const single = courseVm.exact.parse(
      await json(await call("GET", `/api/OnDemandCourses/GetSingleCourse/${courseId}`)),
    );
    expect(single.sections!.map((section) => section.name)).toEqual(["C", "A", "B"]);
    // A new section still goes last after a reorder.
    await createSection("D");
    expect(await sectionNames()).toEqual(["C", "A", "B", "D"]);
  });

  it("is admin only: 401 without a token, 403 for a student", async () => {
    const a = await createSection("A");
    expect((await reorderSections(courseId, [a], null)).status).toBe(401);
    expect((await reorderSections(courseId, [a], student.token)).status).toBe(403);
  });

  it("answers 404 for an unknown course or an online course", async () => {
    await expectProblem(await reorderSections(randomUUID(), []), 404);
    const [online] = await (
      await testDb()
    )
      .insert(courses)
      .values({ kind: "online", name: "Live", hours: "5" })
      .returning({ id: courses.id });
    await expectProblem(await reorderSections(online!.id, []), 404);
  });

  it("answers 400 unless the list is exactly the course's sections, and changes nothing", async () => {
    const a = await createSection("A");
    const b = await createSection("B");
    const [foreignCourse] = await (
      await testDb()
    )
      .insert(courses)
      .values({ kind: "onDemand", name: "Other", hours: "1" })
      .returning({ id: courses.id });
    const [foreign] = await (
      await testDb()
    )
      .insert(sections)
      .values({ courseId: foreignCourse!.id, name: "Elsewhere" })
      .returning({ id: sections.id });
    for (const body of [
      [a],
      [b, a, a],
      [b, a, foreign!.id],
      [a, a],
      [],
      ["x", b],
      "A,B",
      { ids: [a, b] },
    ]) {
      await expectProblem(await reorderSections(courseId, body), 400);
    }
    await expectProblem(await reorderSections("not-a-guid", [a, b]), 400);
    expect(await sectionNames()).toEqual(["A", "B"]);
  });
});

describe("video order", () => {
  it("puts new videos last, reorders them (204) and lists them by position", async () => {
    const sectionId = await createSection("S");
    const one = await addVideo(sectionId, "One");
    const two = await addVideo(sectionId, "Two");
    const three = await addVideo(sectionId, "Three");
    expect((await listVideos(sectionId)).map((video) => video.position)).toEqual([0, 1, 2]);

    expect((await reorderVideos(sectionId, [three, one, two])).status).toBe(204);
    expect((await listVideos(sectionId)).map((video) => video.title)).toEqual([
      "Three",
      "One",
      "Two",
    ]);
    await addVideo(sectionId, "Four");
    expect((await listVideos(sectionId)).map((video) => video.title)).toEqual([
      "Three",
      "One",
      "Two",
      "Four",
    ]);
  });

  it("keeps a video's place on edit and puts a moved video last in its new section", async () => {
    const from = await createSection("From");
    const to = await createSection("To");
    const first = await addVideo(from, "First");
    await addVideo(from, "Second");
    await addVideo(to, "Already there");
    const update = (sectionId: string, title: string) =>
      call("PUT", "/api/Sections/UpdateVideo", {
        token: admin.token,
        json: { id: first, title, videoUrl: null, sectionId },
      });
    expect((await update(from, "First renamed")).status).toBe(204);
    expect((await listVideos(from)).map((video) => video.title)).toEqual([
      "First renamed",
      "Second",
    ]);
    expect((await update(to, "Moved")).status).toBe(204);
    expect((await listVideos(to)).map((video) => video.title)).toEqual(["Already there", "Moved"]);
  });

  it("is admin only: 401 without a token, 403 for a student", async () => {
    const sectionId = await createSection("S");
    const id = await addVideo(sectionId, "One");
    expect((await reorderVideos(sectionId, [id], null)).status).toBe(401);
    expect((await reorderVideos(sectionId, [id], student.token)).status).toBe(403);
  });

  it("answers 404 for an unknown section", async () => {
    await expectProblem(await reorderVideos(randomUUID(), []), 404);
  });

  it("answers 400 unless the list is exactly the section's videos", async () => {
    const sectionId = await createSection("S");
    const other = await createSection("Other");
    const one = await addVideo(sectionId, "One");
    const two = await addVideo(sectionId, "Two");
    const elsewhere = await addVideo(other, "Elsewhere");
    for (const body of [
      [one],
      [two, one, one],
      [two, one, elsewhere],
      [],
      ["x"],
      [0, one],
      "1,2",
    ]) {
      await expectProblem(await reorderVideos(sectionId, body), 400);
    }
    expect((await listVideos(sectionId)).map((video) => video.title)).toEqual(["One", "Two"]);
  });
});

describe("migration 0002_order_positions", () => {
  it("numbers existing rows in their former order: sections by creation, videos by id", async () => {
    const db = await testDb();
    const rows = await db
      .insert(sections)
      .values([
        { courseId, name: "Second", createdAt: "2024-02-01T00:00:00", position: 0 },
        { courseId, name: "First", createdAt: "2024-01-01T00:00:00", position: 0 },
      ])
      .returning({ id: sections.id, name: sections.name });
    const sectionId = rows.find((row) => row.name === "First")!.id;
    await db.insert(videos).values([
      { sectionId, title: "v1", position: 0 },
      { sectionId, title: "v2", position: 0 },
    ]);
    const migration = readFileSync(
      path.join(import.meta.dirname, "../drizzle/0002_order_positions.sql"),
      "utf8",
    );
    const updates = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter((statement) => statement.includes("UPDATE"));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await db.execute(sql.raw(statement));
    const listed = await listSections();
    expect(listed.map(({ name, position }) => [name, position])).toEqual([
      ["First", 0],
      ["Second", 1],
    ]);
    expect((await listVideos(sectionId)).map(({ title, position }) => [title, position])).toEqual([
      ["v1", 0],
      ["v2", 1],
    ]);
  });
});
