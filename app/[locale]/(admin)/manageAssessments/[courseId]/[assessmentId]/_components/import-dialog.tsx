"use client";

import { useState, type ChangeEvent } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@/components/ui/dialog";
import { FieldError, FieldFrame } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { useActionRunner } from "@/components/ui/use-action-runner";
import { MAX_QUESTION_CSV_CHARS, questionCsvExample } from "@/lib/csv/question-format";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { checkQuestionImportAction, importQuestionsAction } from "../actions";

/** What the last check of the text said: ready (how many), or the problems, one a line. */
type Check =
  { status: "ready"; count: number; checked: string } | { status: "problems"; problems: string[] };

/**
 * {@link questionCsvExample} as a link's address: the file is in the page (a `data:` address
 * with `download`), so nothing is fetched; a byte-order mark first so Excel reads it as UTF-8.
 */
const exampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${questionCsvExample}`)}`;

/**
 * Import from CSV: the format (with an example to download), a file to choose or text to paste,
 * Check (the server reads every line and lists each line's problems; nothing is saved), then
 * Import N questions once the checked text has no problem (the server checks it again and the
 * upstream adds all of them or none).
 */
export function ImportDialog({
  courseId,
  assessmentId,
  isOpen,
  onOpenChange,
}: {
  courseId: string;
  assessmentId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const text = useCatalogue().assessmentAdmin;
  const { isPending, run } = useActionRunner();
  const [csv, setCsv] = useState("");
  const [check, setCheck] = useState<Check | null>(null);
  const [error, setError] = useState<string>();

  const reset = () => {
    setCsv("");
    setCheck(null);
    setError(undefined);
  };
  const changeText = (value: string) => {
    setCsv(value);
    setCheck(null);
    setError(undefined);
  };
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_QUESTION_CSV_CHARS * 4) {
      setError(text.csvTooLarge);
      return;
    }
    changeText(await file.text());
  };
  /** Shows a failed result: the file's problems (its `csv` field), or its message. */
  const showFailure = (result: { message: string; fieldErrors?: Record<string, string[]> }) => {
    const problems = result.fieldErrors?.csv ?? [];
    if (problems.length > 1 || (problems.length === 1 && problems[0] !== result.message)) {
      setCheck({ status: "problems", problems });
    } else setError(problems[0] ?? result.message);
  };
  const checkText = async () => {
    setError(undefined);
    if (csv.trim() === "") {
      setError(text.importEmptyInput);
      return;
    }
    const result = await run(
      () => checkQuestionImportAction({ courseId, assessmentId, csv }),
      text.importFailed,
    );
    if (result.ok) setCheck({ status: "ready", count: result.data?.count ?? 0, checked: csv });
    else showFailure(result);
  };
  const importText = async () => {
    const result = await run(
      () => importQuestionsAction({ courseId, assessmentId, csv }),
      text.importFailed,
    );
    if (result.ok) {
      reset();
      onOpenChange(false);
    } else showFailure(result);
  };
  const isReady = check?.status === "ready" && check.checked === csv;

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (isPending) return;
        if (!open) reset();
        onOpenChange(open);
      }}
    >
      <DialogContent
        title={text.importTitle}
        description={text.importDescription}
        className="max-w-2xl"
      >
        <div className="space-y-4">
          <section
            aria-labelledby="csv-format-heading"
            className="space-y-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800"
          >
            <h3 id="csv-format-heading" className="font-semibold text-slate-900">
              {text.importFormatHeading}
            </h3>
            <p>{text.importFormatColumns}</p>
            <p>{text.importFormatKinds}</p>
            <p>{text.importFormatNumeric}</p>
            <a
              href={exampleHref}
              download="questions-example.csv"
              className={buttonClassName("secondary")}
            >
              {text.importExample}
            </a>
          </section>
          <FieldFrame id="question-csv-file" label={text.importFileLabel}>
            {(control) => (
              <Input
                {...control}
                type="file"
                accept=".csv,text/csv,text/plain"
                className="h-auto py-2"
                onChange={(event) => void chooseFile(event)}
              />
            )}
          </FieldFrame>
          <FieldFrame id="question-csv-text" label={text.importTextLabel}>
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                spellCheck={false}
                dir="auto"
                className="font-mono text-xs"
                value={csv}
                onChange={(event) => changeText(event.target.value)}
              />
            )}
          </FieldFrame>
          <FieldError message={error} />
          {check?.status === "problems" ? (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3">
              <h3 className="text-sm font-semibold text-red-900">{text.importProblemsHeading}</h3>
              <ul className="mt-2 list-inside list-disc space-y-1 text-sm break-words text-red-900">
                {check.problems.map((problem, index) => (
                  <li key={index}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {isReady ? (
            <p
              role="status"
              className="rounded-md bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
            >
              {text.importReady(check.count)}
            </p>
          ) : null}
        </div>
        <DialogActions isPending={isPending} className="mt-6 flex-wrap">
          {isReady ? (
            <Button isPending={isPending} onClick={() => void importText()}>
              {text.importSubmit(check.count)}
            </Button>
          ) : (
            <Button isPending={isPending} onClick={() => void checkText()}>
              {text.importCheck}
            </Button>
          )}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
