import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { courses, enrollments, packages } from "../src/db/schema";
import { admin, student, freshCallersBeforeEach } from "./fixtures";
import { call, createUser, getTestContext, type TestUser } from "./helpers";

freshCallersBeforeEach();
let second: TestUser;
let steel: { id: string };

beforeEach(async () => {
  second = await createUser("Student", "nourhan");
  const { database } = await getTestContext();
  const [created] = await database.db
    .insert(courses)
    .values({ kind: "onDemand", name: "Steel Design", hours: "20" })
    .returning();
  steel = created!;
  await database.db.insert(packages).values([
    { courseId: steel!.id, name: "3 Months", durationByMonthes: 3, price: 1500 },
    { courseId: steel!.id, name: "6 Months", durationByMonthes: 6, price: 2500 },
  ]);
  await database.db.insert(courses).values({ kind: "online", name: "Live ETABS", hours: "10" });
});

const bulk = (rows: unknown[], dryRun: boolean, token = admin.token) =>
  call("POST", `/api/Enrollments/Bulk?dryRun=${dryRun}`, { token, json: { rows } });

async function enrollmentCount(): Promise<number> {
  const { database } = await getTestContext();
  return (await database.db.select().from(enrollments).where(eq(enrollments.courseId, steel.id)))
    .length;
}

describe("POST /api/Enrollments/Bulk (extension)", () => {
  it("refuses a visitor and a student", async () => {
    expect(
      (
        await bulk(
          [{ email: student.email, course: "Steel Design", package: "3 Months" }],
          true,
          "",
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await bulk(
          [{ email: student.email, course: "Steel Design", package: "3 Months" }],
          true,
          student.token,
        )
      ).status,
    ).toBe(403);
  });

  it("previews each row's error and writes nothing", async () => {
    const response = await bulk(
      [
        { email: student.email.toUpperCase(), course: "steel design", package: "3 months" },
        { email: "nobody@example.com", course: "Steel Design", package: "3 Months" },
        { email: second.email, course: "Live ETABS", package: "3 Months" },
        { email: second.email, course: "Steel Design", package: "12 Months" },
        { email: student.email, course: "Steel Design", package: "6 Months" },
        {
          email: "a@b.com?bcc=attacker%40evil.example",
          course: "Steel Design",
          package: "3 Months",
        },
      ],
      true,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      applied: boolean;
      rows: {
        row: number;
        error: string | null;
        courseName: string | null;
        packageName: string | null;
      }[];
    };
    expect(body.applied).toBe(false);
    expect(body.rows.map((row) => [row.row, row.error])).toEqual([
      [1, null],
      [2, "No student has this e-mail."],
      [3, "No on-demand course has this name."],
      [4, "This course has no package of this name."],
      [5, "The same student and course are on row 1 too."],
      [6, "The e-mail is not a valid address."],
    ]);
    expect(body.rows[0]).toMatchObject({ courseName: "Steel Design", packageName: "3 Months" });
    expect(await enrollmentCount()).toBe(0);
  });

  it("applies nothing when one row is bad (422), and everything when all are good", async () => {
    const good = { email: student.email, course: "Steel Design", package: "3 Months" };
    const bad = { email: second.email, course: "Steel Design", package: "1 Year" };
    const refused = await bulk([good, bad], false);
    expect(refused.status).toBe(422);
    expect(await enrollmentCount()).toBe(0);

    const applied = await bulk([good, { ...bad, package: "6 Months" }], false);
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as { applied: boolean }).applied).toBe(true);
    expect(await enrollmentCount()).toBe(2);
    const { database } = await getTestContext();
    const [course] = await database.db.select().from(courses).where(eq(courses.id, steel.id));
    expect(course!.enrollments).toBe(2);

    // Applying the same file again: both are enrolled already, nothing changes.
    const again = await bulk([good], false);
    expect(again.status).toBe(422);
    const rows = ((await again.json()) as { rows: { error: string }[] }).rows;
    expect(rows[0]!.error).toBe("The student is already enrolled in this course.");
    expect(await enrollmentCount()).toBe(2);
  });

  it("refuses an empty file and one over 1000 rows", async () => {
    expect((await bulk([], true)).status).toBe(400);
    const many = Array.from({ length: 1001 }, () => ({
      email: student.email,
      course: "Steel Design",
      package: "3 Months",
    }));
    expect((await bulk(many, true)).status).toBe(400);
  });
});
