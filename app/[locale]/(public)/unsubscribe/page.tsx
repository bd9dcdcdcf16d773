import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { readFormFlash } from "@/lib/actions/form-flash";
import { StopRemindersForm } from "./stop-reminders-form";
import { flagParam, parseSearchParams, textParam } from "@/lib/search-params";

export const metadata: Metadata = {
  title: "Reminder e-mails",
  description: "Stop reminder and course e-mails from BrightWay Engineering.",
  // A per-user link with a signed token: never indexed.
  robots: { index: false, follow: false },
};

/**
 * The page of a reminder e-mail's "stop" link: one button stops reminders, class messages and
 * schedule changes alike (upstream extension, one opt-out).
 */
export default async function UnsubscribePage({ searchParams }: PageProps<"/[locale]/unsubscribe">) {
  const { token, stopped: isStopped } = parseSearchParams(await searchParams, {
    token: textParam,
    stopped: flagParam,
  });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">Reminder e-mails</h1>
      {isStopped ? (
        <p
          role="status"
          className="mt-6 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          Done: you will get no more e-mails about your courses from us (reminders, class messages,
          schedule changes). Order and account e-mails still arrive.
        </p>
      ) : token ? (
        <div className="mt-6 space-y-4">
          <p className="text-sm text-slate-700">
            We e-mail you about your courses: reminders before your access ends and before live
            sessions, your instructor&apos;s messages to the class and changes to the schedule. Stop
            these e-mails?
          </p>
          <StopRemindersForm token={token} initialResult={await readFormFlash("/unsubscribe")} />
        </div>
      ) : (
        <p className="mt-6 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This unsubscribe link is not valid. Please open the link of the reminder e-mail.
        </p>
      )}
      <Link
        href="/"
        className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Back to Home
      </Link>
    </div>
  );
}
