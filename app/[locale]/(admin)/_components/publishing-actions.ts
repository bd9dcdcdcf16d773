"use server";

import * as z from "@/lib/zod";
import { ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import {
  setPublished,
  tagsTouchedByPublishing,
  type PublishableItem,
} from "@/lib/upstream/publishing";
import { guidSchema, positiveIntIdSchema } from "@/lib/validation/student";

/*
 * Publish and Unpublish, once for the four manage lists (both course kinds, products,
 * publications) and the preview banner of a draft's page. Security boundary: `adminAction`
 * re-checks the Admin role on every call; the kind and id come from the browser and are checked
 * (a Guid for a course, a positive integer for a document) before anything reaches the upstream.
 */

/** `{ kind, id }` of a publishable item, the id's form by its kind. */
function itemSchema(failureMessage: string) {
  return z.discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.enum(["on-demand", "online"]), id: guidSchema(failureMessage) }),
      z.object({
        kind: z.enum(["product", "publication"]),
        id: positiveIntIdSchema(failureMessage),
      }),
    ],
    { message: failureMessage },
  ) as z.ZodType<PublishableItem>;
}

function buildSetPublishedAction(published: boolean) {
  const failureMessage = published
    ? messages.publishing.publishFailed
    : messages.publishing.unpublishFailed;
  return adminAction(
    itemSchema(failureMessage),
    async (item, { session }) => {
      await setPublished(item, published, session.token);
      return ok(
        undefined,
        published ? messages.publishing.published : messages.publishing.unpublished,
      );
    },
    { failureMessage, expire: (item) => tagsTouchedByPublishing(item) },
  );
}

/**
 * Publishes a draft (`{ kind, id }`): visitors see it, lists hold it, it can be bought. Admin
 * only. Calls PUT /api/Publishing/{kind}/{id}; expires the item's and its list's tags (the
 * sitemap reads those lists). 'Published: visitors can see it now.' / 'Failed to publish'.
 */
export const publishAction = buildSetPublishedAction(true);

/**
 * Takes a published item back to a draft (`{ kind, id }`), seen by admins only. Admin only
 * (the page confirms first). Calls PUT /api/Publishing/{kind}/{id}; expires the same tags.
 * 'Unpublished: only admins can see it now.' / 'Failed to unpublish'.
 */
export const unpublishAction = buildSetPublishedAction(false);
