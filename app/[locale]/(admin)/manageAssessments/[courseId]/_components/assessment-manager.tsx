"use client";

import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { useMemo, useState } from "react";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { ActionFormDialog } from "@/components/ui/action-form-dialog";
import { Button, buttonClassName } from "@/components/ui/button";
import { Field, FieldError, FieldFrame } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import type { CourseKind } from "@/lib/course-kinds";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { createAssessmentAction, deleteAssessmentAction, updateAssessmentAction } from "../actions";
import {
  assessmentFieldsSchemaFor,
  type AssessmentFields,
  type AssessmentFormValues,
} from "../schema";

/** An assessment as the list shows it, with its settings for the edit dialog. */
export interface AssessmentRow {
  id: string;
  kind: "quiz" | "final";
  title: string;
  /** The section a quiz follows (id and name); null for a final exam. */
  section: { id: string; name: string } | null;
  passMark: number;
  timeLimitMinutes: number | null;
  maxAttempts: number | null;
  retryWaitMinutes: number;
  drawCount: number | null;
  shuffleOptions: boolean;
  revealAnswers: "afterPass" | "afterLastAttempt" | "never";
  questionCount: number;
  questionsPerAttempt: number;
  /** The page of its questions. */
  questionsHref: Route;
}

/** When the right answers are shown, each in the words of `text` (the page's). */
const revealChoicesIn = (text: Catalogue["assessmentAdmin"]) =>
  [
    { value: "afterPass", label: text.revealAfterPass },
    { value: "afterLastAttempt", label: text.revealAfterLastAttempt },
    { value: "never", label: text.revealNever },
  ] as const;

const settingsFieldNames = [
  "title",
  "sectionId",
  "passMark",
  "timeLimitMinutes",
  "maxAttempts",
  "retryWaitMinutes",
  "drawCount",
  "revealAnswers",
] as const;

/** What the dialog starts from: a row's settings, or a new quiz's or final exam's. */
function startingValues(
  kind: "quiz" | "final",
  row: AssessmentRow | null,
  sectionId: string,
  finalTitle: string,
): AssessmentFormValues {
  if (!row) {
    return {
      kind,
      title: kind === "final" ? finalTitle : "",
      sectionId,
      passMark: 70,
      timeLimitMinutes: "",
      maxAttempts: "",
      retryWaitMinutes: 0,
      drawCount: "",
      shuffleOptions: true,
      revealAnswers: "afterPass",
    };
  }
  return {
    kind,
    title: row.title,
    sectionId: row.section?.id ?? "",
    passMark: row.passMark,
    timeLimitMinutes: row.timeLimitMinutes ?? "",
    maxAttempts: row.maxAttempts ?? "",
    retryWaitMinutes: row.retryWaitMinutes,
    drawCount: row.drawCount ?? "",
    shuffleOptions: row.shuffleOptions,
    revealAnswers: row.revealAnswers,
  };
}

/**
 * Add Quiz, Add Final Exam (no `row`) or Edit Settings: Title, the section a quiz comes after
 * (the course's sections without a quiz, and its own), Pass mark, Time limit, Attempts allowed,
 * Wait between attempts, Questions per attempt, Shuffle the options, and when the right answers
 * are shown. Every field has a visible label; the action checks everything again.
 */
function SettingsDialog({
  courseId,
  kind,
  row,
  sections,
  isOpen,
  onOpenChange,
}: {
  courseId: string;
  kind: "quiz" | "final";
  row: AssessmentRow | null;
  /** The sections a quiz may follow (for a quiz). */
  sections: { id: string; name: string }[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { assessmentAdmin: text, adminForms } = useCatalogue();
  const schema = useMemo(() => assessmentFieldsSchemaFor(text), [text]);
  const idPrefix = row ? `assessment-${row.id}` : `new-${kind}`;
  const id = (suffix: string) => `${idPrefix}-${suffix}`;
  return (
    <ActionFormDialog<AssessmentFormValues, AssessmentFields>
      schema={schema}
      defaultValues={startingValues(
        kind,
        row,
        sections[0]?.id ?? "",
        adminForms.assessments.finalTitle,
      )}
      fieldNames={settingsFieldNames}
      action={(fields) =>
        row
          ? updateAssessmentAction({ ...fields, courseId, assessmentId: row.id })
          : createAssessmentAction({ ...fields, courseId })
      }
      failureMessage={row ? text.updateFailed : text.createFailed}
      title={
        row ? text.editTitle(row.title) : kind === "final" ? text.addFinalTitle : text.addQuizTitle
      }
      description={text.settingsDescription}
      className="max-w-xl"
      submitLabel={row ? text.saveSettings : kind === "final" ? text.addFinal : text.addQuiz}
      open={isOpen}
      onOpenChange={onOpenChange}
    >
      {({ register }, field, errorOf) => (
        <>
          <Field
            id={id("title")}
            label={text.titleLabel}
            required
            autoComplete="off"
            {...field("title")}
          />
          {kind === "quiz" ? (
            <FieldFrame id={id("section")} label={text.sectionLabel} error={errorOf("sectionId")}>
              {(control) => (
                <Select
                  {...control}
                  invalid={Boolean(errorOf("sectionId"))}
                  {...register("sectionId")}
                >
                  {sections.map((section) => (
                    <option key={section.id} value={section.id}>
                      {section.name}
                    </option>
                  ))}
                </Select>
              )}
            </FieldFrame>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={id("pass-mark")}
              label={text.passMarkLabel}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              required
              {...field("passMark")}
            />
            <Field
              id={id("time-limit")}
              label={text.timeLimitLabel}
              hint={text.timeLimitHint}
              type="number"
              inputMode="numeric"
              min={1}
              max={600}
              step={1}
              {...field("timeLimitMinutes")}
            />
            <Field
              id={id("max-attempts")}
              label={text.maxAttemptsLabel}
              hint={text.maxAttemptsHint}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              {...field("maxAttempts")}
            />
            <Field
              id={id("retry-wait")}
              label={text.retryWaitLabel}
              hint={text.retryWaitHint}
              type="number"
              inputMode="numeric"
              min={0}
              max={10_080}
              step={1}
              required
              {...field("retryWaitMinutes")}
            />
          </div>
          <Field
            id={id("draw-count")}
            label={text.drawCountLabel}
            hint={text.drawCountHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            step={1}
            {...field("drawCount")}
          />
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              {...register("shuffleOptions")}
            />
            {text.shuffleLabel}
          </label>
          <fieldset
            aria-describedby={errorOf("revealAnswers") ? id("reveal-error") : undefined}
            className="space-y-1"
          >
            <legend className="text-sm font-medium text-slate-800">{text.revealLabel}</legend>
            <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {revealChoicesIn(text).map((choice) => (
                <label
                  key={choice.value}
                  className="flex min-h-11 items-center gap-2 text-sm text-slate-800"
                >
                  <input
                    type="radio"
                    value={choice.value}
                    className="size-4 accent-brand-700"
                    {...register("revealAnswers")}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
            <FieldError id={id("reveal-error")} message={errorOf("revealAnswers")} />
          </fieldset>
        </>
      )}
    </ActionFormDialog>
  );
}

/** The settings of a row in a few words: pass mark, time, attempts, questions. */
function summaryOf(text: Catalogue["assessmentAdmin"], row: AssessmentRow): string {
  return [
    text.summaryPassMark(row.passMark),
    text.summaryTimeLimit(row.timeLimitMinutes),
    text.summaryAttempts(row.maxAttempts),
    text.summaryQuestions(row.questionsPerAttempt, row.questionCount),
  ].join(" · ");
}

/**
 * A course's quizzes (on-demand: one after any section) and final exam (one per course), each
 * with its settings in a line, a link to its questions, Edit Settings in a dialog and Delete
 * with a confirmation; Add Quiz and Add Final Exam while there is room for one. Every action
 * re-checks on the server.
 */
export function AssessmentManager({
  courseId,
  courseName,
  kind,
  sections,
  assessments,
}: {
  courseId: string;
  courseName: string;
  kind: CourseKind;
  /** The course's sections in order (on-demand; empty online). */
  sections: { id: string; name: string }[];
  /** Quizzes in section order, then the final exam. */
  assessments: AssessmentRow[];
}) {
  const text = useCatalogue().assessmentAdmin;
  const [adding, setAdding] = useState<"quiz" | "final" | null>(null);
  const [editing, setEditing] = useState<AssessmentRow | null>(null);
  const takenSections = new Set(
    assessments.flatMap((row) => (row.section ? [row.section.id.toLowerCase()] : [])),
  );
  const freeSections = sections.filter((section) => !takenSections.has(section.id.toLowerCase()));
  const hasFinal = assessments.some((row) => row.kind === "final");
  const isOnDemand = kind === "on-demand";
  const sectionsFor = (row: AssessmentRow) =>
    row.section ? [row.section, ...freeSections] : freeSections;

  return (
    <section aria-labelledby="assessments-heading" className="space-y-4">
      <h2 id="assessments-heading" className="text-lg font-semibold text-slate-900">
        {text.pageTitle} ({assessments.length})
      </h2>
      <p className="text-sm text-slate-700">{isOnDemand ? text.intro : text.introOnline}</p>
      <div className="flex flex-wrap items-center gap-3">
        {isOnDemand && freeSections.length > 0 ? (
          <Button onClick={() => setAdding("quiz")}>{text.addQuiz}</Button>
        ) : null}
        {hasFinal ? null : (
          <Button variant={isOnDemand ? "secondary" : "primary"} onClick={() => setAdding("final")}>
            {text.addFinal}
          </Button>
        )}
      </div>
      {isOnDemand && freeSections.length === 0 ? (
        <p className="text-sm text-slate-600">
          {sections.length === 0 ? text.noSections : text.noSectionLeft}
        </p>
      ) : null}
      {adding ? (
        <SettingsDialog
          key={adding}
          courseId={courseId}
          kind={adding}
          row={null}
          sections={freeSections}
          isOpen
          onOpenChange={(open) => !open && setAdding(null)}
        />
      ) : null}
      {editing ? (
        <SettingsDialog
          key={editing.id}
          courseId={courseId}
          kind={editing.kind}
          row={editing}
          sections={sectionsFor(editing)}
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      {assessments.length === 0 ? (
        <p role="status" className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {text.none}
        </p>
      ) : (
        <ul aria-label={`${text.pageTitle}: ${courseName}`} className="flex flex-col gap-3">
          {assessments.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold break-words text-slate-900">{row.title}</h3>
              <p className="text-sm font-medium text-brand-800">
                {row.section ? text.quizAfter(row.section.name) : text.finalExam}
              </p>
              <p className="mt-1 text-sm text-slate-700">{summaryOf(text, row)}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  href={row.questionsHref}
                  className={buttonClassName({ variant: "primary", size: "lg" })}
                >
                  {text.editQuestions}
                  <span className="sr-only"> of {row.title}</span>
                </Link>
                <Button variant="secondary" size="lg" onClick={() => setEditing(row)}>
                  {text.editSettings}
                  <span className="sr-only"> of {row.title}</span>
                </Button>
                <ActionConfirmDialog
                  trigger={
                    <Button variant="danger" size="lg">
                      {text.deleteLabel}
                      <span className="sr-only"> {row.title}</span>
                    </Button>
                  }
                  title={text.deleteTitle(row.title)}
                  description={text.deleteWarning}
                  confirmLabel={text.deleteLabel}
                  action={() => deleteAssessmentAction({ courseId, assessmentId: row.id })}
                  failureMessage={text.deleteFailed}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
