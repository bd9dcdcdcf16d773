import "server-only";
import type { RouteHandler } from "@/lib/actions/admin-route";
import { fail } from "@/lib/actions/result";
import type { DocumentKind } from "@/lib/upstream/types";
import { documentKindSchema } from "@/lib/validation/document";

/**
 * One route handler for `/api/admin/documents/[kind]/…`: picks the handler built for the kind in
 * the path (each built with `adminRoute` and that kind's spec texts), or answers 404 JSON for any
 * other segment. The kind is only a selector here; every handler re-checks the Admin role itself.
 */
export function routeByKind<P extends { kind: string }>(
  handlers: Record<DocumentKind, RouteHandler<P>>,
): RouteHandler<P> {
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
