import "server-only";
import type { CourseKind } from "@/lib/course-kinds";
import { upstreamFetch } from "@/lib/upstream/client";
import { tagsTouchedByCourse } from "@/lib/upstream/courses";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { DocumentKind } from "@/lib/upstream/types";
import { draftsSchema, publishingStateSchema, type PublishingKind } from "@/lib/upstream/wire";

/*
 * The publishing extension of the reference upstream (`upstream/EXTENSIONS.md` "Publishing"):
 * courses of both kinds, products and publications are drafts, seen by admins only, until the
 * owner publishes them. The legacy API has no drafts (everything is published):
 * `isPublishingSupported()` tells the admin pages whether to show Draft marks and Publish buttons.
 * The public catalogue reads stay anonymous and cached: the upstream leaves drafts out of them.
 */

/** What can be a draft, in the web's words: a course of either kind, a product or a publication. */
type PublishableKind = CourseKind | DocumentKind;

/** One publishable item: a course's Guid or a document's positive integer id. */
export type PublishableItem = { kind: CourseKind; id: string } | { kind: DocumentKind; id: number };

/** The wire's name of each kind. */
const wireKinds: Record<PublishableKind, PublishingKind> = {
  "on-demand": "onDemandCourse",
  online: "onlineCourse",
  product: "product",
  publication: "publication",
};

const webKinds = Object.fromEntries(
  Object.entries(wireKinds).map(([web, wire]) => [wire, web]),
) as Record<PublishingKind, PublishableKind>;

/** One draft as the admin lists show it: its kind, id (Guid text or int) and title. */
interface Draft {
  kind: PublishableKind;
  id: string | number;
  title: string;
}

/**
 * Whether the upstream has drafts: GET /api/Publishing/version answering `{ version ≥ 1 }`,
 * remembered 10 minutes. Public; never rejects for an upstream failure (that reads as absent:
 * no Draft marks, no Publish buttons, as on the legacy API).
 */
export const isPublishingSupported: () => Promise<boolean> =
  versionDetection("/api/Publishing/version");

/**
 * Every draft (courses, then products, then publications). Admin token; never cached. Calls
 * GET /api/Publishing/Drafts.
 * @returns the drafts; course ids are Guid text, document ids integers.
 * @throws UpstreamError on failure (401 the token refused, 403 not an admin).
 */
export async function listDrafts(token: string): Promise<Draft[]> {
  const drafts = await upstreamFetch({
    path: "/api/Publishing/Drafts",
    schema: draftsSchema,
    token,
  });
  return drafts.map((draft) => ({ kind: webKinds[draft.kind], id: draft.id, title: draft.title }));
}

/**
 * The ids of the drafts of one kind, lower-cased text (Guids in any case, integers as text), so
 * that a list's rows can be marked: `draftIds(drafts, "product").has(String(row.id))`.
 */
export function draftIds(drafts: readonly Draft[], kind: PublishableKind): Set<string> {
  return new Set(
    drafts.filter((draft) => draft.kind === kind).map((draft) => String(draft.id).toLowerCase()),
  );
}

/**
 * Publishes an item (`published` true) or takes it back to a draft (false). Admin token. Calls
 * PUT /api/Publishing/{kind}/{id} with `{ published }`.
 * @returns the item's state after the change.
 * @throws UpstreamError: 404 unknown item (or an id of the wrong form, before anything is sent),
 *   401/403, any other failure.
 */
export async function setPublished(
  item: PublishableItem,
  published: boolean,
  token: string,
): Promise<{ published: boolean }> {
  const state = await upstreamFetch({
    endpoint: "PUT /api/Publishing/{kind}/{id}",
    method: "PUT",
    path: `/api/Publishing/${wireKinds[item.kind]}/${item.id}`,
    ids: [[typeof item.id === "number" ? "int" : "guid", item.id]],
    body: { published },
    schema: publishingStateSchema,
    token,
  });
  return { published: state.published };
}

/**
 * The cache tags a publish or unpublish of `item` expires: the item's and its list's, as an
 * edit of it does (the sitemap is rendered from those same cached lists).
 */
export function tagsTouchedByPublishing(item: PublishableItem): string[] {
  switch (item.kind) {
    case "on-demand":
    case "online":
      return tagsTouchedByCourse(item.kind, item.id);
    case "product":
      return tagsTouchedBy.product(item.id);
    case "publication":
      return tagsTouchedBy.publication(item.id);
  }
}
