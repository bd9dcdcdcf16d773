"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { startTransition, useActionState, useCallback, useEffect, useRef, useState } from "react";
import { QuestionView, type QuestionViewQuestion } from "@/components/assessments/question-view";
import { Button } from "@/components/ui/button";
import { dialogStyles } from "@/components/ui/dialog";
import { countUnanswered, type AnswerValue } from "@/lib/assessments/answers";
import type { SaveStatus } from "@/lib/assessments/autosave";
import { formatCountdown, isUrgent } from "@/lib/assessments/countdown";
import { usePageLocale } from "@/lib/i18n/client";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { cn } from "@/lib/utils";
import { saveAnswerAction, submitAttemptAction } from "../actions";
import { useAutosave } from "./use-autosave";
import { useTimeLeft } from "./use-time-left";

/** Props of {@link AttemptForm}. */
export interface AttemptFormProps {
  courseId: string;
  assessmentId: string;
  attemptId: string;
  questions: QuestionViewQuestion[];
  /** The answers the upstream holds, by question id (a reload restores them). */
  savedAnswers: ReadonlyMap<number, AnswerValue>;
  /** The deadline (ISO) and the upstream's clock when the page was read; null: no time limit. */
  deadlineAt: string | null;
  serverNow: string;
  /** The deadline as people read it ("12 Nov 2026, 10:30 Cairo time"), for a page without JavaScript. */
  deadlineText: string | null;
}

/**
 * Taking an attempt: every drawn question on one page ("Question 3 of 10"), each answer saved to
 * the upstream as it is given (a choice at once, a typed value after a pause and when the field
 * is left) with its status beside it ("Saved", "Saving…", "Not saved: retrying"), a countdown by
 * the upstream's clock, Submit behind a confirmation that says how many are unanswered, and when
 * the time is up a submission of what was saved.
 *
 * Without JavaScript it is a plain form: each control is named `answer-{questionId}` and Submit
 * posts them all to {@link submitAttemptAction}, which answers with the result page.
 */
export function AttemptForm({
  courseId,
  assessmentId,
  attemptId,
  questions,
  savedAnswers,
  deadlineAt,
  serverNow,
  deadlineText,
}: AttemptFormProps) {
  const locale = usePageLocale();
  const messages = useCatalogue();
  const texts = messages.assessments;
  const form = useRef<HTMLFormElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isTimeUp, setIsTimeUp] = useState(false);
  // The same action with and without JavaScript: a success redirects to the result, a failure
  // comes back here to be shown.
  const [result, formAction, isSubmitting] = useActionState(submitAttemptAction, null);
  const hasSubmitted = useRef(false);
  const { left, resync } = useTimeLeft(deadlineAt, serverNow);

  const submit = useCallback(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    hasSubmitted.current = true;
    startTransition(() => formAction(data));
  }, [formAction]);

  const timeUp = useCallback(() => {
    if (hasSubmitted.current) return;
    setIsTimeUp(true);
    setIsConfirming(false);
    submit();
  }, [submit]);

  const { states, change, flush } = useAutosave({
    initial: new Map(
      questions.map((question) => [question.id, savedAnswers.get(question.id) ?? null]),
    ),
    send: (questionId, answer) =>
      saveAnswerAction({ attemptId, questionId, choice: answer.choice, value: answer.value }),
    onClosed: timeUp,
    onSaved: resync,
  });

  useEffect(() => {
    if (left === 0 && !hasSubmitted.current) timeUp();
  }, [left, timeUp]);

  const answers = new Map([...states].map(([questionId, state]) => [questionId, state.answer]));
  const unanswered = countUnanswered(
    questions.map((question) => question.id),
    answers,
  );

  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={(event) => {
        event.preventDefault();
        setIsConfirming(true);
      }}
      className="space-y-4"
    >
      <input type="hidden" name="courseId" value={courseId} />
      <input type="hidden" name="assessmentId" value={assessmentId} />
      <input type="hidden" name="attemptId" value={attemptId} />
      {deadlineAt !== null ? <Countdown left={left} deadlineText={deadlineText} /> : null}
      {isTimeUp ? (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {texts.timeUp}
        </p>
      ) : null}
      <ol className="space-y-4">
        {questions.map((question, index) => {
          const state = states.get(question.id);
          const answer = state?.answer;
          return (
            <li key={question.id}>
              <QuestionView
                question={question}
                number={index + 1}
                total={questions.length}
                choice={answer?.choice ?? null}
                value={answer?.value ?? null}
                readOnly={isTimeUp}
                onChoiceChange={(choice) => change(question.id, { choice, value: null })}
                onValueChange={(value) =>
                  change(question.id, { choice: null, value }, { pause: true })
                }
                onValueBlur={() => flush(question.id)}
                status={<SaveStatusText status={state?.status ?? "idle"} />}
                locale={locale}
              />
            </li>
          );
        })}
      </ol>
      {result && !result.ok ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {result.message}
        </p>
      ) : null}
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" isPending={isSubmitting} className="w-full sm:w-auto">
          {texts.submit}
        </Button>
      </div>
      <AlertDialog.Root
        open={isConfirming}
        onOpenChange={(open) => !isSubmitting && setIsConfirming(open)}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={dialogStyles.overlay} />
          <AlertDialog.Content className={dialogStyles.panel()}>
            <AlertDialog.Title className={dialogStyles.title}>
              {texts.submitTitle}
            </AlertDialog.Title>
            <AlertDialog.Description className={dialogStyles.description}>
              {texts.unanswered(unanswered)}
            </AlertDialog.Description>
            <div className={cn("mt-6", dialogStyles.actions)}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" size="lg" disabled={isSubmitting}>
                  {messages.coursePages.attempt.cancel}
                </Button>
              </AlertDialog.Cancel>
              <Button
                size="lg"
                isPending={isSubmitting}
                onClick={() => {
                  setIsConfirming(false);
                  submit();
                }}
              >
                {texts.submitConfirm}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </form>
  );
}

/** The time left, sticky at the top while scrolling; the deadline in words without JavaScript. */
function Countdown({ left, deadlineText }: { left: number | null; deadlineText: string | null }) {
  const texts = useCatalogue().assessments;
  const urgent = isUrgent(left);
  return (
    <div
      className={cn(
        "sticky top-0 z-10 -mx-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b px-4 py-3 sm:mx-0 sm:rounded-lg sm:border",
        urgent ? "border-red-300 bg-red-50" : "border-slate-200 bg-white/95",
      )}
    >
      <p className="text-sm font-medium text-slate-800">
        {texts.timeLeft}:{" "}
        <span
          className={cn(
            "text-lg font-bold tabular-nums",
            urgent ? "text-red-800" : "text-slate-900",
          )}
          role="timer"
          aria-live={urgent ? "assertive" : "off"}
        >
          {left === null ? "—" : formatCountdown(left)}
        </span>
      </p>
      {deadlineText ? (
        <p className="text-xs text-slate-600">{texts.submitBy(deadlineText)}</p>
      ) : null}
    </div>
  );
}

/** "Saved", "Saving…", "Not saved: retrying" beside a question (announced politely). */
function SaveStatusText({ status }: { status: SaveStatus }) {
  const texts = useCatalogue().assessments;
  const [text, tone] =
    status === "saved"
      ? [texts.saved, "text-emerald-800"]
      : status === "saving"
        ? [texts.saving, "text-slate-600"]
        : status === "retrying"
          ? [texts.retrying, "text-red-800"]
          : status === "refused"
            ? [texts.answerRejected, "text-red-800"]
            : [texts.notAnswered, "text-slate-500"];
  return (
    <span role="status" className={cn("text-xs font-medium", tone)}>
      {text}
    </span>
  );
}
