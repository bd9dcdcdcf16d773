import { InlineAlert } from "@/components/course/inline-alert";
import { CopyLinkButton } from "@/components/copy-link-button";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import type { ActionResult } from "@/lib/actions/result";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { getCalendarToken } from "@/lib/upstream/live-sessions";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/**
 * The profile's Calendar tab (live-sessions extension, the student's own profile only): the
 * private subscription address `{SITE_URL}/calendar/{token}` (GET /api/LiveSessions/Calendar/Token
 * with the session's token; never cached) to paste into a calendar app, Copy Link, and "Revoke
 * link" (confirmed in a dialog; `revoke` is the server action, passed in: components never import from `app/`) after which
 * the page shows the new address.
 */
export async function CalendarSubscription({
  session,
  headingLevel,
  revoke,
}: {
  session: Session;
  headingLevel: "h2" | "h3";
  revoke: (input: Record<string, never>) => Promise<ActionResult>;
}) {
  const Heading = headingLevel;
  let token: string;
  try {
    token = await withSessionToken(session, (bearer) => getCalendarToken(bearer));
  } catch (error) {
    logUpstreamFailure(error, "profile: calendar token read failed");
    return <InlineAlert message={messages.liveCalendar.failed} />;
  }
  const url = `${env.SITE_URL}/calendar/${encodeURIComponent(token)}`;
  return (
    <section aria-labelledby="calendar-title" className="max-w-2xl space-y-5">
      <Heading id="calendar-title" className="text-xl font-bold text-slate-900">
        Your live sessions in your calendar
      </Heading>
      <p className="leading-7 text-slate-700">
        Subscribe to this private address and every session of your live online courses appears in
        your calendar, with its meeting link, and follows any change to the schedule. In Google
        Calendar choose <span className="font-medium">Other calendars › From URL</span>, in Outlook{" "}
        <span className="font-medium">Add calendar › Subscribe from web</span>, in Apple Calendar{" "}
        <span className="font-medium">File › New Calendar Subscription</span>, and paste it.
      </p>
      <div className="space-y-2">
        <label htmlFor="calendar-url" className="block text-sm font-medium text-slate-800">
          Calendar subscription address
        </label>
        <input
          id="calendar-url"
          type="text"
          dir="ltr"
          readOnly
          value={url}
          className="block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <p className="text-sm text-slate-600">
          Keep it to yourself: anyone with this address sees your sessions and their meeting links.
          If it has been shared, revoke it and subscribe again with the new one.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <CopyLinkButton url={url} label="your calendar subscription" />
        <ActionConfirmDialog
          triggerLabel="Revoke link"
          title="Revoke your calendar link?"
          description="The address you have now stops working at once, in every calendar that uses it. A new address is shown here to subscribe again."
          confirmLabel="Revoke link"
          action={revoke.bind(null, {})}
          failureMessage={messages.liveCalendar.revokeFailed}
          successMessage={messages.liveCalendar.revoked}
          showsError
        />
      </div>
    </section>
  );
}
