"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { AnswerValue } from "@/lib/assessments/answers";
import {
  answerChanged,
  hasUnsaved,
  initialSave,
  needsSave,
  retryDelayMs,
  saveFailed,
  saveFailureKind,
  saveStarted,
  saveSucceeded,
  TYPING_PAUSE_MS,
  type QuestionSave,
} from "@/lib/assessments/autosave";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** Sends one answer (the page binds the attempt): the save action's result. */
export type SendAnswer = (
  questionId: number,
  answer: AnswerValue,
) => Promise<ActionResult<{ savedAt: string }>>;

/**
 * Every answer of an attempt saved as it is given (see `lib/assessments/autosave.ts`): `change`
 * with `pause` waits for a pause in typing, without it sends at once; `flush` sends what waits
 * (a field left); a failed save is tried again later; `onClosed` runs once when the upstream says
 * the attempt takes no more answers; `onSaved` gets each confirmation's upstream time.
 */
export function useAutosave({
  initial,
  send,
  onClosed,
  onSaved,
}: {
  initial: ReadonlyMap<number, AnswerValue | null>;
  send: SendAnswer;
  onClosed: () => void;
  onSaved?: (savedAt: string) => void;
}) {
  // The authoritative states live in a ref (read by the async saves); `snapshot` draws them.
  const store = useRef<Map<number, QuestionSave> | null>(null);
  if (store.current === null) {
    store.current = new Map(
      [...initial].map(([questionId, saved]) => [questionId, initialSave(saved)]),
    );
  }
  const [snapshot, setSnapshot] = useState<ReadonlyMap<number, QuestionSave>>(
    () => new Map(store.current!),
  );
  const timers = useRef(new Map<number, number>());
  // The save action answers in the page's language: its refusals are read in the same catalogue.
  const texts = useCatalogue().assessments;
  const callbacks = useRef({ send, onClosed, onSaved, texts });
  useEffect(() => {
    callbacks.current = { send, onClosed, onSaved, texts };
  });

  const set = useCallback((questionId: number, state: QuestionSave) => {
    store.current!.set(questionId, state);
    setSnapshot(new Map(store.current!));
  }, []);

  const save = useCallback(
    async function save(questionId: number): Promise<void> {
      window.clearTimeout(timers.current.get(questionId));
      const before = store.current!.get(questionId);
      if (!before || !needsSave(before)) return;
      const started = saveStarted(before);
      set(questionId, started);
      let result: ActionResult<{ savedAt: string }> | null;
      try {
        result = await callbacks.current.send(questionId, started.inFlight!);
      } catch {
        result = null; // the network dropped: try again
      }
      const now = store.current!.get(questionId)!;
      if (result?.ok) {
        set(questionId, saveSucceeded(now));
        if (result.data) callbacks.current.onSaved?.(result.data.savedAt);
        if (needsSave(store.current!.get(questionId)!)) void save(questionId);
        return;
      }
      const kind = result ? saveFailureKind(result.message, callbacks.current.texts) : "retry";
      const failed = saveFailed(now, kind !== "retry");
      set(questionId, failed);
      if (kind === "closed") callbacks.current.onClosed();
      else if (kind === "retry") {
        timers.current.set(
          questionId,
          window.setTimeout(() => void save(questionId), retryDelayMs(failed.failures)),
        );
      }
    },
    [set],
  );

  const change = useCallback(
    (questionId: number, answer: AnswerValue, options: { pause?: boolean } = {}) => {
      const state = store.current!.get(questionId);
      if (!state) return;
      set(questionId, answerChanged(state, answer));
      window.clearTimeout(timers.current.get(questionId));
      if (options.pause) {
        timers.current.set(
          questionId,
          window.setTimeout(() => void save(questionId), TYPING_PAUSE_MS),
        );
      } else void save(questionId);
    },
    [save, set],
  );

  const flush = useCallback((questionId: number) => void save(questionId), [save]);

  // Back online: every answer still waiting is tried at once. Leaving with an answer not yet
  // saved asks first.
  useEffect(() => {
    const retryAll = () => {
      for (const questionId of store.current!.keys()) void save(questionId);
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsaved(store.current!.values())) event.preventDefault();
    };
    const pending = timers.current;
    window.addEventListener("online", retryAll);
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("online", retryAll);
      window.removeEventListener("beforeunload", warn);
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, [save]);

  return { states: snapshot, change, flush };
}
