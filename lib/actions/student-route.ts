import "server-only";
import { routesFor } from "@/lib/actions/admin-route";

/**
 * `studentRoute(schema, handler, options)`: a route handler for a logged-in Student (e.g. a
 * buyer's payment proof), with the same checks in the same order as `adminRoute`
 * (`lib/actions/admin-route.ts`), the Student role required (an Admin gets 403), the form and the
 * dynamic segments validated by `schema`. The handler must still check that the student owns what
 * it touches.
 */
export const studentRoute = routesFor("student");
