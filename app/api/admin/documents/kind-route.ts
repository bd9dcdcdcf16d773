import "server-only";
import { fail } from "@/lib/actions/result";
import type { HandlerRoute, RouteHandler } from "@/lib/routes/route-handler";
import type { DocumentKind } from "@/lib/upstream/types";
import { documentKindSchema } from "@/lib/validation/document";

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
