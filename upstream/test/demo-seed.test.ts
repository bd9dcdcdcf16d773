import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { assessmentDto, assessmentStandingDto } from "@brightway/contract";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { verifyPassword } from "../src/auth/passwords";
import { loadConfig } from "../src/config";
import { courses, enrollments, liveSessions, users } from "../src/db/schema";
import { demoStudents } from "../src/seed/content";
import { type RunningUpstream, startUpstream } from "../src/server";

// Demo students with published passwords used to be seeded on ANY empty database, and the
// admin's first password stayed in `admin-password.txt`. The server's own startup path, on a
// fresh PGlite directory, with the settings of a production start (nothing about seeding); and a
// demo start, whose live course a newcomer can join within minutes of starting it.

const root = mkdtempSync(path.join(tmpdir(), "upstream-demo-seed-"));
const running: RunningUpstream[] = [];

afterAll(async () => {
  for (const upstream of running) await upstream.close().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

describe("a production start on an empty database", () => {
  it("creates no demo student and no catalogue; the admin's generated password is returned once and kept in no file", async () => {
    const dataDir = path.join(root, "production");
    const env = {
      NODE_ENV: "production",
      UPSTREAM_DATA_DIR: dataDir,
      UPSTREAM_PORT: "0",
      ADMIN_EMAIL: "owner@example.com",
    };
    const upstream = await startUpstream(loadConfig(env));
    running.push(upstream);

    const accounts = await upstream.database.db
      .select({ email: users.email, role: users.role, hash: users.passwordHash })
      .from(users);
    expect(accounts.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: "owner@example.com", role: "Admin" },
    ]);
    expect(upstream.demoSeeded).toBe(false);
    const courses = await (
      await fetch(`${upstream.url}/api/OnDemandCourses/GetAllOnDemandCourses`)
    ).json();
    expect(courses).toEqual([]);

    expect(upstream.admin.created).toBe(true);
    expect(await verifyPassword(upstream.admin.password!, accounts[0]!.hash)).toBe(true);
    expect(existsSync(path.join(dataDir, "admin-password.txt"))).toBe(false);
    const plainFiles = readdirSync(dataDir).filter(
      (name) => name !== "pglite" && name !== "outbox",
    );
    for (const name of plainFiles) expect(name).not.toMatch(/password/i);
  });

  it("seeds only when asked: UPSTREAM_SEED=demo (and the older `true`); `none` and `false` do not", () => {
    const base = { UPSTREAM_DATA_DIR: root };
    expect(loadConfig(base).UPSTREAM_SEED).toBe("none");
    expect(loadConfig({ ...base, UPSTREAM_SEED: "demo" }).UPSTREAM_SEED).toBe("demo");
    expect(loadConfig({ ...base, UPSTREAM_SEED: "true" }).UPSTREAM_SEED).toBe("demo");
    expect(loadConfig({ ...base, UPSTREAM_SEED: "none" }).UPSTREAM_SEED).toBe("none");
    expect(loadConfig({ ...base, UPSTREAM_SEED: "false" }).UPSTREAM_SEED).toBe("none");
    expect(() => loadConfig({ ...base, UPSTREAM_SEED: "yes" })).toThrow(
      /UPSTREAM_SEED must be demo or none/,
    );
  });
});

describe("a demo start (UPSTREAM_SEED=demo)", () => {
  it(
    "seeds the live course whose next session starts 10 minutes after the start, Mariam enrolled, and her passed ETABS final exam",
    { timeout: 120_000 },
    async () => {
      const env = {
        UPSTREAM_DATA_DIR: path.join(root, "demo"),
        UPSTREAM_PORT: "0",
        ADMIN_EMAIL: "owner@example.com",
        UPSTREAM_SEED: "demo",
        REMINDERS: "false",
      };
      const startedAt = Date.now();
      const upstream = await startUpstream(loadConfig(env));
      running.push(upstream);
      expect(upstream.demoSeeded).toBe(true);

      const db = upstream.database.db;
      const [live] = await db
        .select()
        .from(courses)
        .where(
          and(
            eq(courses.kind, "online"),
            eq(courses.name, "Seismic Design of RC Buildings to ECP 201"),
          ),
        );
      const starts = (
        await db
          .select({ startsAt: liveSessions.startsAt })
          .from(liveSessions)
          .where(eq(liveSessions.courseId, live!.id))
      ).map((row) => Date.parse(`${row.startsAt.replace(" ", "T")}Z`));
      const minute = 60_000;
      // 10 minutes after seeding, to the whole minute below; the seeding itself takes seconds.
      const next = starts.filter((start) => start > startedAt).sort((a, b) => a - b)[0]!;
      expect(next - startedAt).toBeGreaterThan(9 * minute - 1);
      expect(next - startedAt).toBeLessThanOrEqual(11 * minute);
      const [mariam] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demoStudents[0]!.email));
      const enrolled = await db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.courseId, live!.id), eq(enrollments.studentId, mariam!.id)));
      expect(enrolled).toHaveLength(1);

      // Assessments: Mariam passed the ETABS final on her second attempt and may take its quiz.
      const [etabs] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.name, "ETABS for High-Rise Buildings"));
      const listed = z
        .array(assessmentDto.exact)
        .parse(await (await fetch(`${upstream.url}/api/Assessments/Course/${etabs!.id}`)).json());
      expect(listed.map((row) => [row.kind, row.questionCount >= 4])).toEqual([
        ["quiz", true],
        ["final", true],
      ]);
      const login = await fetch(`${upstream.url}/api/Authentication/Login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email: demoStudents[0]!.email,
          password: demoStudents[0]!.password,
        }),
      });
      const { token } = (await login.json()) as { token: string };
      const standings = z.array(assessmentStandingDto.exact).parse(
        await (
          await fetch(`${upstream.url}/api/Assessments/Course/${etabs!.id}/Mine`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json(),
      );
      expect(standings.map((row) => [row.attemptsUsed, row.bestPercent, row.canStart])).toEqual([
        [0, null, true],
        [2, 91, false],
      ]);
      expect(standings[1]!.blockedReason).toBe("You have already passed.");
    },
  );
});
