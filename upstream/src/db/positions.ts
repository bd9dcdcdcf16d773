import { eq, max, type AnyColumn } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client";

/**
 * The position after the last row of an ordered list (sections of a course, videos of a section,
 * live sessions of a course): new rows go last. `position` is the table's 0-based order column,
 * `owner` the column naming the list, `ownerId` its value.
 * @returns 0 for an empty list, else the greatest position + 1.
 */
export async function nextPosition(
  db: Executor,
  table: PgTable,
  position: AnyColumn,
  owner: AnyColumn,
  ownerId: string,
): Promise<number> {
  const [row] = await db
    .select({ last: max(position) })
    .from(table)
    .where(eq(owner, ownerId));
  const last = row?.last;
  return last == null ? 0 : Number(last) + 1;
}
