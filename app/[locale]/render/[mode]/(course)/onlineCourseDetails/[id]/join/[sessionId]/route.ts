import { hrefFor } from "@/lib/routes/manifest";
import { getSession, loginUrl, withSessionToken } from "@/lib/auth/guards";
import { env } from "@/lib/env";
import { isGuid } from "@/lib/ids";
import { catalogueFor } from "@/lib/i18n/catalogue";
import { localizedPath } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";
import { getRequestLocale } from "@/lib/i18n/server";
import { log } from "@/lib/log";
import { UpstreamError } from "@/lib/upstream/client";
import { joinLiveSession } from "@/lib/upstream/live-sessions";
import { joinConflictCode, type JoinErrorCode } from "../../join-errors";
import { logUpstreamFailure } from "@/lib/upstream-failure";

type Params = RouteContext<"/[locale]/render/[mode]/onlineCourseDetails/[id]/join/[sessionId]">;

// Nothing about a Join may be kept: the answer names a meeting for this user alone.
const PRIVATE = "private, no-store";

function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, "Cache-Control": PRIVATE },
  });
}

/**
 * Security boundary: a Join records attendance and hands out a meeting link, so only a form of
 * this site may start one. Browsers send `Origin` with every form POST; a request without one,
 * or from another origin (this site's own address, or the host it was reached under), is refused.
 */
function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.origin === new URL(env.SITE_URL).origin) return true;
    host = url.host;
  } catch {
    return false;
  }
  return host === (request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
}

/**
 * POST /onlineCourseDetails/{id}/join/{sessionId}: Join a live session (the course page's Join
 * form, opened in a new tab). For a logged-in Student or Admin from this site only: the upstream
 * records the student's attendance and gives the meeting's address (POST
 * /api/LiveSessions/{sessionId}/Join with the session's token), and the new tab is sent there by
 * a small page of its own ({@link meetingPage}), so the meeting link is never written into the
 * course page or anything a cache could keep. A refusal goes back to the course page with
 * `?joinError={code}` (a fixed text there); a visitor goes to log in first.
 */
export async function POST(request: Request, { params }: Params) {
  const { id, sessionId } = await params;
  if (!isGuid(id) || !isGuid(sessionId))
    return new Response("Not found", { status: 404, headers: { "Cache-Control": PRIVATE } });
  if (!isSameOrigin(request)) {
    return new Response("Cross-site request refused", {
      status: 403,
      headers: { "Cache-Control": PRIVATE },
    });
  }
  const coursePath = hrefFor("/onlineCourseDetails/[id]", { id });
  // Back to the page in its language (the proxy tells a route handler which one it was posted from).
  const locale = await getRequestLocale();
  const back = (code: JoinErrorCode) =>
    seeOther(
      localizedPath(
        locale,
        hrefFor("/onlineCourseDetails/[id]", { id }, { query: { joinError: code } }),
      ),
    );
  const session = await getSession();
  if (!session) return seeOther(localizedPath(locale, loginUrl(coursePath)));
  if (session.role !== "Student" && session.role !== "Admin") return back("not-enrolled");
  try {
    const join = await withSessionToken(
      session,
      (token) => joinLiveSession(sessionId, token),
      coursePath,
    );
    const meeting = safeMeetingLink(join.meetingLink);
    if (!meeting) {
      log.error({ sessionId }, "join: the upstream's meeting link is not an https URL");
      return back("failed");
    }
    return meetingPage(meeting, locale);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 409) return back(joinConflictCode(error.message));
    if (error.status === 403) return back("not-enrolled");
    if (error.isNotFound) return back("not-found");
    logUpstreamFailure(error, "join: failed");
    return back("failed");
  }
}

/** `&`, quotes and angle brackets as HTML entities, for an attribute value. */
function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/**
 * The answer of a Join that may open the meeting: a tiny page (for this user alone, never stored)
 * that goes on to the meeting at once, with a link in case it does not.
 *
 * Why not a 303 to the meeting: the course page's Content-Security-Policy has `form-action
 * 'self'`, which browsers also apply to the redirects of a form's submission, so a redirect to
 * the meeting's host would be blocked. A refresh from a page of our own is a new navigation.
 * Written in `locale` (`lang` and `dir` with it).
 */
function meetingPage(meeting: string, locale: Locale): Response {
  const texts = catalogueFor(locale).coursePages.join;
  const dir = locale === "ar" ? "rtl" : "ltr";
  // A quote in the URL would end the refresh's url='…' early: percent-encoded, it means the same.
  const href = escapeAttribute(meeting.replace(/'/g, "%27"));
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0; url='${href}'"><title>${texts.opening}</title></head><body><main><h1>${texts.opening}</h1><p><a href="${href}" rel="noreferrer">${texts.openMeeting}</a>${texts.ifNotOpened}</p></main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": PRIVATE,
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** The meeting link when it is an https URL (the upstream stores only those); null otherwise. */
function safeMeetingLink(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}
