"use client";

import { useRouter } from "next/navigation";
import { startTransition, useActionState, useEffect, useRef, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { PlayerEventsContext } from "@/components/player-events-context";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";
import {
  readPlayerMessage,
  subscribeMessages,
  type PlayerProvider,
} from "@/lib/progress/player-events";
import { CheckIcon } from "@/components/ui/icons";

/** The server action that records a completion (passed in: components never import from app/). */
export type MarkCompleteAction = (
  previous: ActionResult<{ percent: number; certificateCode: string | null }> | null,
  formData: FormData,
) => Promise<ActionResult<{ percent: number; certificateCode: string | null }>>;

/** How often, and how many times, the YouTube handshake is repeated until the player answers. */
const HANDSHAKE_INTERVAL_MS = 500;
const HANDSHAKE_ATTEMPTS = 20;

/**
 * Wraps the course player (`children`) of a video the student may record: a "Complete and
 * continue" button beside it ("Mark as complete" on the last video not done; a form posting to
 * `action`, so it also works without JavaScript: the action redirects to the next video), and
 * automatic completion when the embedded YouTube or Vimeo player reports the end of the video.
 *
 * The players are driven through `postMessage` only (no third-party script; see
 * `lib/progress/player-events.ts`): when a player iframe inside loads, it is asked for its
 * events; a message counts only when it comes from that iframe's window and from the provider's
 * origin. After a recording the page is refreshed so every bar and mark updates.
 */
export function CompletionTracker({
  courseId,
  videoId,
  provider,
  isDone,
  continueToVideoId,
  action,
  children,
}: {
  courseId: string;
  videoId: number;
  provider: PlayerProvider | null;
  isDone: boolean;
  /** The next video not done: the button records this one and opens that one in one click. */
  continueToVideoId: number | null;
  action: MarkCompleteAction;
  children: ReactNode;
}) {
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  const [result, formAction, isPending] = useActionState(action, null);
  const hasRecorded = useRef(false);

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      if (result.message) toast.success(result.message, { id: `progress-${videoId}` });
      router.refresh();
    } else {
      toast.error(result.message, { id: `progress-${videoId}` });
    }
  }, [result, router, videoId]);

  useEffect(() => {
    const element = container.current;
    if (!element || !provider || isDone) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let hasAnswered = false;

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
      const signal = readPlayerMessage(event.origin, event.data);
      if (signal === null) {
        // Any well-formed message from the player means it is listening.
        hasAnswered = true;
        return;
      }
      hasAnswered = true;
      if (signal === "ready") subscribe(frame);
      if (signal === "ended" && !hasRecorded.current) {
        hasRecorded.current = true;
        const form = new FormData();
        form.set("courseId", courseId);
        form.set("videoId", String(videoId));
        startTransition(() => formAction(form));
      }
    };
    // `load` does not bubble: listen in the capture phase for the iframe the player creates.
    element.addEventListener("load", onLoad, true);
    window.addEventListener("message", onMessage);
    return () => {
      clearInterval(timer);
      element.removeEventListener("load", onLoad, true);
      window.removeEventListener("message", onMessage);
    };
  }, [courseId, videoId, provider, isDone, formAction]);

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
          <form action={formAction}>
            <input type="hidden" name="courseId" value={courseId} />
            <input type="hidden" name="videoId" value={videoId} />
            {continueToVideoId !== null ? (
              <input type="hidden" name="continueTo" value={continueToVideoId} />
            ) : null}
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
        {result && !result.ok ? (
          <p role="alert" className="text-sm text-red-800">
            {result.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
