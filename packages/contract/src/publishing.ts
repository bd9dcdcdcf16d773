import { z } from "zod";
import { array, object, type Exact } from "./shape";

/*
 * Publishing (extension; upstream/EXTENSIONS.md "Publishing"): courses of both kinds, products and
 * publications are drafts, seen by admins only, until the owner publishes them. The legacy API
 * has no drafts: everything is published there.
 */

/** What can be a draft, as `PUT /api/Publishing/{kind}/{id}` names it. */
export const publishingKind = z.enum(["onDemandCourse", "onlineCourse", "product", "publication"]);

/**
 * The id of a publishable item: a course's Guid (text, lowercase) or a product's or publication's
 * positive integer id.
 */
const publishableId = z.union([z.string(), z.number().int().positive()]);

/** Body of `PUT /api/Publishing/{kind}/{id}`: publish (`true`) or take back to a draft (`false`). */
export const publishingInput = z.object({
  published: z.boolean({ message: "The published field must be true or false." }),
});

/** Answer of `PUT /api/Publishing/{kind}/{id}`: the item's state after the change. */
export const publishingStateDto = object({
  kind: publishingKind,
  id: publishableId,
  published: z.boolean(),
});

/** One draft of `GET /api/Publishing/Drafts` (admin): what it is and its title (a course's name). */
export const draftDto = object({
  kind: publishingKind,
  id: publishableId,
  title: z.string(),
});

/** `GET /api/Publishing/Drafts`: every draft, courses first (oldest first), then products, then publications. */
export const draftsDto = array(draftDto);

/** A kind of publishable item. */
export type PublishingKind = z.infer<typeof publishingKind>;
/** What the reference upstream writes after a publish or unpublish. */
export type PublishingStateDto = Exact<typeof publishingStateDto>;
/** What the reference upstream writes for one draft. */
export type DraftDto = Exact<typeof draftDto>;
