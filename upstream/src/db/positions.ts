import { and, eq, max, type AnyColumn } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { assertSameSet } from "../http/validate";
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

/**
 * Stores a new order of an ordered list (sections of a course, videos of a section, live sessions
 * of a course): `order` names the ids (`id` column) of the rows whose `owner` is `ownerId`, each
 * once, compared by `key`; row `order[i]` gets position `i`. Call inside the caller's transaction.
 * @throws HttpProblem 400 when `order` is not exactly the list's ids (`assertSameSet`).
 */
export async function storeOrder<Id extends string | number>(
  db: Executor,
  table: PgTable & { position: AnyColumn },
  columns: { id: PgColumn; owner: PgColumn },
  ownerId: string,
  order: Id[],
  key: (id: Id) => string,
): Promise<void> {
  const current = await db.select({ id: columns.id }).from(table).where(eq(columns.owner, ownerId));
  assertSameSet(
    order,
    current.map((row) => row.id as Id),
    key,
  );
  for (const [position, id] of order.entries()) {
    await db
      .update(table)
      // Each ordered table names its order column `position` (the constraint on `table` above).
      .set({ position } as PgUpdateSetSource<typeof table>)
      .where(and(eq(columns.id, id), eq(columns.owner, ownerId)));
  }
}
