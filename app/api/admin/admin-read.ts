import "server-only";
import { getSession } from "@/lib/auth/guards";
import type { HandlerRoute, RouteHandler } from "@/lib/routes/route-handler";

/**
 * A GET route handler that serves an admin personal data (a CSV export, a payment proof).
 * Security boundary: the Admin role is re-checked on every request (plain-text 401 for a visitor,
 * 403 for a student); a path segment `key` does not accept is 404. `read` gets the accepted key
 * and the admin's token and answers the rest (its own caching headers and upstream failures).
 * The route is the export's type (`export const GET: RouteHandler<'/api/admin/…'> =
 * adminReadRoute(…)`), which gives `key` Next's params of that route.
 */
export function adminReadRoute<R extends HandlerRoute = never, Key = never>(
  key: (params: Awaited<RouteContext<R>["params"]>) => Key | null,
  read: (key: Key, token: string) => Promise<Response>,
): RouteHandler<R> {
  return async (_request, { params }) => {
    const session = await getSession();
    if (!session) return new Response("Unauthorized", { status: 401 });
    if (session.role !== "Admin") return new Response("Forbidden", { status: 403 });
    const accepted = key(await params);
    if (accepted === null) return new Response("Not found", { status: 404 });
    return read(accepted, session.token);
  };
}
