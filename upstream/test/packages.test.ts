import { packageDto } from "@brightway/contract";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { courses, enrollments, packages } from "../src/db/schema";
import { admin, student, courseId, onDemandCourseBeforeEach } from "./fixtures";
import {
  callWithJsonText,
  call,
  expectAdminOnly,
  expectProblem,
  json,
  testDb,
  without,
} from "./helpers";

onDemandCourseBeforeEach("Foundations", "10");

async function addPackage(name: string, createdAt?: string): Promise<string> {
  const [row] = await (
    await testDb()
  )
    .insert(packages)
    .values({
      courseId,
      name,
      durationByMonthes: 3,
      price: 1200,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({ id: packages.id });
  return row!.id;
}

const unknownId = randomUUID();
const packageBody = () => ({ name: "6 months", durationByMonthes: 6, price: 2000.5, courseId });

describe("packages", () => {
  it("creates a package (201, no body) and lists a course's packages in creation order", async () => {
    await expectAdminOnly("POST", "/api/Packages", student, { json: packageBody() });
    const first = await addPackage("Starter", "2020-01-01T00:00:00");
    const created = await call("POST", "/api/Packages", {
      token: admin.token,
      json: packageBody(),
    });
    expect(created.status).toBe(201);
    expect(await created.text()).toBe("");

    const response = await call("GET", `/api/Packages/PackegesToCourse/${courseId}`);
    expect(response.status).toBe(200);
    const list = z.array(packageDto.exact).parse(await json(response));
    expect(list).toEqual([
      { id: first, name: "Starter", durationByMonthes: 3, price: 1200, courseId },
      { id: expect.any(String), name: "6 months", durationByMonthes: 6, price: 2000.5, courseId },
    ]);
  });

  it("404s the package list of an unknown or online course", async () => {
    await expectProblem(
      await call("GET", `/api/Packages/PackegesToCourse/${unknownId}`),
      404,
      "Course Id Not Found",
    );
    const [online] = await (
      await testDb()
    )
      .insert(courses)
      .values({ kind: "online", name: "Live", hours: "2" })
      .returning({ id: courses.id });
    await expectProblem(
      await call("GET", `/api/Packages/PackegesToCourse/${online!.id}`),
      404,
      "Course Id Not Found",
    );
    await expectProblem(await call("GET", "/api/Packages/PackegesToCourse/nope"), 400);
  });

  it("reads a single package, 404 'Package Not Found' when unknown", async () => {
    const id = await addPackage("One");
    const response = await call("GET", `/api/Packages/${id}`);
    expect(response.status).toBe(200);
    expect(packageDto.exact.parse(await json(response))).toEqual({
      id,
      name: "One",
      durationByMonthes: 3,
      price: 1200,
      courseId,
    });
    await expectProblem(await call("GET", `/api/Packages/${unknownId}`), 404, "Package Not Found");
    await expectProblem(await call("GET", "/api/Packages/1"), 400);
  });

  it("validates the create body and refuses unknown courses", async () => {
    const post = (body: unknown) =>
      call("POST", "/api/Packages", { token: admin.token, json: body });
    await expectProblem(
      await post({ ...packageBody(), courseId: unknownId }),
      404,
      "Course Id Not Found",
    );
    await expectProblem(await post({ ...packageBody(), durationByMonthes: 0 }), 400);
    await expectProblem(await post({ ...packageBody(), durationByMonthes: 1.5 }), 400);
    await expectProblem(await post({ ...packageBody(), price: -1 }), 400);
    await expectProblem(await post({ ...packageBody(), name: null }), 400);
    await expectProblem(await post({ ...packageBody(), courseId: "x" }), 400);
    const withoutPrice = without(packageBody(), "price");
    await expectProblem(await post(withoutPrice), 400);
    const malformed = await callWithJsonText("POST", "/api/Packages", "{", admin.token);
    await expectProblem(malformed, 400);
    expect(await (await testDb()).select().from(packages)).toEqual([]);
    // Numbers may arrive as JSON strings, keys in any case.
    const loose = await post({
      NAME: "Loose",
      DurationByMonthes: "2",
      price: "99",
      courseid: courseId,
    });
    expect(loose.status).toBe(201);
  });

  it("updates a package (204) without moving it, 404 when unknown", async () => {
    const id = await addPackage("Old");
    const body = { name: "New", durationByMonthes: 12, price: 5000, courseId: unknownId };
    await expectAdminOnly("PUT", `/api/Packages/${id}`, student, { json: body });
    expect(
      (await call("PUT", `/api/Packages/${id}`, { token: admin.token, json: body })).status,
    ).toBe(204);
    const [row] = await (await testDb()).select().from(packages).where(eq(packages.id, id));
    expect(row).toMatchObject({ name: "New", durationByMonthes: 12, price: 5000, courseId });
    await expectProblem(
      await call("PUT", `/api/Packages/${unknownId}`, { token: admin.token, json: body }),
      404,
      "Package Not Found",
    );
    await expectProblem(
      await call("PUT", `/api/Packages/${id}`, {
        token: admin.token,
        json: { ...body, price: "x" },
      }),
      400,
    );
  });

  it("deletes a package by query parameter (204), 404 when absent or unknown", async () => {
    const id = await addPackage("Gone");
    await expectAdminOnly("DELETE", `/api/Packages?packageId=${id}`, student);
    expect(
      (await call("DELETE", `/api/Packages?PackageId=${id}`, { token: admin.token })).status,
    ).toBe(204);
    expect(await (await testDb()).select().from(packages)).toEqual([]);
    await expectProblem(
      await call("DELETE", `/api/Packages?packageId=${id}`, { token: admin.token }),
      404,
      "Package Not Found",
    );
    await expectProblem(
      await call("DELETE", "/api/Packages", { token: admin.token }),
      404,
      "Package Not Found",
    );
    await expectProblem(
      await call("DELETE", "/api/Packages?packageId=zz", { token: admin.token }),
      400,
    );
  });

  it("refuses with 409 to delete a package an enrolment references", async () => {
    const id = await addPackage("Taken");
    await (
      await testDb()
    )
      .insert(enrollments)
      .values({ studentId: student.id, courseId, packageId: id, startDate: "2024-01-01T00:00:00" });
    const response = await call("DELETE", `/api/Packages?packageId=${id}`, { token: admin.token });
    const problem = await expectProblem(response, 409);
    expect(problem.detail).toMatch(/enrolled/);
    expect(await (await testDb()).select().from(packages).where(eq(packages.id, id))).toHaveLength(
      1,
    );
  });
});
