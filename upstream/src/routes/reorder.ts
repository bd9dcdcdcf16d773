import type { AnyColumn } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database, Executor } from "../db/client";
import { storeOrder } from "../db/positions";
import type { AppContext } from "../http/context";
import { requireAdmin } from "../http/guards";
import { guidSchema, pathParam, readJson } from "../http/validate";
import { type CourseKind, requireCourse } from "./course-common";

/** What differs between the reorder endpoints: the list's owner, its rows and how ids compare. */
interface OrderedList<Id extends string | number> {
  /** The path parameter that names the owner (a GUID), e.g. `courseId`. */
  param: string;
  /** The body: every id of the list, in the new order (its own id type and length cap). */
  body: z.ZodType<Id[]>;
  /** Checks that the owner exists and is of the right kind; throws its own 404 otherwise. */
  requireOwner: (tx: Executor, ownerId: string) => Promise<unknown>;
  table: PgTable & { position: AnyColumn };
  columns: { id: PgColumn; owner: PgColumn };
  /** How two ids are the same (GUIDs case-insensitively, numbers as text). */
  key: (id: Id) => string;
}

/**
 * The handler of an ordering-extension endpoint (`PUT …/Reorder/{owner}`, upstream/EXTENSIONS.md):
 * admin only (401/403); 400 for a bad owner id or a body that is not exactly the list's ids;
 * the owner's own 404; else stores the order in one transaction and answers 204.
 */
export function reorderHandler<Id extends string | number>(db: Database, list: OrderedList<Id>) {
  return async (c: AppContext) => {
    requireAdmin(c);
    const ownerId = pathParam(c, list.param, guidSchema);
    const order = await readJson(c, list.body);
    await db.transaction(async (tx) => {
      await list.requireOwner(tx, ownerId);
      await storeOrder(tx, list.table, list.columns, ownerId, order, list.key);
    });
    return c.body(null, 204);
  };
}

/**
 * A course's own ordered list (the sections of an on-demand course, the live sessions of an online
 * one): owned through `courseId`, ids are GUIDs compared case-insensitively, and a course that is
 * absent or of another `kind` is a 404.
 */
export function courseList(
  kind: CourseKind,
  table: PgTable & { id: PgColumn; courseId: PgColumn; position: AnyColumn },
  body: z.ZodType<string[]>,
): OrderedList<string> {
  return {
    param: "courseId",
    body,
    requireOwner: (tx, courseId) => requireCourse(tx, courseId, kind),
    table,
    columns: { id: table.id, owner: table.courseId },
    key: (id) => id.toLowerCase(),
  };
}
