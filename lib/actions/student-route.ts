import "server-only";
import type * as z from "@/lib/zod";
import type { MutationHandler, SessionOf } from "@/lib/actions/mutation";
import { routeFor, type RouteHandler, type RouteOptions } from "@/lib/actions/admin-route";

/**
 * A route handler for a logged-in Student (e.g. a buyer's payment proof): the same checks in the
 * same order as `adminRoute` (`lib/actions/admin-route.ts`), with the Student role required (an
 * Admin gets 403), the form and the dynamic segments validated by `schema`. The handler must still
 * check that the student owns what it touches.
 */
export function studentRoute<S extends z.ZodType, T = undefined>(
  schema: S,
  handler: MutationHandler<z.output<S>, T, SessionOf<"student">>,
  options: RouteOptions<z.output<S>>,
): RouteHandler {
  return routeFor("student", schema, handler, options);
}
