import "server-only";
import { fail, type ActionResult } from "@/lib/actions/result";
import type { Session } from "@/lib/auth/session";
import { parseIntId } from "@/lib/ids";
import { messages } from "@/lib/messages";
import type { HandlerRoute, RouteHandler } from "@/lib/routes/route-handler";
import { getDocumentForAdmin } from "@/lib/upstream/document-admin";
import type { DocumentKind } from "@/lib/upstream/types";
import { documentKindSchema } from "@/lib/validation/document";

/**
 * The `before` of an admin upload to one document (`adminRoute`): the path's id must name a
 * document of `kind` the admin can read (drafts included), checked before a byte of the body is
 * read or decoded. Calls GET /api/Documents/Products/{id} or /api/Documents/Publications/{id}.
 * @returns `failure` for an id that is not one, "This item no longer exists: nothing was
 *   uploaded." for an unknown one, nothing to go on.
 */
export function uploadTargetMustExist(kind: DocumentKind, failure: string) {
  return async (
    { id }: Record<string, string>,
    { session }: { session: Session },
  ): Promise<ActionResult<never> | undefined> => {
    const documentId = typeof id === "string" ? parseIntId(id) : null;
    if (documentId === null) return fail(failure);
    const document = await getDocumentForAdmin(kind, documentId, session.token);
    return document ? undefined : fail(messages.documents.uploadTargetGone);
  };
}

/** The routes under `/api/admin/documents/[kind]`, each with a `kind` segment. */
type DocumentKindRoute = Extract<HandlerRoute, `/api/admin/documents/[kind]${string}`>;

/**
 * One route handler for `/api/admin/documents/[kind]/…`: the admin route (`adminRoute`) of the
 * kind in the path, `routeFor(kind)` (its own schema and failure text), or 404 JSON for any other
 * segment. The kind is only a selector here; every handler re-checks the Admin role.
 */
export function routeByKind<R extends DocumentKindRoute>(
  routeFor: (kind: DocumentKind) => RouteHandler<R>,
): RouteHandler<R> {
  const handlers: Record<DocumentKind, RouteHandler<R>> = {
    product: routeFor("product"),
    publication: routeFor("publication"),
  };
  return async (request, context) => {
    const kind = documentKindSchema.safeParse((await context.params).kind);
    if (!kind.success) {
      return Response.json(fail("Not found"), {
        status: 404,
        headers: { "Cache-Control": "no-store" },
      });
    }
    return handlers[kind.data](request, context);
  };
}
