import { and, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AppContext, AppDeps } from "./http/context";

/*
 * Extension "Publishing" (upstream/EXTENSIONS.md): courses of both kinds, products and
 * publications carry `published`; a draft (false) is seen by admins only. These helpers are the
 * one rule every read, file and order applies.
 */

/** Whether this upstream serves the publishing extension (`UPSTREAM_PUBLISHING`, default on). */
export function isPublishingOn(deps: Pick<AppDeps, "config">): boolean {
  return deps.config.UPSTREAM_PUBLISHING !== "false";
}

/**
 * Whether the request may see drafts: an admin's token, or any caller when the extension is off
 * (the legacy surface has no drafts). A bad or ended token reads as a visitor's.
 */
export function seesDrafts(c: AppContext, deps: Pick<AppDeps, "config">): boolean {
  return !isPublishingOn(deps) || c.get("caller")?.role === "Admin";
}

/**
 * The `published` value of an item created through the API: a draft (false) only when the
 * create body asks for one (`"published": false`) and the extension is on. A client that does
 * not know drafts (it sends no `published`) creates published items, as on the legacy API.
 */
export function createdPublished(
  deps: Pick<AppDeps, "config">,
  requested: boolean | undefined,
): boolean {
  return !isPublishingOn(deps) || requested !== false;
}

/** The optional `published` of a create body (zod fields to spread into its schema). */
export const createPublishedField = { published: z.boolean().optional() };

/**
 * `where` narrowed to published rows unless the request {@link seesDrafts}; `where` may be
 * undefined (no condition: every published row).
 */
export function visibleWhere(
  c: AppContext,
  deps: Pick<AppDeps, "config">,
  published: PgColumn,
  where: SQL | undefined,
): SQL | undefined {
  return seesDrafts(c, deps) ? where : and(where, eq(published, true));
}

/** Whether a row read by id may be shown to this request (a draft to admins only). */
export function isVisible(
  c: AppContext,
  deps: Pick<AppDeps, "config">,
  row: { published: boolean },
): boolean {
  return row.published || seesDrafts(c, deps);
}
