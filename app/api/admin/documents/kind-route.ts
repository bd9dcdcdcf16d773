import "server-only";
import { adminRoute, type AdminRouteContext, type RouteHandler } from "@/lib/actions/admin-route";
import { fail, type ActionResult } from "@/lib/actions/result";
import type { DocumentKind } from "@/lib/upstream/types";
import { documentKindSchema } from "@/lib/validation/document";

/**
 * One route handler for `/api/admin/documents/[kind]/…`: the admin route (`adminRoute`) of the
 * kind in the path, built from `handlerFor(kind)` with that kind's failure text, or 404 JSON for
 * any other segment. The kind is only a selector here; every handler re-checks the Admin role.
 */
export function routeByKind<P extends { kind: string }, T = undefined>(
  handlerFor: (
    kind: DocumentKind,
  ) => (form: FormData, context: AdminRouteContext<P>) => Promise<ActionResult<T>>,
  failureMessage: (kind: DocumentKind) => string,
): RouteHandler<P> {
  const handlers: Record<DocumentKind, RouteHandler<P>> = {
    product: adminRoute(handlerFor("product"), { failureMessage: failureMessage("product") }),
    publication: adminRoute(handlerFor("publication"), {
      failureMessage: failureMessage("publication"),
    }),
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
