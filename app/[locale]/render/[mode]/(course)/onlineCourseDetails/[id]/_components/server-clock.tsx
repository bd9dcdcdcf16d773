"use client";

import { useEffect, useState } from "react";
import { joinWindow, sessionPhase, type JoinWindow } from "@brightway/contract/live-rules";
import { useClientCatalogue } from "@/lib/i18n/client";
import { useCourseTexts, type CourseTexts } from "@/components/course/use-course-texts";

/**
 * The upstream's clock in the browser: starts at `serverNow` (the schedule's `now`) and runs on
 * with the browser's elapsed time, so a wrong clock on the viewer's machine never opens Join early
 * or shows a false countdown. Ticks every `tickMs` while mounted.
 */
function useServerNow(serverNow: string, tickMs = 1000): number {
  const start = new Date(serverNow).getTime();
  const [now, setNow] = useState(start);
  useEffect(() => {
    const mountedAt = performance.now();
    const timer = window.setInterval(() => setNow(start + (performance.now() - mountedAt)), tickMs);
    return () => window.clearInterval(timer);
  }, [start, tickMs]);
  return now;
}

/** "2 days 3 h 04 min", "3 h 04 min 09 s", "4 min 09 s" until a moment `ms` away, in `texts`' language. */
function formatCountdown(ms: number, texts: CourseTexts["clock"]): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return texts.countdown(days, hours, minutes, seconds);
}

interface TimedSession {
  startsAt: string;
  durationMinutes: number;
}

/**
 * The time left until the next session starts ("Starts in 2 days 3 h 04 min"; still counting in
 * the 15 minutes Join is open before it), "Happening now" from its start to its end, "This
 * session has ended." after. Server-rendered at the upstream's `now`.
 */
export function SessionCountdown({
  session,
  serverNow,
}: {
  session: TimedSession;
  serverNow: string;
}) {
  const now = useServerNow(serverNow);
  const texts = useCourseTexts().clock;
  const liveStatus = useClientCatalogue().liveStatus;
  const start = new Date(session.startsAt).getTime();
  const phase = sessionPhase(session, new Date(now));
  if (phase === "ended") return <p className="font-semibold text-slate-700">{texts.ended}</p>;
  if (phase === "live")
    return <p className="font-semibold text-emerald-800">{liveStatus.happeningNow}</p>;
  return (
    <p className="font-semibold text-slate-900">
      {texts.startsIn} <span className="tabular-nums">{formatCountdown(start - now, texts)}</span>
    </p>
  );
}

/**
 * Join for one session: a form that posts to the join route in a new tab (the server answers
 * with the meeting, so its link is never in this page). Enabled only inside the Join window
 * (15 minutes before the start until the end) by the upstream's clock, re-judged every second;
 * otherwise disabled with the reason beside it. Works without JavaScript as rendered.
 */
export function JoinButton({
  action,
  session,
  serverNow,
  title,
}: {
  /** The join route of this session, `/onlineCourseDetails/{id}/join/{sessionId}`. */
  action: string;
  session: TimedSession;
  serverNow: string;
  title: string;
}) {
  const now = useServerNow(serverNow);
  const texts = useCourseTexts().clock;
  const reasons: Record<Exclude<JoinWindow, "open">, string> = {
    before: texts.joinBefore,
    ended: texts.ended,
  };
  const stage = joinWindow(session, new Date(now));
  const reasonId = `join-reason-${action.split("/").at(-1)}`;
  return (
    <form
      method="post"
      action={action}
      target="_blank"
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      <button
        type="submit"
        disabled={stage !== "open"}
        aria-describedby={stage === "open" ? undefined : reasonId}
        className="inline-flex h-10 items-center justify-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
      >
        {texts.join}
        <span className="sr-only"> {title}</span>
      </button>
      {stage === "open" ? (
        <span className="text-sm text-slate-700">{texts.opensNewTab}</span>
      ) : (
        <span id={reasonId} className="text-sm text-slate-700">
          {reasons[stage]}
        </span>
      )}
    </form>
  );
}
