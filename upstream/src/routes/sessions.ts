import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import type { App, AppDeps } from "../http/context";
import { requireAdmin, requireCaller } from "../http/guards";
import { notFound } from "../http/problem";
import { guidSchema, pathParam, readJson } from "../http/validate";
import {
  endAllSessions,
  endSession,
  listActiveSessions,
  readSettings,
  writeSettings,
} from "../sessions";

const studentIdSchema = z.string().trim().min(1).max(100);

const settingsSchema = z.object({
  maxStudentDevices: z
    .number({ message: "maxStudentDevices must be a whole number from 0 to 100." })
    .int("maxStudentDevices must be a whole number from 0 to 100.")
    .min(0, "maxStudentDevices must be a whole number from 0 to 100.")
    .max(100, "maxStudentDevices must be a whole number from 0 to 100."),
});

/**
 * Registers the sessions extension (not in the legacy API; `upstream/EXTENSIONS.md`, "Sessions"):
 * logout, the caller's own sessions (list, end one, end all others), an admin's view of a
 * student's sessions (list, end one, end all) and the business settings (`maxStudentDevices`).
 * Every endpoint needs a live session: 401 (with `reason` when the session ended) otherwise.
 */
export function registerSessionRoutes(app: App, deps: AppDeps): void {
  const { db, config } = deps;

  /** Ends the caller's own session: 204. */
  app.post("/api/sessions/logout", async (c) => {
    const caller = requireCaller(c);
    if (caller.sessionId) await endSession(db, caller.id, caller.sessionId, "signed-out");
    return c.body(null, 204);
  });

  /** The caller's active sessions: 200 `SessionDto[]`, the current one first (`current: true`). */
  app.get("/api/sessions/mine", async (c) => {
    const caller = requireCaller(c);
    return c.json(await listActiveSessions(db, caller.id, config, caller.sessionId));
  });

  /** Ends every other session of the caller: 200 `{ ended }`. */
  app.post("/api/sessions/mine/endothers", async (c) => {
    const caller = requireCaller(c);
    return c.json({
      ended: await endAllSessions(db, caller.id, {
        except: caller.sessionId,
        reason: "signed-out",
      }),
    });
  });

  /** Ends one of the caller's sessions (the current one too): 204; 404 when not theirs or not active. */
  app.delete("/api/sessions/mine/:id", async (c) => {
    const caller = requireCaller(c);
    const id = pathParam(c, "id", guidSchema);
    if (!(await endSession(db, caller.id, id, "signed-out")))
      throw notFound("No active session of yours has this id.");
    return c.body(null, 204);
  });

  async function requireStudent(studentId: string): Promise<void> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, studentId), eq(users.role, "Student")))
      .limit(1);
    if (!row) throw notFound(`Student with ID: ${studentId} doesn't exist in the database`);
  }

  /** Admin: a student's active sessions, 200 `SessionDto[]` (`current` always false); 404 unknown student. */
  app.get("/api/sessions/students/:studentId", async (c) => {
    requireAdmin(c);
    const studentId = pathParam(c, "studentId", studentIdSchema);
    await requireStudent(studentId);
    return c.json(await listActiveSessions(db, studentId, config));
  });

  /** Admin: ends every session of a student, 200 `{ ended }`; 404 unknown student. */
  app.delete("/api/sessions/students/:studentId", async (c) => {
    requireAdmin(c);
    const studentId = pathParam(c, "studentId", studentIdSchema);
    await requireStudent(studentId);
    return c.json({ ended: await endAllSessions(db, studentId, { reason: "signed-out" }) });
  });

  /** Admin: ends one session of a student, 204; 404 unknown student or no such active session. */
  app.delete("/api/sessions/students/:studentId/:id", async (c) => {
    requireAdmin(c);
    const studentId = pathParam(c, "studentId", studentIdSchema);
    const id = pathParam(c, "id", guidSchema);
    await requireStudent(studentId);
    if (!(await endSession(db, studentId, id, "signed-out")))
      throw notFound("The student has no active session with this id.");
    return c.body(null, 204);
  });

  /** Admin: the business settings, 200 `{ maxStudentDevices }`. */
  app.get("/api/settings", async (c) => {
    requireAdmin(c);
    return c.json(await readSettings(db));
  });

  /** Admin: replaces the business settings, 200 with the stored settings; 400 out of range. */
  app.put("/api/settings", async (c) => {
    requireAdmin(c);
    const body = await readJson(c, settingsSchema);
    await writeSettings(db, body);
    return c.json(await readSettings(db));
  });
}
