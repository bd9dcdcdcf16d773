import { sameAnswer, type AnswerValue } from "./answers";

/*
 * How each answer of an attempt is saved as it is given: a choice at once, a typed value after a
 * short pause in typing (and when the field loses the focus); a failed save is tried again, ever
 * later, until it goes through; a refusal that cannot change (time up, attempt closed, a bad
 * answer) is not retried. Pure: the attempt page's hook holds the state and the timers.
 * Client-safe.
 */

/** How long a pause in typing saves a numeric answer, in milliseconds. */
export const TYPING_PAUSE_MS = 800;

/** The status shown beside a question: nothing yet, saving, saved, retrying after a failure, refused. */
export type SaveStatus = "idle" | "saving" | "saved" | "retrying" | "refused";

/** The save state of one question. */
export interface QuestionSave {
  /** The answer as the student left it. */
  answer: AnswerValue;
  /** The answer the upstream last confirmed (null: none yet). */
  saved: AnswerValue | null;
  /** The answer being sent now (null: nothing in flight). */
  inFlight: AnswerValue | null;
  status: SaveStatus;
  /** Failed tries in a row (for the wait before the next). */
  failures: number;
}

/** The save state of a question whose answer, if any, came saved from the upstream. */
export function initialSave(saved: AnswerValue | null): QuestionSave {
  return {
    answer: saved ?? { choice: null, value: null },
    saved,
    inFlight: null,
    status: saved ? "saved" : "idle",
    failures: 0,
  };
}

/** The student changed the answer (nothing sent yet). */
export function answerChanged(state: QuestionSave, answer: AnswerValue): QuestionSave {
  return { ...state, answer };
}

/** True when the answer differs from what was confirmed and nothing is in flight: send it now. */
export function needsSave(state: QuestionSave): boolean {
  return (
    state.inFlight === null &&
    state.status !== "refused" &&
    !sameAnswer(state.answer, state.saved ?? undefined)
  );
}

/** A save of the current answer starts. */
export function saveStarted(state: QuestionSave): QuestionSave {
  return {
    ...state,
    inFlight: state.answer,
    status: state.failures > 0 ? "retrying" : "saving",
  };
}

/**
 * The upstream confirmed the answer in flight. "Saved" only if the student has not changed it
 * meanwhile (else it is still saving: the caller sends the new one, {@link needsSave}).
 */
export function saveSucceeded(state: QuestionSave): QuestionSave {
  const saved = state.inFlight ?? state.answer;
  return {
    ...state,
    saved,
    inFlight: null,
    failures: 0,
    status: sameAnswer(saved, state.answer) ? "saved" : "saving",
  };
}

/**
 * The save failed: `final` for a refusal that will not change (time up, attempt submitted, an
 * answer the upstream refuses), else a failure to try again ("Not saved: retrying").
 */
export function saveFailed(state: QuestionSave, final: boolean): QuestionSave {
  return {
    ...state,
    inFlight: null,
    failures: state.failures + 1,
    status: final ? "refused" : "retrying",
  };
}

/** The wait before the next try after `failures` failed ones: 1 s, 2 s, 4 s… at most 15 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/** True while any answer is not confirmed by the upstream (leaving the page would lose it). */
export function hasUnsaved(states: Iterable<QuestionSave>): boolean {
  for (const state of states) {
    if (state.status === "refused") continue;
    if (state.inFlight !== null || !sameAnswer(state.answer, state.saved ?? undefined)) return true;
  }
  return false;
}

/**
 * How the save action's failure `message` (`saveAnswerAction`) reads: `closed` when the attempt
 * takes no more answers (time up, submitted: the page submits and shows the result), `refused`
 * when this answer will never be taken, else `retry`.
 */
export function saveFailureKind(
  message: string,
  texts: { lateAnswer: string; attemptClosed: string; answerRejected: string },
): "closed" | "refused" | "retry" {
  if (message === texts.lateAnswer || message === texts.attemptClosed) return "closed";
  if (message === texts.answerRejected) return "refused";
  return "retry";
}
