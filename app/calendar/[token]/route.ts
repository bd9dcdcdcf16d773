import { log } from "@/lib/log";
import { UpstreamError } from "@/lib/upstream/client";
import { getCalendarFeed, hasLiveSessions } from "@/lib/upstream/live-sessions";

// A feed names meetings for one student: no shared cache may keep it.
const PRIVATE = "private, no-store";

/**
 * GET /calendar/{token}: a student's private calendar subscription (the address they paste into
 * Google Calendar, Outlook or Apple Calendar), every session of every online course they are
 * enrolled in. No session: the signed token is the proof (GET
 * /api/LiveSessions/Calendar/Feed/{token}). A wrong, forged or revoked token, or an upstream
 * without live sessions, is 404, the same answer for each.
 */
export async function GET(_request: Request, { params }: RouteContext<"/calendar/[token]">) {
  const { token } = await params;
  const notFound = () =>
    new Response("Calendar not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE },
    });
  if (!(await hasLiveSessions())) return notFound();
  try {
    const feed = await getCalendarFeed(token);
    if (!feed) return notFound();
    return new Response(feed.body, {
      status: 200,
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="brightway-live-sessions.ics"',
        "Cache-Control": PRIVATE,
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, "calendar feed: failed");
    return new Response("Calendar unavailable", {
      status: 502,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE },
    });
  }
}
