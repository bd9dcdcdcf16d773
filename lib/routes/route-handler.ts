/**
 * The types of the route handlers (`app/**\/route.ts`) the handler factories build
 * (`adminRoute`, `studentRoute`, `adminReadRoute`, `routeByKind`).
 *
 * Their route literals are the ones Next generates from the file system into
 * `.next/types/routes.d.ts` (`next typegen`, which `npm run typecheck` runs first; `next build`
 * and `next dev` write them too), so a handler's `params` are Next's own for its folder.
 */
import type { AppRouteHandlerRoutes } from "@/.next/types/routes";

/** The route literal of a route handler, as Next writes it: `'/api/admin/projects/[id]'`. */
export type HandlerRoute = AppRouteHandlerRoutes;

/**
 * A route handler of `R`: Next calls it with the request and `RouteContext<R>` (the dynamic
 * segments as `params`, a promise of `{ [segment]: string }`; untrusted, like any input).
 *
 * A factory leaves `R` to the export it builds (`export const POST: RouteHandler<'/api/…'> =
 * adminRoute(…)`); unnamed, it is `never`, which Next's check of the route file
 * (`.next/types/validator.ts`) refuses, so no handler can be built for a route it does not name.
 */
export type RouteHandler<R extends HandlerRoute> = (
  request: Request,
  context: RouteContext<R>,
) => Promise<Response>;
