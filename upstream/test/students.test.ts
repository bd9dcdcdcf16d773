import { assignedProductVm, documentVm, enrollmentDto, studentDto } from "@brightway/contract";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  courses,
  enrollments,
  packages,
  productStudents,
  products,
  sections,
  users,
} from "../src/db/schema";
import { storeFile } from "../src/files";
import { admin, otherStudent, student, freshCallersBeforeEach } from "./fixtures";
import {
  callWithJsonText,
  type TestUser,
  appWith,
  call,
  callApp,
  createUser,
  expectAdminOnly,
  expectProblem,
  json,
  samples,
  testDb,
  insertRow,
  insertRows,
  insertLiveEtabs,
} from "./helpers";

/** An on-demand course with two packages and a section (all inserted directly), and an online course. */
async function createCatalogue() {
  const database = await testDb();
  const imageFileId = await storeFile(database, { data: samples.png, contentType: "image/png" });
  const course = await insertRow(courses, {
    kind: "onDemand",
    name: "Steel Design",
    hours: "30",
    discount: 10,
    hasDiscount: true,
    imageFileId,
    instructorName: "Eng. Sami",
  });
  const other = await insertRow(courses, { kind: "onDemand", name: "Concrete", hours: "12" });
  const online = await insertLiveEtabs({
    start: "2024-02-01T00:00:00",
    end: "2024-03-01T00:00:00",
  });
  const [threeMonths, sixMonths] = await insertRows(packages, [
    { courseId: course.id, name: "3 months", durationByMonthes: 3, price: 1500 },
    { courseId: course.id, name: "6 months", durationByMonthes: 6, price: 2500 },
  ]);
  const otherPackage = await insertRow(packages, {
    courseId: other.id,
    name: "1 month",
    durationByMonthes: 1,
    price: 300,
  });
  await database.insert(sections).values({ courseId: course.id, name: "Introduction" });
  return {
    course,
    other,
    online,
    threeMonths: threeMonths!,
    sixMonths: sixMonths!,
    otherPackage,
    imageFileId,
  };
}

type Catalogue = Awaited<ReturnType<typeof createCatalogue>>;

async function enrol(
  studentId: string,
  courseId: string,
  packageId: string | null,
  startDate = "2024-05-01T00:00:00",
) {
  const row = await insertRow(enrollments, { studentId, courseId, packageId, startDate });
  return row;
}

/** The auth matrix of a student-scoped endpoint: anonymous 401, another student 403. */
async function expectSelfOrAdmin(method: string, path: string, other: TestUser, json?: unknown) {
  await expectProblem(await call(method, path, { json }), 401);
  await expectProblem(await call(method, path, { json, token: other.token }), 403);
}

freshCallersBeforeEach();

/** The enrolments `GET /api/Students/Enrollements/{studentId}` lists, read with `token`. */
async function enrollmentsOf(studentId: string, token: string) {
  const response = await call("GET", `/api/Students/Enrollements/${studentId}`, { token });
  return z.array(enrollmentDto.exact).parse(await response.json());
}

describe("GET /api/Students", () => {
  it("is admin-only", async () => {
    await expectAdminOnly("GET", "/api/Students", student);
  });

  it("lists students only (never admins) as StudentDto[], sorted by first name", async () => {
    const database = await testDb();
    await database.update(users).set({ firstName: "Zeina" }).where(eq(users.id, student.id));
    await database.update(users).set({ firstName: "Adam" }).where(eq(users.id, otherStudent.id));
    const response = await call("GET", "/api/Students", { token: admin.token });
    expect(response.status).toBe(200);
    const list = z.array(studentDto.exact).parse(await response.json());
    expect(list.map((s) => s.id)).toEqual([otherStudent.id, student.id]);
    expect(list[1]).toEqual({
      id: student.id,
      firstName: "Zeina",
      lastName: expect.any(String),
      userName: expect.any(String),
      email: student.email,
      phoneNumber: "01000000000",
      gender: 0,
      certificateName: null,
      emailConfirmed: true,
      language: "en",
    });
  });

  const search = async (query: string) =>
    z
      .array(studentDto.exact)
      .parse(await (await call("GET", `/api/Students?${query}`, { token: admin.token })).json())
      .map((s) => s.id)
      .sort();

  it("searches user name, e-mail, first and last name case-insensitively, query keys in any case", async () => {
    const database = await testDb();
    await database
      .update(users)
      .set({
        userName: "NourHassan",
        email: "contact@yahoo.com",
        firstName: "Nour",
        lastName: "Adel",
      })
      .where(eq(users.id, student.id));
    await database
      .update(users)
      .set({ email: "nour.x@gmail.com", firstName: "Hassan", lastName: "Fathy" })
      .where(eq(users.id, otherStudent.id));
    expect(await search("SearchTerm=nour")).toEqual([student.id, otherStudent.id].sort());
    expect(await search("searchterm=YAHOO")).toEqual([student.id]);
    // The legacy matched the user name and e-mail only: the first name Hassan was not found.
    expect(await search("searchTerm=hassan")).toEqual([student.id, otherStudent.id].sort());
    expect(await search("SearchTerm=fathy")).toEqual([otherStudent.id]);
    expect(await search(`SearchTerm=${encodeURIComponent("nour adel")}`)).toEqual([student.id]);
    expect(await search("SearchTerm=%25")).toEqual([]);
    expect(await search("SearchTerm=")).toHaveLength(2);
  });

  it("finds a student by an Arabic first or last name, folding alef, ya and ta marbuta forms and vowel signs", async () => {
    const database = await testDb();
    await database
      .update(users)
      .set({ firstName: "أحمد", lastName: "مصطفى" })
      .where(eq(users.id, student.id));
    await database
      .update(users)
      .set({ firstName: "فاطمة", lastName: "الزَّهراء" })
      .where(eq(users.id, otherStudent.id));
    const find = (term: string) => search(`SearchTerm=${encodeURIComponent(term)}`);
    expect(await find("أحمد")).toEqual([student.id]);
    expect(await find("احمد")).toEqual([student.id]);
    expect(await find("إحمد")).toEqual([student.id]);
    expect(await find("مصطفي")).toEqual([student.id]);
    expect(await find("احمد مصطفى")).toEqual([student.id]);
    expect(await find("فاطمه")).toEqual([otherStudent.id]);
    expect(await find("الزهراء")).toEqual([otherStudent.id]);
    expect(await find("محمود")).toEqual([]);
  });

  it("folds the stored name as it folds the term: a letter typed decomposed, a tatweel, a run of spaces", async () => {
    const database = await testDb();
    await database
      .update(users)
      .set({ firstName: "ا\u0654حمد", lastName: "عبد  الرحمـــن" })
      .where(eq(users.id, student.id));
    const find = (term: string) => search(`SearchTerm=${encodeURIComponent(term)}`);
    expect(await find("أحمد")).toEqual([student.id]);
    expect(await find("احمد عبد الرحمن")).toEqual([student.id]);
    expect(await find("عبد الرحمن")).toEqual([student.id]);
  });

  it("pages with PageNumber/PageSize (default 10, clamped to 50); a page past the end is []; bad paging is 400", async () => {
    const database = await testDb();
    await database.insert(users).values(
      Array.from({ length: 58 }, (_, i) => ({
        id: randomUUID(),
        role: "Student" as const,
        userName: `bulk${i}`,
        email: `bulk${i}@gmail.com`,
        passwordHash: "x",
        firstName: `F${String(i).padStart(2, "0")}`,
        lastName: "L",
      })),
    );
    const page = async (query: string) => {
      const response = await call("GET", `/api/Students?${query}`, { token: admin.token });
      expect(response.status).toBe(200);
      return z.array(studentDto.exact).parse(await response.json());
    };
    expect(await page("")).toHaveLength(10);
    expect(await page("PageSize=100")).toHaveLength(50);
    const first = await page("PageNumber=1&PageSize=25");
    const second = await page("PageNumber=2&PageSize=25");
    expect(new Set([...first, ...second].map((s) => s.id)).size).toBe(50);
    const names = second.map((s) => s.firstName ?? "");
    expect(names).toEqual([...names].sort());
    expect(await page("PageNumber=7&PageSize=10")).toEqual([]);
    for (const badPaging of ["PageNumber=0", "PageSize=abc"]) {
      await expectProblem(
        await call("GET", `/api/Students?${badPaging}`, { token: admin.token }),
        400,
      );
    }
  });
});

describe("GET/PUT/DELETE /api/Students/{id}", () => {
  it("GET: the student themself or an admin; 401/403 otherwise; 404 for unknown and admin ids", async () => {
    await expectSelfOrAdmin("GET", `/api/Students/${student.id}`, otherStudent);
    for (const token of [student.token, admin.token]) {
      const response = await call("GET", `/api/Students/${student.id}`, { token });
      expect(response.status).toBe(200);
      expect(studentDto.exact.parse(await response.json()).id).toBe(student.id);
    }
    for (const id of [randomUUID(), admin.id]) {
      const problem = await expectProblem(
        await call("GET", `/api/Students/${id}`, { token: admin.token }),
        404,
      );
      expect(problem.detail).toBe(`Student with ID: ${id} doesn't exist in the database `);
    }
  });

  it("PUT: overwrites every field (absent gender → 0, absent phone → null) and answers 204", async () => {
    const path = `/api/Students/${student.id}`;
    await expectSelfOrAdmin("PUT", path, otherStudent, { firstname: "A", lastname: "B" });
    const first = await call("PUT", path, {
      token: student.token,
      json: { firstname: "Mona", LastName: "Adel", gender: "1", phoneNumber: "0111" },
    });
    expect(first.status).toBe(204);
    const database = await testDb();
    expect((await database.select().from(users).where(eq(users.id, student.id)))[0]).toMatchObject({
      firstName: "Mona",
      lastName: "Adel",
      gender: 1,
      phoneNumber: "0111",
      email: student.email,
    });
    expect(
      (await call("PUT", path, { token: admin.token, json: { firstname: "Mona", lastname: "" } }))
        .status,
    ).toBe(204);
    expect((await database.select().from(users).where(eq(users.id, student.id)))[0]).toMatchObject({
      lastName: "",
      gender: 0,
      phoneNumber: null,
      email: student.email,
    });
  });

  it("PUT: refuses a different e-mail with 400 and writes nothing; the same address (any case) or none keeps the login e-mail", async () => {
    const path = `/api/Students/${student.id}`;
    const database = await testDb();
    const login = (email: string) =>
      call("POST", "/api/Authentication/login", { json: { email, password: student.password } });
    for (const email of [
      "New.Mail@gmail.com",
      otherStudent.email.toUpperCase(),
      admin.email,
      "not-an-email",
    ]) {
      for (const caller of [student, admin]) {
        const refusal = await expectProblem(
          await call("PUT", path, {
            token: caller.token,
            json: { firstname: "Changed", lastname: "B", email },
          }),
          400,
        );
        expect(refusal.detail).toContain("/api/Students/{studentId}/EmailChange");
      }
    }
    expect((await database.select().from(users).where(eq(users.id, student.id)))[0]).toMatchObject({
      email: student.email,
    });
    expect(
      (await database.select().from(users).where(eq(users.id, student.id)))[0]?.firstName,
    ).not.toBe("Changed");
    expect((await login("new.mail@gmail.com")).status).toBe(401);
    expect((await login(student.email)).status).toBe(200);
    // What a legacy client sends back unchanged is accepted (the address as stored, in any case).
    expect(
      (
        await call("PUT", path, {
          token: student.token,
          json: { firstname: "A", lastname: "B", email: student.email.toUpperCase() },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call("PUT", path, {
          token: student.token,
          json: { firstname: "A", lastname: "B", email: null },
        })
      ).status,
    ).toBe(204);
    expect((await database.select().from(users).where(eq(users.id, student.id)))[0]).toMatchObject({
      firstName: "A",
      email: student.email,
    });
  });

  it("PUT: keeps a certificate name in any script with spaces (2–80), keeps it when absent, clears it with null; 400 otherwise", async () => {
    const path = `/api/Students/${student.id}`;
    const read = async () =>
      studentDto.exact.parse(await (await call("GET", path, { token: student.token })).json());
    expect((await read()).certificateName).toBeNull();
    const put = (certificateName?: unknown) =>
      call("PUT", path, {
        token: student.token,
        json: { firstname: "Abdelrahman", lastname: "Hassan", certificateName },
      });
    expect((await put("  عبد   الرحمن Hassan ")).status).toBe(204);
    expect((await read()).certificateName).toBe("عبد الرحمن Hassan");
    // A legacy client's update (no certificateName) leaves it alone.
    expect((await put()).status).toBe(204);
    expect((await read()).certificateName).toBe("عبد الرحمن Hassan");
    for (const refused of ["A", "x".repeat(81), "Mona <b>", "Mona 2", "---"]) {
      const problem = (await expectProblem(await put(refused), 400)) as {
        errors?: Record<string, string[]>;
      };
      expect(problem.errors?.certificateName?.[0]).toMatch(/^The name on the certificate/);
    }
    expect((await read()).certificateName).toBe("عبد الرحمن Hassan");
    expect((await put("O'Neil Abdel-Aziz Jr.")).status).toBe(204);
    expect((await read()).certificateName).toBe("O'Neil Abdel-Aziz Jr.");
    expect((await put(null)).status).toBe(204);
    expect((await read()).certificateName).toBeNull();
  });

  it("PUT: 400 for missing names, wrong types, malformed JSON; 404 for an unknown student", async () => {
    const path = `/api/Students/${student.id}`;
    await expectProblem(
      await call("PUT", path, { token: student.token, json: { lastname: "B" } }),
      400,
    );
    await expectProblem(
      await call("PUT", path, { token: student.token, json: { firstname: null, lastname: "B" } }),
      400,
    );
    await expectProblem(
      await call("PUT", path, {
        token: student.token,
        json: { firstname: "A", lastname: "B", gender: "female" },
      }),
      400,
    );
    await expectProblem(await callWithJsonText("PUT", path, "{", student.token), 400);
    await expectProblem(
      await call("PUT", `/api/Students/${randomUUID()}`, {
        token: admin.token,
        json: { firstname: "A", lastname: "B" },
      }),
      404,
    );
  });

  it("DELETE: self or admin; 204, then 404; the student's enrolments go too", async () => {
    const catalogue = await createCatalogue();
    await enrol(student.id, catalogue.course.id, null);
    await expectSelfOrAdmin("DELETE", `/api/Students/${student.id}`, otherStudent);
    const own = { token: student.token, json: { password: student.password } };
    expect((await call("DELETE", `/api/Students/${student.id}`, own)).status).toBe(204);
    await expectProblem(
      await call("GET", `/api/Students/${student.id}`, { token: admin.token }),
      404,
    );
    expect(await (await testDb()).select().from(enrollments)).toEqual([]);
    expect(
      (await call("DELETE", `/api/Students/${otherStudent.id}`, { token: admin.token })).status,
    ).toBe(204);
    await expectProblem(
      await call("DELETE", `/api/Students/${randomUUID()}`, { token: admin.token }),
      404,
    );
    await expectProblem(
      await call("DELETE", `/api/Students/${admin.id}`, { token: admin.token }),
      404,
    );
  });
});

describe("DELETE /api/Students/{studentId}: a student's own deletion needs the password", () => {
  it("refuses the session alone (400, errors.password) and a wrong password, and deletes with the right one", async () => {
    const path = `/api/Students/${student.id}`;
    await expectProblem(
      await call("DELETE", path, { token: student.token }),
      400,
      "The Password field is required.",
    );
    await expectProblem(
      await call("DELETE", path, { token: student.token, json: {} }),
      400,
      "The Password field is required.",
    );
    const wrong = await call("DELETE", path, {
      token: student.token,
      json: { password: "not-the-password" },
    });
    expect(await json(wrong)).toMatchObject({
      status: 400,
      detail: "The password is wrong.",
      errors: { password: ["The password is wrong."] },
    });
    expect((await call("GET", path, { token: student.token })).status).toBe(200);
    expect(
      (await call("DELETE", path, { token: student.token, json: { password: student.password } }))
        .status,
    ).toBe(204);
    await expectProblem(await call("GET", path, { token: admin.token }), 404);
  });

  it("an admin deletes a student without a password; the probe says the extension is there", async () => {
    expect(
      (await call("DELETE", `/api/Students/${student.id}`, { token: admin.token })).status,
    ).toBe(204);
    expect(await json(await call("GET", "/api/AccountDeletion/version"))).toEqual({ version: 1 });
  });

  it("counts wrong passwords with the account's logins: over the limit even the right one is refused (429)", async () => {
    const app = await appWith({ THROTTLE_LOGIN_FAILURES: "2" });
    const path = `/api/Students/${student.id}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(
        (await callApp(app, "DELETE", path, { token: student.token, json: { password: "wrong" } }))
          .status,
      ).toBe(400);
    }
    expect(
      (
        await callApp(app, "DELETE", path, {
          token: student.token,
          json: { password: student.password },
        })
      ).status,
    ).toBe(429);
  });
});

describe("GET /api/Students/CheckEnrollment/{courseId}/{studentId}", () => {
  it("answers { isEnrolled } to the student or an admin; false for an online course", async () => {
    const { course, online, threeMonths } = await createCatalogue();
    const path = `/api/Students/CheckEnrollment/${course.id}/${student.id}`;
    await expectSelfOrAdmin("GET", path, otherStudent);
    const check = async (url: string, token: string) => {
      const response = await call("GET", url, { token });
      expect(response.status).toBe(200);
      return z
        .object({ isEnrolled: z.boolean() })
        .strict()
        .parse(await response.json()).isEnrolled;
    };
    expect(await check(path, student.token)).toBe(false);
    await enrol(student.id, course.id, threeMonths.id);
    expect(await check(path, student.token)).toBe(true);
    expect(
      await check(path.toUpperCase().replace(student.id.toUpperCase(), student.id), admin.token),
    ).toBe(true);
    expect(
      await check(`/api/Students/CheckEnrollment/${online.id}/${student.id}`, student.token),
    ).toBe(false);
  });

  it("answers 400 for an unknown course, an unknown student or an admin id, and a malformed course id", async () => {
    const { course } = await createCatalogue();
    for (const path of [
      `/api/Students/CheckEnrollment/${randomUUID()}/${student.id}`,
      `/api/Students/CheckEnrollment/${course.id}/${randomUUID()}`,
      `/api/Students/CheckEnrollment/${course.id}/${admin.id}`,
    ]) {
      const problem = await expectProblem(await call("GET", path, { token: admin.token }), 400);
      expect(problem.detail).toBe("Student's ID (OR) Course's ID doesn't exist in the database");
    }
    await expectProblem(
      await call("GET", `/api/Students/CheckEnrollment/not-a-guid/${student.id}`, {
        token: student.token,
      }),
      400,
    );
  });
});

describe("GET /api/Students/Enrollements/{studentId} and Products/{studentId}", () => {
  it("Enrollements: EnrollmentDto[] with the student, the full course (packages, sections, imageUrl) and the package", async () => {
    const { course, other, threeMonths, sixMonths, imageFileId } = await createCatalogue();
    await enrol(student.id, course.id, threeMonths.id, "2024-05-01T10:30:00");
    await enrol(student.id, other.id, null, "2024-06-01T00:00:00");
    await enrol(otherStudent.id, course.id, sixMonths.id);
    const path = `/api/Students/Enrollements/${student.id}`;
    // Student A may not read student B's enrolments.
    await expectSelfOrAdmin("GET", path, otherStudent);
    for (const token of [student.token, admin.token]) {
      const response = await call("GET", path, { token });
      expect(response.status).toBe(200);
      const list = z.array(enrollmentDto.exact).parse(await response.json());
      expect(list).toHaveLength(2);
      const [withPackage, withoutPackage] = list;
      expect(withPackage).toMatchObject({
        studentId: student.id,
        courseId: course.id,
        packageId: threeMonths.id,
        startDate: "2024-05-01T10:30:00",
        package: {
          id: threeMonths.id,
          name: "3 months",
          durationByMonthes: 3,
          price: 1500,
          courseId: course.id,
        },
        student: { id: student.id, email: student.email },
      });
      expect(withPackage?.course).toMatchObject({
        id: course.id,
        name: "Steel Design",
        price: 0,
        discount: 10,
        hasDiscount: true,
        imageUrl: imageFileId,
      });
      expect(withPackage?.course?.packages.map((p) => p.id).sort()).toEqual(
        [threeMonths.id, sixMonths.id].sort(),
      );
      expect(withPackage?.course?.sections.map((s) => s.name)).toEqual(["Introduction"]);
      expect(withoutPackage).toMatchObject({ courseId: other.id, packageId: null, package: null });
      expect(withoutPackage?.course?.imageUrl).toBe("NotFound");
    }
  });

  it("Enrollements: [] for a student without enrolments, 404 'studentId not Found' for unknown or admin ids", async () => {
    const response = await call("GET", `/api/Students/Enrollements/${student.id}`, {
      token: student.token,
    });
    expect(await response.json()).toEqual([]);
    for (const id of [randomUUID(), admin.id]) {
      const problem = await expectProblem(
        await call("GET", `/api/Students/Enrollements/${id}`, { token: admin.token }),
        404,
      );
      expect(problem.detail).toBe("studentId not Found");
    }
  });

  it("Products: the student's assigned products as DocumentVM[] with imageBytes and fileBytes null", async () => {
    const database = await testDb();
    const imageFileId = await storeFile(database, { data: samples.png, contentType: "image/png" });
    const [mine, theirs] = await insertRows(products, [
      { title: "Beam tables", description: "Excel", price: 25, typeOfFile: 1, imageFileId },
      { title: "Other", price: 10 },
    ]);
    await database.insert(productStudents).values([
      { productId: mine!.id, studentId: student.id },
      { productId: theirs!.id, studentId: otherStudent.id },
    ]);
    const path = `/api/Students/Products/${student.id}`;
    await expectSelfOrAdmin("GET", path, otherStudent);
    for (const token of [student.token, admin.token]) {
      const response = await call("GET", path, { token });
      expect(response.status).toBe(200);
      expect(z.array(documentVm.exact).parse(await response.json())).toEqual([
        {
          id: mine!.id,
          title: "Beam tables",
          fileBytes: null,
          description: "Excel",
          price: 25,
          imageBytes: samples.png.toString("base64"),
          hasFile: false,
          fileType: null,
          fileSize: null,
        },
      ]);
    }
    const problem = await expectProblem(
      await call("GET", `/api/Students/Products/${randomUUID()}`, { token: admin.token }),
      404,
    );
    expect(problem.detail).toBe("studentId not Found");
  });
});

describe("POST /api/Students/Enrollment", () => {
  let catalogue: Catalogue;
  beforeEach(async () => {
    catalogue = await createCatalogue();
  });

  const enrollment = (overrides: Record<string, unknown> = {}) => ({
    studentId: student.id,
    courseId: catalogue.course.id,
    packageId: catalogue.threeMonths.id,
    startDate: "2024-05-01T00:00:00Z",
    ...overrides,
  });

  it("is admin-only (a student cannot enrol even themself)", async () => {
    await expectAdminOnly("POST", "/api/Students/Enrollment", student, { json: enrollment() });
  });

  it("enrols (204), stores the start date as sent and increments the course counter", async () => {
    const response = await call("POST", "/api/Students/Enrollment", {
      token: admin.token,
      json: enrollment(),
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const database = await testDb();
    const [row] = await database
      .select()
      .from(enrollments)
      .where(eq(enrollments.studentId, student.id));
    expect(row).toMatchObject({
      courseId: catalogue.course.id,
      packageId: catalogue.threeMonths.id,
    });
    expect(
      (await database.select().from(courses).where(eq(courses.id, catalogue.course.id)))[0]
        ?.enrollments,
    ).toBe(1);
    const [dto] = await enrollmentsOf(student.id, student.token);
    expect(dto?.startDate).toBe("2024-05-01T00:00:00");

    // Without a package or a start date (value type default).
    expect(
      (
        await call("POST", "/api/Students/Enrollment", {
          token: admin.token,
          json: { studentId: otherStudent.id, courseId: catalogue.course.id },
        })
      ).status,
    ).toBe(204);
    const [other] = await enrollmentsOf(otherStudent.id, admin.token);
    expect(other).toMatchObject({
      packageId: null,
      package: null,
      startDate: "0001-01-01T00:00:00",
    });
  });

  it("answers 400 for a duplicate, leaving the counter alone", async () => {
    expect(
      (await call("POST", "/api/Students/Enrollment", { token: admin.token, json: enrollment() }))
        .status,
    ).toBe(204);
    const problem = await expectProblem(
      await call("POST", "/api/Students/Enrollment", {
        token: admin.token,
        json: enrollment({ packageId: catalogue.sixMonths.id }),
      }),
      400,
    );
    expect(problem.detail).toBe("Student is already enrolled in the course");
    expect(
      (await (await testDb()).select().from(courses).where(eq(courses.id, catalogue.course.id)))[0]
        ?.enrollments,
    ).toBe(1);
  });

  it("answers 400 (not 500) for unknown students/courses, admin ids, a package for an online course and foreign or unknown packages", async () => {
    const unknown = "Student's ID (OR) Course's ID doesn't exist in the database";
    for (const json of [
      enrollment({ studentId: randomUUID() }),
      enrollment({ studentId: admin.id }),
      enrollment({ courseId: randomUUID() }),
      enrollment({ courseId: undefined }),
    ]) {
      expect(
        (
          await expectProblem(
            await call("POST", "/api/Students/Enrollment", { token: admin.token, json }),
            400,
          )
        ).detail,
      ).toBe(unknown);
    }
    for (const json of [
      enrollment({ courseId: catalogue.online.id, packageId: catalogue.threeMonths.id }),
      enrollment({ packageId: catalogue.otherPackage.id }),
      enrollment({ packageId: randomUUID() }),
    ]) {
      await expectProblem(
        await call("POST", "/api/Students/Enrollment", { token: admin.token, json }),
        400,
      );
    }
    expect(await (await testDb()).select().from(enrollments)).toEqual([]);
  });

  it("answers 400 for a missing studentId, malformed ids and dates, malformed JSON", async () => {
    for (const json of [
      enrollment({ studentId: undefined }),
      enrollment({ courseId: "nope" }),
      enrollment({ packageId: 5 }),
      enrollment({ startDate: "yesterday" }),
    ]) {
      await expectProblem(
        await call("POST", "/api/Students/Enrollment", { token: admin.token, json }),
        400,
      );
    }
    await expectProblem(
      await callWithJsonText("POST", "/api/Students/Enrollment", "{", admin.token),
      400,
    );
  });
});

describe("enrolment management (admin)", () => {
  let catalogue: Catalogue;
  let enrollmentId: string;
  beforeEach(async () => {
    catalogue = await createCatalogue();
    enrollmentId = (await enrol(student.id, catalogue.course.id, catalogue.threeMonths.id)).id;
  });

  it("GetEnrollmentById: admin-only; 200 EnrollmentDto; 404 unknown; 400 malformed id", async () => {
    const path = `/api/Students/Enrollment/GetEnrollmentById/${enrollmentId}`;
    await expectAdminOnly("GET", path, student);
    const response = await call("GET", path, { token: admin.token });
    expect(response.status).toBe(200);
    expect(enrollmentDto.exact.parse(await response.json())).toMatchObject({
      id: enrollmentId,
      studentId: student.id,
      packageId: catalogue.threeMonths.id,
    });
    await expectProblem(
      await call("GET", `/api/Students/Enrollment/GetEnrollmentById/${randomUUID()}`, {
        token: admin.token,
      }),
      404,
    );
    await expectProblem(
      await call("GET", "/api/Students/Enrollment/GetEnrollmentById/12", { token: admin.token }),
      400,
    );
  });

  it("GetEnrollmentesByCourseId: admin-only; the course's enrolments; [] for an unknown course", async () => {
    await enrol(otherStudent.id, catalogue.course.id, null);
    await enrol(otherStudent.id, catalogue.other.id, null);
    const path = `/api/Students/Enrollment/GetEnrollmentesByCourseId/${catalogue.course.id}`;
    await expectAdminOnly("GET", path, student);
    const list = z
      .array(enrollmentDto.exact)
      .parse(await (await call("GET", path, { token: admin.token })).json());
    expect(list.map((e) => e.studentId).sort()).toEqual([student.id, otherStudent.id].sort());
    expect(
      list.every(
        (e) => e.courseId === catalogue.course.id && e.student !== null && e.course !== null,
      ),
    ).toBe(true);
    expect(
      await (
        await call("GET", `/api/Students/Enrollment/GetEnrollmentesByCourseId/${randomUUID()}`, {
          token: admin.token,
        })
      ).json(),
    ).toEqual([]);
    await expectProblem(
      await call("GET", "/api/Students/Enrollment/GetEnrollmentesByCourseId/xyz", {
        token: admin.token,
      }),
      400,
    );
  });

  it("UpdateEnrollment: admin-only; 204 with an echoed EnrollmentDto or null nested objects", async () => {
    const path = "/api/Students/Enrollment/UpdateEnrollment";
    await expectAdminOnly("PUT", path, student, {
      json: { id: enrollmentId, studentId: student.id },
    });
    const echoed = enrollmentDto.exact.parse(
      await (
        await call("GET", `/api/Students/Enrollment/GetEnrollmentById/${enrollmentId}`, {
          token: admin.token,
        })
      ).json(),
    );
    const response = await call("PUT", path, {
      token: admin.token,
      json: { ...echoed, packageId: catalogue.sixMonths.id, startDate: "2024-09-01T00:00:00" },
    });
    expect(response.status).toBe(204);
    const [row] = await (
      await testDb()
    )
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, enrollmentId));
    expect(row).toMatchObject({ packageId: catalogue.sixMonths.id });
    expect(row?.startDate.replace(" ", "T").slice(0, 19)).toBe("2024-09-01T00:00:00");

    const withNulls = {
      id: enrollmentId,
      studentId: student.id,
      student: null,
      courseId: catalogue.other.id,
      course: null,
      packageId: null,
      package: null,
      startDate: "2024-10-01",
    };
    expect((await call("PUT", path, { token: admin.token, json: withNulls })).status).toBe(204);
    const [moved] = await (
      await testDb()
    )
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, enrollmentId));
    expect(moved).toMatchObject({ courseId: catalogue.other.id, packageId: null });
  });

  it("UpdateEnrollment: 404 unknown id, 400 bad targets or body, 409 for a pair already enrolled", async () => {
    const path = "/api/Students/Enrollment/UpdateEnrollment";
    const body = (overrides: Record<string, unknown> = {}) => ({
      id: enrollmentId,
      studentId: student.id,
      courseId: catalogue.course.id,
      packageId: null,
      ...overrides,
    });
    for (const [overrides, status] of [
      [{ id: randomUUID() }, 404],
      [{ id: undefined }, 404],
      [{ packageId: catalogue.otherPackage.id }, 400],
      [{ studentId: admin.id }, 400],
      [{ courseId: catalogue.online.id }, 400],
      [{ studentId: undefined }, 400],
      [{ id: "nope" }, 400],
    ] as const) {
      await expectProblem(
        await call("PUT", path, { token: admin.token, json: body(overrides) }),
        status,
      );
    }
    await enrol(otherStudent.id, catalogue.course.id, null);
    await expectProblem(
      await call("PUT", path, { token: admin.token, json: body({ studentId: otherStudent.id }) }),
      409,
    );
  });

  it("DeleteEnrollment: admin-only; 204 also for unknown ids; the counter is not decremented", async () => {
    const database = await testDb();
    await database
      .update(courses)
      .set({ enrollments: 1 })
      .where(eq(courses.id, catalogue.course.id));
    const path = `/api/Students/Enrollment/DeleteEnrollment/${enrollmentId}`;
    await expectAdminOnly("DELETE", path, student);
    expect((await call("DELETE", path, { token: admin.token })).status).toBe(204);
    expect(await database.select().from(enrollments)).toEqual([]);
    expect((await call("DELETE", path, { token: admin.token })).status).toBe(204);
    expect(
      (await database.select().from(courses).where(eq(courses.id, catalogue.course.id)))[0]
        ?.enrollments,
    ).toBe(1);
    await expectProblem(
      await call("DELETE", "/api/Students/Enrollment/DeleteEnrollment/oops", {
        token: admin.token,
      }),
      400,
    );
  });
});

describe("product assignments (admin)", () => {
  let productId: number;
  beforeEach(async () => {
    const database = await testDb();
    const product = await insertRow(products, { title: "Slab design sheet", price: 15 });
    productId = product.id;
    await database
      .update(users)
      .set({ firstName: "Mona", lastName: "Adel" })
      .where(eq(users.id, student.id));
    await database.insert(productStudents).values([
      { productId, studentId: student.id },
      { productId, studentId: otherStudent.id },
    ]);
  });

  it("GetAssignedProducts: admin-only; [{ productId, studentId, studentName }]; [] unknown; 400 malformed id", async () => {
    const path = `/api/Students/GetAssignedProducts/${productId}`;
    await expectAdminOnly("GET", path, student);
    const list = z
      .array(assignedProductVm.exact)
      .parse(await (await call("GET", path, { token: admin.token })).json());
    expect(list).toHaveLength(2);
    expect(list).toContainEqual({ productId, studentId: student.id, studentName: "Mona Adel" });
    expect(
      await (
        await call("GET", "/api/Students/GetAssignedProducts/9999", { token: admin.token })
      ).json(),
    ).toEqual([]);
    await expectProblem(
      await call("GET", "/api/Students/GetAssignedProducts/abc", { token: admin.token }),
      400,
    );
  });

  it("DeleteAssignProduct: admin-only; 204 removes exactly that assignment; 204 when nothing matches", async () => {
    const path = `/api/Students/DeleteAssignProduct?productId=${productId}&studentId=${student.id}`;
    await expectAdminOnly("DELETE", path, student);
    expect((await call("DELETE", path, { token: admin.token })).status).toBe(204);
    const remaining = await (await testDb()).select().from(productStudents);
    expect(remaining).toEqual([{ productId, studentId: otherStudent.id }]);
    expect((await call("DELETE", path, { token: admin.token })).status).toBe(204);
    expect(
      (
        await call("DELETE", `/api/Students/DeleteAssignProduct?studentId=${otherStudent.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(204);
    expect(await (await testDb()).select().from(productStudents)).toHaveLength(1);
  });

  it("DeleteAssignProduct: the student id is a parameter, never SQL (the legacy injection)", async () => {
    const injection = encodeURIComponent(`x' OR '1'='1`);
    expect(
      (
        await call(
          "DELETE",
          `/api/Students/DeleteAssignProduct?productId=${productId}&StudentId=${injection}`,
          { token: admin.token },
        )
      ).status,
    ).toBe(204);
    expect(await (await testDb()).select().from(productStudents)).toHaveLength(2);
    await expectProblem(
      await call("DELETE", `/api/Students/DeleteAssignProduct?productId=${productId}`, {
        token: admin.token,
      }),
      400,
    );
    await expectProblem(
      await call(
        "DELETE",
        `/api/Students/DeleteAssignProduct?productId=abc&studentId=${student.id}`,
        { token: admin.token },
      ),
      400,
    );
  });
});

describe("a student created by signup is a student everywhere here", () => {
  it("shows up in the list and can read their own profile with their login token", async () => {
    const signup = await call("POST", "/api/Authentication", {
      json: {
        firstname: "Omar",
        lastname: "Ali",
        userName: "omar.ali",
        password: "Password1234",
        email: "omar@gmail.com",
        gender: 0,
      },
    });
    const { userId } = z.object({ userId: z.string() }).parse(await signup.json());
    const { token } = z.object({ token: z.string() }).parse(
      await (
        await call("POST", "/api/Authentication/login", {
          json: { email: "omar@gmail.com", password: "Password1234" },
        })
      ).json(),
    );
    const me = studentDto.exact.parse(
      await (await call("GET", `/api/Students/${userId}`, { token })).json(),
    );
    expect(me).toEqual({
      id: userId,
      firstName: "Omar",
      lastName: "Ali",
      userName: "omar.ali",
      email: "omar@gmail.com",
      phoneNumber: null,
      gender: 0,
      certificateName: null,
      // A signup's address is unconfirmed until its link is opened (extension "E-mail confirmation").
      emailConfirmed: false,
      // Extension "Language": a signup that names none reads English.
      language: "en",
    });
    const admin2 = await createUser("Admin");
    const list = z
      .array(studentDto.exact)
      .parse(
        await (await call("GET", "/api/Students?SearchTerm=OMAR", { token: admin2.token })).json(),
      );
    expect(list.map((s) => s.id)).toEqual([userId]);
  });
});
