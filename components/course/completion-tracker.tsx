"use client";

import { useRouter } from "next/navigation";
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { toast } from "@/components/ui/toast";
import { CertificateEarnedDialog } from "@/components/course/certificate-earned-dialog";
import { PlayerEventsContext } from "@/components/player-events-context";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import {
  advancePlayClock,
  MAX_REPORTED_SECONDS,
  readPlayerMessage,
  startingPlayClock,
  subscribeMessages,
  type PlayClock,
  type PlayerProvider,
} from "@/lib/progress/player-events";
import { certificateJustEarned } from "@/lib/progress/view";
import { formatVideoDuration } from "@/lib/video-duration";
import { CheckIcon } from "@/components/ui/icons";

/** The server action that records a completion (passed in: components never import from app/). */
export type MarkCompleteAction = (
  previous: ActionResult<{ percent: number; certificateCode: string | null }> | null,
  formData: FormData,
) => Promise<ActionResult<{ percent: number; certificateCode: string | null }>>;

/**
 * Watched lessons: where the player's reports of time played go (`reportPath`, our route
 * handler, which answers `ActionResult<{ remainingSeconds }>`) and the seconds still to watch
 * before the lesson may complete, as the page read them.
 */
export interface LessonWatch {
  reportPath: string;
  remainingSeconds: number;
}

/** How often, and how many times, the YouTube handshake is repeated until the player answers. */
const HANDSHAKE_INTERVAL_MS = 500;
const HANDSHAKE_ATTEMPTS = 20;

/** Seconds of playing gathered before they are reported while the video plays on. */
const REPORT_EVERY_SECONDS = 20;

/** Seconds to one decimal, as sent. */
const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Takes the played seconds of `clock` not yet handed on (`handedOn`, counted up by what is
 * taken), at most one report's worth.
 * @returns the seconds taken, to one decimal; 0 when there are none.
 */
function takeUnreported(clock: RefObject<PlayClock>, handedOn: RefObject<number>): number {
  const seconds = tenths(
    Math.min(MAX_REPORTED_SECONDS, clock.current.playedSeconds - handedOn.current),
  );
  if (seconds <= 0) return 0;
  handedOn.current += seconds;
  return seconds;
}

/**
 * Wraps the course player (`children`) of a video the student may record: a "Complete and
 * continue" button beside it ("Mark as complete" on the last video not done; a form posting to
 * `action`, so it also works without JavaScript: the action redirects to the next video), and
 * automatic completion when the embedded YouTube or Vimeo player reports the end of the video
 * (the upstream decides whether it counts).
 *
 * With `watch` (a lesson with a duration, on an upstream that counts watching), the time
 * actually played is reported (`lib/progress/player-events.ts`: position steps while playing,
 * seeks left out): an opening report of 0 once the player talks, then every
 * {@link REPORT_EVERY_SECONDS} s of playing, on pause, and as the page goes away (`pagehide`,
 * hidden, or another video opened) with `fetch(…, { keepalive: true })` so it still arrives; the
 * seconds not yet reported ride along with "Complete and continue" and the end of the video, so
 * the upstream counts them before it decides. Until the lesson may complete, the time left is
 * said beside the button ("4:10 left to watch").
 *
 * The players are driven through `postMessage` only (no third-party script): when a player
 * iframe inside loads, it is asked for its events; a message counts only when it comes from that
 * iframe's window and from the provider's origin. After a recording the page is refreshed so
 * every bar and mark updates.
 *
 * When a recording completes the course and the action answers a certificate the page did not
 * have (`hasCertificate` false when this lesson opened), "Certificate earned" opens as a dialog
 * (in view on a phone, where the progress panel sits above the player), instead of a toast.
 */
export function CompletionTracker({
  courseId,
  videoId,
  provider,
  isDone,
  continueToVideoId,
  action,
  watch,
  hasCertificate,
  children,
}: {
  courseId: string;
  videoId: number;
  provider: PlayerProvider | null;
  isDone: boolean;
  /** The next video not done: the button records this one and opens that one in one click. */
  continueToVideoId: number | null;
  action: MarkCompleteAction;
  /** Null: the lesson completes on request (no duration, or an upstream without watched lessons). */
  watch: LessonWatch | null;
  /** Whether the student already had the course's certificate when the page was read. */
  hasCertificate: boolean;
  children: ReactNode;
}) {
  const messages = useCatalogue();
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  const [result, formAction, isPending] = useActionState(action, null);
  // As the lesson opened: the refresh after the recording brings the certificate in the props.
  const [hadCertificate] = useState(hasCertificate);
  const earnedCode = certificateJustEarned(result, hadCertificate);
  const [dismissedCode, setDismissedCode] = useState<string | null>(null);
  const hasRecorded = useRef(false);
  const [remainingSeconds, setRemainingSeconds] = useState(watch?.remainingSeconds ?? 0);
  // A refreshed page brings the upstream's latest count: it replaces what the reports said.
  const [pageRemaining, setPageRemaining] = useState(watch?.remainingSeconds);
  if (watch?.remainingSeconds !== pageRemaining) {
    setPageRemaining(watch?.remainingSeconds);
    setRemainingSeconds(watch?.remainingSeconds ?? 0);
  }
  /** Played seconds counted from the player, and how many of them were handed on. */
  const clock = useRef<PlayClock>(startingPlayClock);
  const handedOn = useRef(0);
  const reportPath = watch?.reportPath ?? null;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      // The dialog says it: no toast of "Course complete!" besides it.
      if (result.message && !earnedCode)
        toast.success(result.message, { id: `progress-${videoId}` });
      router.refresh();
    } else {
      toast.error(result.message, { id: `progress-${videoId}` });
    }
  }, [result, router, videoId, earnedCode]);

  useEffect(() => {
    const element = container.current;
    if (!element || !provider || isDone) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let hasAnswered = false;
    let hasOpened = false;

    const send = (playedSeconds: number, keepalive = false) => {
      if (!reportPath) return;
      const body = new URLSearchParams({
        videoId: String(videoId),
        playedSeconds: String(playedSeconds),
      });
      void fetch(reportPath, { method: "POST", body, keepalive })
        .then(async (response) => {
          const answer = (await response.json()) as ActionResult<{ remainingSeconds: number }>;
          if (answer.ok && answer.data) setRemainingSeconds(answer.data.remainingSeconds);
        })
        // A lost report costs only its seconds; the next one goes on.
        .catch(() => undefined);
    };
    const report = (keepalive = false) => {
      const seconds = takeUnreported(clock, handedOn);
      if (seconds > 0) send(seconds, keepalive);
    };
    const reportOnLeaving = () => report(true);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") reportOnLeaving();
    };

    const playerFrame = () => element.querySelector("iframe");
    const subscribe = (frame: HTMLIFrameElement) => {
      const target = frame.contentWindow;
      if (!target) return;
      const origin = new URL(frame.src).origin;
      for (const message of subscribeMessages(provider)) target.postMessage(message, origin);
    };
    const onLoad = (event: Event) => {
      const frame = event.target;
      if (!(frame instanceof HTMLIFrameElement)) return;
      subscribe(frame);
      // YouTube only starts talking once it has heard the handshake after it is ready: repeat
      // it until the player answers (as the providers' own script does).
      clearInterval(timer);
      let attempts = 0;
      timer = setInterval(() => {
        attempts += 1;
        if (hasAnswered || attempts > HANDSHAKE_ATTEMPTS) clearInterval(timer);
        else subscribe(frame);
      }, HANDSHAKE_INTERVAL_MS);
    };
    const onMessage = (event: MessageEvent) => {
      const frame = playerFrame();
      if (!frame || event.source !== frame.contentWindow) return;
      // Any well-formed message from the player means it is listening.
      hasAnswered = true;
      const message = readPlayerMessage(event.origin, event.data);
      if (message === null) return;
      if (!hasOpened) {
        // The opening report: the lesson's wall clock starts when its player is ready.
        hasOpened = true;
        send(0);
      }
      if (message.signal === "ready") subscribe(frame);
      const wasPlaying = clock.current.isPlaying;
      clock.current = advancePlayClock(clock.current, message);
      if (message.signal === "ended" && !hasRecorded.current) {
        hasRecorded.current = true;
        const form = new FormData();
        form.set("courseId", courseId);
        form.set("videoId", String(videoId));
        // The last seconds go with the completion, counted before it is judged.
        if (reportPath) form.set("playedSeconds", String(takeUnreported(clock, handedOn)));
        startTransition(() => formAction(form));
        return;
      }
      const unreported = clock.current.playedSeconds - handedOn.current;
      if ((wasPlaying && !clock.current.isPlaying) || unreported >= REPORT_EVERY_SECONDS) report();
    };
    // `load` does not bubble: listen in the capture phase for the iframe the player creates.
    element.addEventListener("load", onLoad, true);
    window.addEventListener("message", onMessage);
    window.addEventListener("pagehide", reportOnLeaving);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      element.removeEventListener("load", onLoad, true);
      window.removeEventListener("message", onMessage);
      window.removeEventListener("pagehide", reportOnLeaving);
      document.removeEventListener("visibilitychange", onVisibility);
      // Another video opened in the same page: what this one played is still reported.
      reportOnLeaving();
    };
  }, [courseId, videoId, provider, isDone, formAction, reportPath]);

  /** "Complete and continue" carries the seconds played that were not reported yet. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!reportPath) return;
    const field = event.currentTarget.elements.namedItem("playedSeconds");
    if (field instanceof HTMLInputElement) field.value = String(takeUnreported(clock, handedOn));
  };

  return (
    <div className="flex flex-col gap-3">
      <div ref={container}>
        <PlayerEventsContext value={!isDone && provider !== null}>{children}</PlayerEventsContext>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {isDone ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
            <CheckIcon className="size-5" />
            {messages.progress.completed}
          </p>
        ) : (
          <form action={formAction} onSubmit={onSubmit}>
            <input type="hidden" name="courseId" value={courseId} />
            <input type="hidden" name="videoId" value={videoId} />
            {continueToVideoId !== null ? (
              <input type="hidden" name="continueTo" value={continueToVideoId} />
            ) : null}
            {reportPath ? <input type="hidden" name="playedSeconds" defaultValue="0" /> : null}
            <Button
              type="submit"
              variant={continueToVideoId !== null ? "primary" : "secondary"}
              isPending={isPending}
            >
              {continueToVideoId !== null
                ? messages.progress.completeAndContinue
                : messages.progress.markComplete}
            </Button>
          </form>
        )}
        {!isDone && watch && remainingSeconds > 0 ? (
          <p className="text-sm text-slate-700">
            {messages.watch.leftToWatch(formatVideoDuration(remainingSeconds))}
          </p>
        ) : null}
        {result && !result.ok ? (
          <p role="alert" className="text-sm text-red-800">
            {result.message}
          </p>
        ) : null}
      </div>
      {earnedCode ? (
        <CertificateEarnedDialog
          code={earnedCode}
          open={dismissedCode !== earnedCode}
          onOpenChange={(open) => {
            if (!open) setDismissedCode(earnedCode);
          }}
        />
      ) : null}
    </div>
  );
}
