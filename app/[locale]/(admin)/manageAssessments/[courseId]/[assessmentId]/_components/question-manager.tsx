"use client";

import { useMemo, useState } from "react";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { ActionFormDialog } from "@/components/ui/action-form-dialog";
import { Button } from "@/components/ui/button";
import { SortableList } from "@/components/ui/sortable-list";
import { useSavedOrder } from "@/components/ui/use-saved-order";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import type { AssessmentQuestion } from "@/lib/upstream/assessment-admin";
import {
  createQuestionAction,
  deleteQuestionAction,
  reorderQuestionsAction,
  updateQuestionAction,
} from "../actions";
import {
  emptyQuestion,
  questionFieldsSchemaFor,
  questionFormValues,
  type QuestionFields as Fields,
  type QuestionFormValues,
} from "../schema";
import { ImportDialog } from "./import-dialog";
import { kindLabelsIn, QuestionFields } from "./question-fields";

const questionFieldNames = [
  "kind",
  "prompt",
  "options",
  "trueFalse",
  "numericAnswer",
  "tolerance",
  "toleranceKind",
  "unit",
  "explanation",
] as const;

/** Add Question (no `question`) or Edit question N, in a dialog whose fields follow the kind. */
function QuestionDialog({
  courseId,
  assessmentId,
  question,
  position,
  isOpen,
  onOpenChange,
}: {
  courseId: string;
  assessmentId: string;
  question: AssessmentQuestion | null;
  /** The question's 1-based place (edit). */
  position: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const text = useCatalogue().assessmentAdmin;
  const schema = useMemo(() => questionFieldsSchemaFor(text), [text]);
  return (
    <ActionFormDialog<QuestionFormValues, Fields>
      schema={schema}
      defaultValues={question ? questionFormValues(question) : emptyQuestion}
      fieldNames={questionFieldNames}
      action={(fields) =>
        question
          ? updateQuestionAction({ ...fields, courseId, assessmentId, questionId: question.id })
          : createQuestionAction({ ...fields, courseId, assessmentId })
      }
      failureMessage={question ? text.questionUpdateFailed : text.questionCreateFailed}
      title={question ? text.editQuestionTitle(position) : text.addQuestionTitle}
      className="max-w-2xl"
      submitLabel={question ? text.saveQuestion : text.addQuestion}
      open={isOpen}
      onOpenChange={onOpenChange}
    >
      {(form, _field, errorOf) => (
        <QuestionFields
          form={form}
          idPrefix={question ? `question-${question.id}` : "new-question"}
          errorOf={errorOf}
        />
      )}
    </ActionFormDialog>
  );
}

/** A number as the admin typed it back: no float noise (0.1 + 0.2), as written in English. */
const numberText = (value: number) =>
  new Intl.NumberFormat("en-US", { maximumFractionDigits: 6, useGrouping: false }).format(value);

/** The key of a question, as its card shows it to the admin. */
function KeySummary({ question }: { question: AssessmentQuestion }) {
  const text = useCatalogue().assessmentAdmin;
  if (question.kind === "numeric") {
    const tolerance = question.tolerance ?? 0;
    return (
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{text.rightAnswer}:</span>{" "}
        <bdi dir="ltr">
          {numberText(question.numericAnswer ?? 0)}
          {question.unit ? ` ${question.unit}` : ""}{" "}
          {question.toleranceKind === "percent"
            ? text.tolerancePercent(tolerance)
            : text.toleranceAbsolute(tolerance, question.unit)}
        </bdi>
      </p>
    );
  }
  if (question.kind === "trueFalse") {
    return (
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{text.rightAnswer}:</span>{" "}
        {question.correctOptions[0] === 0 ? text.trueLabel : text.falseLabel}
      </p>
    );
  }
  return (
    <ol className="list-inside list-decimal space-y-1 text-sm text-slate-800">
      {question.options.map((option, index) => {
        const isRight = question.correctOptions.includes(index);
        return (
          <li key={index} className={isRight ? "font-semibold text-emerald-800" : undefined}>
            <bdi>{option}</bdi>
            {isRight ? ` · ${text.rightAnswer}` : ""}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * An assessment's question bank in order: each question with its kind, prompt and key, Edit in
 * a dialog and Delete with a confirmation; Add Question and Import from CSV; drag handles
 * (pointer or keyboard) to reorder, saved at once (the server's order comes back if saving
 * fails). Every action re-checks on the server.
 */
export function QuestionManager({
  courseId,
  assessmentId,
  questions,
}: {
  courseId: string;
  assessmentId: string;
  /** The bank in order, with the key (the admin's page only). */
  questions: AssessmentQuestion[];
}) {
  const text = useCatalogue().assessmentAdmin;
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [editing, setEditing] = useState<{ question: AssessmentQuestion; position: number } | null>(
    null,
  );
  const { ordered, saveOrder } = useSavedOrder(
    questions,
    (item) => item.id,
    (questionIds) => reorderQuestionsAction({ courseId, assessmentId, questionIds }),
    text.reorderFailed,
  );

  return (
    <section aria-labelledby="questions-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
          {text.questionsHeading(questions.length)}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setIsAddOpen(true)}>{text.addQuestion}</Button>
          <Button variant="secondary" onClick={() => setIsImportOpen(true)}>
            {text.importCsv}
          </Button>
        </div>
      </div>
      {questions.length > 1 ? <p className="text-sm text-slate-700">{text.reorderHint}</p> : null}
      <QuestionDialog
        courseId={courseId}
        assessmentId={assessmentId}
        question={null}
        position={questions.length + 1}
        isOpen={isAddOpen}
        onOpenChange={setIsAddOpen}
      />
      {editing ? (
        <QuestionDialog
          key={editing.question.id}
          courseId={courseId}
          assessmentId={assessmentId}
          question={editing.question}
          position={editing.position}
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      <ImportDialog
        courseId={courseId}
        assessmentId={assessmentId}
        isOpen={isImportOpen}
        onOpenChange={setIsImportOpen}
      />
      {ordered.length === 0 ? (
        <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {text.noQuestions}
        </p>
      ) : (
        <SortableList
          items={ordered}
          getId={(item) => item.id}
          getLabel={(item) => text.questionName(ordered.indexOf(item) + 1)}
          onReorder={saveOrder}
          isSortable={ordered.length > 1}
          className="flex flex-col gap-3"
          itemClassName="rounded-lg border border-slate-200 bg-white"
          renderItem={(item, handle, index) => (
            <div className="flex items-start gap-2 p-3">
              {handle}
              <div className="min-w-0 flex-1 space-y-2">
                <h3 className="font-semibold text-slate-900">
                  {text.questionNumber(index + 1)}
                  <span className="font-normal text-slate-600">
                    {" "}
                    · {kindLabelsIn(text)[item.kind]}
                  </span>
                </h3>
                <p className="text-sm break-words whitespace-pre-line text-slate-900">
                  <bdi>{item.prompt}</bdi>
                </p>
                <KeySummary question={item} />
                {item.explanation ? (
                  <p className="text-sm break-words text-slate-700">
                    <span className="font-semibold">{text.explanationLabel}:</span>{" "}
                    <bdi>{item.explanation}</bdi>
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2 pt-1">
                  <Button
                    variant="secondary"
                    size="lg"
                    onClick={() => setEditing({ question: item, position: index + 1 })}
                  >
                    {text.editQuestion}
                    <span className="sr-only"> {text.questionName(index + 1)}</span>
                  </Button>
                  <ActionConfirmDialog
                    trigger={
                      <Button variant="danger" size="lg">
                        {text.deleteQuestion}
                        <span className="sr-only"> {text.questionName(index + 1)}</span>
                      </Button>
                    }
                    title={text.deleteQuestionTitle(index + 1)}
                    description={text.deleteQuestionWarning}
                    confirmLabel={text.deleteQuestion}
                    action={() =>
                      deleteQuestionAction({ courseId, assessmentId, questionId: item.id })
                    }
                    failureMessage={text.questionDeleteFailed}
                  />
                </div>
              </div>
            </div>
          )}
        />
      )}
    </section>
  );
}
