import { InlineAlert } from "@/components/course/inline-alert";
import { CopyLinkButton } from "@/components/copy-link-button";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import type { ActionResult } from "@/lib/actions/result";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { env } from "@/lib/env";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
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
  const messages = await getCatalogue();
  const texts = messages.accountPages.calendar;
  const locale = await getRequestLocale();
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
        {texts.heading}
      </Heading>
      <p className="leading-7 text-slate-700">
        {texts.intro}{" "}
        {texts.apps.map(({ app, path }) => (
          <span key={app}>
            {app} <span className="font-medium">{path}</span>
            {locale === "ar" ? "، " : ", "}
          </span>
        ))}
        {texts.pasteIt}
      </p>
      <div className="space-y-2">
        <label htmlFor="calendar-url" className="block text-sm font-medium text-slate-800">
          {texts.addressLabel}
        </label>
        <input
          id="calendar-url"
          type="text"
          dir="ltr"
          readOnly
          value={url}
          className="block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <p className="text-sm text-slate-600">{texts.keepPrivate}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <CopyLinkButton url={url} label={texts.copyLabel} />
        <ActionConfirmDialog
          triggerLabel={texts.revoke}
          title={texts.revokeTitle}
          description={texts.revokeDescription}
          confirmLabel={texts.revoke}
          action={revoke.bind(null, {})}
          failureMessage={messages.liveCalendar.revokeFailed}
          successMessage={messages.liveCalendar.revoked}
          showsError
        />
      </div>
    </section>
  );
}
