import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { minutesUntilStart, sessionPhase } from "@brightway/contract/live-rules";
import {
  BUSINESS_TIME_ZONE,
  formatSessionTime,
  joinWindow,
  type JoinWindow,
} from "@/lib/business-time";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/routing";
import { JoinButton } from "./server-clock";
import { LocalTime } from "./local-time";

/**
 * A live session as this page may show it: never its meeting link (Join goes through the join
 * route); `canPlayRecording` only for a viewer entitled to the course whose recording exists.
 */
export interface ScheduleSession {
  id: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  hasRecording: boolean;
  canPlayRecording: boolean;
  /** The student's Join was recorded; null for a visitor or an admin. */
  attended: boolean | null;
}

/**
 * "Friday, 18 December 2026 at 19:00 Cairo time (Africa/Cairo)" in `locale`, with the viewer's
 * own time after hydration.
 */
export async function SessionTime({ startsAt, locale }: { startsAt: string; locale: Locale }) {
  const texts = (await getCatalogue()).coursePages.live;
  return (
    <>
      <time dateTime={startsAt}>{formatSessionTime(startsAt, BUSINESS_TIME_ZONE, locale)}</time>
      {texts.cairoTime(BUSINESS_TIME_ZONE)}
      <LocalTime instant={startsAt} />
    </>
  );
}

/**
 * The schedule of a live course: how many sessions, then each with its title, its date and
 * time in Cairo (the viewer's own beside it), its duration and where it stands. For a visitor
 * (`joinPath` null) a past session says "Recording available" when there is one, never a link.
 * For an entitled viewer, each coming session has Join (`joinPath(sessionId)`) and each past one
 * a link to play its recording on this page (`?recording={sessionId}`).
 */
export async function ScheduleSection({
  coursePath,
  sessions,
  now,
  joinPath,
  playingId,
}: {
  coursePath: string;
  sessions: ScheduleSession[];
  /** The upstream's clock (ISO instant): what is past and what is open is judged by it. */
  now: string;
  joinPath: ((sessionId: string) => string) | null;
  playingId: string | null;
}) {
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  const texts = messages.coursePages.live;
  return (
    <section aria-labelledby="schedule-title" className="mt-12">
      <h2 id="schedule-title" className="text-2xl font-bold text-slate-900">
        {texts.scheduleHeading}
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-4 rounded-md bg-slate-50 px-4 py-3 text-slate-700">{texts.notScheduled}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {texts.sessionCount(sessions.length, BUSINESS_TIME_ZONE)}
          </p>
          <ol className="mt-5 grid gap-4">
            {sessions.map((session, index) => {
              const stage = joinWindow(session, now);
              return (
                <li
                  key={session.id}
                  className={`rounded-xl border bg-white p-5 ${playingId === session.id ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200"}`}
                >
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h3 className="text-lg font-semibold text-slate-900">
                        <span className="text-slate-500">{texts.session(index + 1)}</span>
                        <bdi>{session.title}</bdi>
                      </h3>
                      <p className="mt-1 text-sm text-slate-800">
                        <SessionTime startsAt={session.startsAt} locale={locale} />
                      </p>
                      <p className="mt-1 text-sm text-slate-700">
                        {texts.duration(texts.minutes(session.durationMinutes))}
                      </p>
                      {session.attended === true ||
                      (session.attended === false && stage === "ended") ? (
                        <p
                          className={`mt-1 text-sm font-medium ${session.attended ? "text-emerald-800" : "text-slate-600"}`}
                        >
                          {session.attended ? texts.youAttended : texts.notAttended}
                        </p>
                      ) : null}
                    </div>
                    <div className="shrink-0">
                      <SessionAction
                        session={session}
                        stage={stage}
                        now={now}
                        coursePath={coursePath}
                        joinPath={joinPath}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * A coming session's standing for a viewer without Join: "Happening now" only from its start to
 * its end; in the 15 minutes before, while Join is open for the enrolled, "Starts in 8 min";
 * earlier "Upcoming".
 */
async function SessionStanding({ session, now }: { session: ScheduleSession; now: string }) {
  const messages = await getCatalogue();
  const phase = sessionPhase(session, now);
  const text =
    phase === "live"
      ? messages.liveStatus.happeningNow
      : phase === "soon"
        ? messages.liveStatus.startsInMinutes(minutesUntilStart(session, now))
        : messages.liveStatus.upcoming;
  return <p className="text-sm font-medium text-slate-700">{text}</p>;
}

async function SessionAction({
  session,
  stage,
  now,
  coursePath,
  joinPath,
}: {
  session: ScheduleSession;
  stage: JoinWindow;
  now: string;
  coursePath: string;
  joinPath: ((sessionId: string) => string) | null;
}) {
  const texts = (await getCatalogue()).coursePages.live;
  if (stage !== "ended") {
    if (!joinPath) return <SessionStanding session={session} now={now} />;
    return (
      <JoinButton
        action={joinPath(session.id)}
        session={{ startsAt: session.startsAt, durationMinutes: session.durationMinutes }}
        serverNow={now}
        title={session.title}
      />
    );
  }
  if (session.canPlayRecording) {
    return (
      <Link
        // The course's own page (a route) with the recording to play.
        href={`${coursePath}?recording=${session.id}#player` as Route}
        className="inline-flex h-10 items-center rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {texts.watchRecording}
        <span className="sr-only">{texts.ofTitle(session.title)}</span>
      </Link>
    );
  }
  return (
    <p className="text-sm font-medium text-slate-700">
      {session.hasRecording ? texts.recordingAvailable : texts.sessionEnded}
    </p>
  );
}
