"use client";

import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { TextareaField } from "@/app/[locale]/(admin)/_components/form-controls";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldFrame } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { MAX_QUESTION_OPTIONS } from "@/lib/csv/question-format";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { questionKinds, type QuestionFields as Fields, type QuestionFormValues } from "../schema";

/** The catalogue's name of each kind of question, in the words of `text` (the page's). */
export const kindLabelsIn = (
  text: Catalogue["assessmentAdmin"],
): Record<(typeof questionKinds)[number], string> => ({
  single: text.kindSingle,
  multiple: text.kindMultiple,
  trueFalse: text.kindTrueFalse,
  numeric: text.kindNumeric,
});

type Form = UseFormReturn<QuestionFormValues, unknown, Fields>;

/** A radio or checkbox with its visible label, 44 px tall. */
function Choice({
  label,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & { label: React.ReactNode }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input className="size-5 shrink-0 accent-brand-700" {...input} />
      {label}
    </label>
  );
}

/**
 * The options of a choice question: each a labelled text field with "Right answer" beside it (a
 * radio for single choice: choosing one clears the others; a checkbox for multiple), Remove, and
 * Add Option up to ten. The list's own error (too few, no right one) is said under it.
 */
function OptionFields({
  form,
  idPrefix,
  isSingle,
}: {
  form: Form;
  idPrefix: string;
  isSingle: boolean;
}) {
  const text = useCatalogue().assessmentAdmin;
  const { control, register, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "options" });
  const options = useWatch({ control, name: "options" }) ?? [];
  const listError = formState.errors.options?.root?.message ?? formState.errors.options?.message;
  const errorId = `${idPrefix}-options-error`;
  return (
    <fieldset aria-describedby={listError ? errorId : undefined} className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{text.optionsLegend}</legend>
      <p className="text-xs text-slate-600">
        {isSingle ? text.optionsHintSingle : text.optionsHintMultiple}
      </p>
      <ol className="flex flex-col gap-3">
        {fields.map((item, index) => {
          const number = index + 1;
          const inputId = `${idPrefix}-option-${item.id}`;
          const optionError = formState.errors.options?.[index]?.text?.message;
          return (
            <li key={item.id} className="rounded-md border border-slate-200 p-3">
              <FieldFrame id={inputId} label={text.optionLabel(number)} error={optionError}>
                {(controlProps) => (
                  <Input
                    {...controlProps}
                    invalid={Boolean(optionError)}
                    autoComplete="off"
                    {...register(`options.${index}.text`)}
                  />
                )}
              </FieldFrame>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                {isSingle ? (
                  <Choice
                    type="radio"
                    name={`${idPrefix}-right`}
                    value={index}
                    checked={Boolean(options[index]?.isCorrect)}
                    onChange={() =>
                      fields.forEach((_, other) =>
                        setValue(`options.${other}.isCorrect`, other === index, {
                          shouldDirty: true,
                        }),
                      )
                    }
                    label={
                      <>
                        {text.rightAnswer}
                        <span className="sr-only"> ({text.optionName(number)})</span>
                      </>
                    }
                  />
                ) : (
                  <Choice
                    type="checkbox"
                    {...register(`options.${index}.isCorrect`)}
                    label={
                      <>
                        {text.rightAnswer}
                        <span className="sr-only"> ({text.optionName(number)})</span>
                      </>
                    }
                  />
                )}
                {fields.length > 2 ? (
                  <Button type="button" variant="ghost" onClick={() => remove(index)}>
                    {text.removeOption}
                    <span className="sr-only"> {text.optionName(number)}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {fields.length < MAX_QUESTION_OPTIONS ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => append({ text: "", isCorrect: false })}
        >
          {text.addOption}
        </Button>
      ) : null}
      <FieldError id={errorId} message={listError} />
    </fieldset>
  );
}

/**
 * The question dialog's fields for the chosen kind: Kind of question, Question, then the
 * options (single and multiple choice), the statement's truth (true/false), or the right
 * answer, unit and tolerance (numeric); and the optional Explanation. Every control has a
 * visible label.
 */
export function QuestionFields({
  form,
  idPrefix,
  errorOf,
}: {
  form: Form;
  idPrefix: string;
  errorOf: (
    field:
      | "kind"
      | "prompt"
      | "trueFalse"
      | "numericAnswer"
      | "tolerance"
      | "toleranceKind"
      | "unit"
      | "explanation",
  ) => string | undefined;
}) {
  const text = useCatalogue().assessmentAdmin;
  const { control, register, getValues, setValue } = form;
  const kind = useWatch({ control, name: "kind" });
  const id = (suffix: string) => `${idPrefix}-${suffix}`;
  const isChoice = kind === "single" || kind === "multiple";
  return (
    <>
      <FieldFrame id={id("kind")} label={text.kindLabel} error={errorOf("kind")}>
        {(controlProps) => (
          <Select
            {...controlProps}
            {...register("kind", {
              onChange: () => {
                // A choice question needs at least two option rows to fill in.
                const options = getValues("options") ?? [];
                if (options.length < 2) {
                  setValue("options", [
                    ...options,
                    ...Array.from({ length: 2 - options.length }, () => ({
                      text: "",
                      isCorrect: false,
                    })),
                  ]);
                }
              },
            })}
          >
            {questionKinds.map((value) => (
              <option key={value} value={value}>
                {kindLabelsIn(text)[value]}
              </option>
            ))}
          </Select>
        )}
      </FieldFrame>
      <TextareaField
        id={id("prompt")}
        label={text.promptLabel}
        rows={3}
        required
        error={errorOf("prompt")}
        {...register("prompt")}
      />
      {isChoice ? (
        <OptionFields form={form} idPrefix={idPrefix} isSingle={kind === "single"} />
      ) : null}
      {kind === "trueFalse" ? (
        <fieldset
          aria-describedby={errorOf("trueFalse") ? id("true-false-error") : undefined}
          className="space-y-1"
        >
          <legend className="text-sm font-medium text-slate-800">{text.trueFalseLegend}</legend>
          <div className="flex flex-wrap gap-x-6">
            <Choice type="radio" value="true" label={text.trueLabel} {...register("trueFalse")} />
            <Choice type="radio" value="false" label={text.falseLabel} {...register("trueFalse")} />
          </div>
          <FieldError id={id("true-false-error")} message={errorOf("trueFalse")} />
        </fieldset>
      ) : null}
      {kind === "numeric" ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={id("numeric-answer")}
              label={text.numericAnswerLabel}
              hint={text.numericAnswerHint}
              inputMode="decimal"
              autoComplete="off"
              required
              error={errorOf("numericAnswer")}
              {...register("numericAnswer")}
            />
            <Field
              id={id("unit")}
              label={text.unitLabel}
              hint={text.unitHint}
              autoComplete="off"
              error={errorOf("unit")}
              {...register("unit")}
            />
            <Field
              id={id("tolerance")}
              label={text.toleranceLabel}
              hint={text.toleranceHint}
              inputMode="decimal"
              autoComplete="off"
              required
              error={errorOf("tolerance")}
              {...register("tolerance")}
            />
            <fieldset
              aria-describedby={errorOf("toleranceKind") ? id("tolerance-kind-error") : undefined}
              className="space-y-1"
            >
              <legend className="text-sm font-medium text-slate-800">
                {text.toleranceKindLegend}
              </legend>
              <div className="flex flex-col">
                <Choice
                  type="radio"
                  value="absolute"
                  label={text.toleranceKindAbsolute}
                  {...register("toleranceKind")}
                />
                <Choice
                  type="radio"
                  value="percent"
                  label={text.toleranceKindPercent}
                  {...register("toleranceKind")}
                />
              </div>
              <FieldError id={id("tolerance-kind-error")} message={errorOf("toleranceKind")} />
            </fieldset>
          </div>
        </>
      ) : null}
      <FieldFrame
        id={id("explanation")}
        label={text.explanationFieldLabel}
        hint={text.explanationHint}
        error={errorOf("explanation")}
      >
        {(controlProps) => (
          <Textarea
            {...controlProps}
            rows={2}
            invalid={Boolean(errorOf("explanation"))}
            {...register("explanation")}
          />
        )}
      </FieldFrame>
    </>
  );
}
