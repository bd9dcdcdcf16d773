"use client";

import { useActionState, type InputHTMLAttributes } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useResultToast } from "@/components/forms/use-result-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldError, keptValue, type ActionResult } from "@/lib/actions/result";

/** Props of {@link NumberSettingForm}; `min`, `max`, `step` and `inputMode` go to the field. */
export interface NumberSettingFormProps<T> extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "min" | "max" | "step" | "inputMode"
> {
  /** The save action: the setting's new value under `name`; its data, what was saved. */
  action: (state: ActionResult<T> | null, form: FormData) => Promise<ActionResult<T>>;
  name: string;
  label: string;
  /** The field's hint, from what the last save returned (undefined before a save). */
  hint: (saved: T | undefined) => string;
  /** The value before any save, as the field shows it ("" when there is none). */
  initialValue: string;
  /** The number a save's data holds. */
  valueOf: (saved: T) => number;
  submitLabel: string;
}

/**
 * A settings form of one number, posted to its save action (works without JavaScript): the
 * result's message above the field, a toast, the value just saved (or the one refused, with its
 * error) kept in the field.
 */
export function NumberSettingForm<T>({
  action,
  name,
  label,
  hint,
  initialValue,
  valueOf,
  submitLabel,
  ...numberProps
}: NumberSettingFormProps<T>) {
  const [result, formAction, isPending] = useActionState<ActionResult<T> | null, FormData>(
    action,
    null,
  );
  useResultToast(result);
  const saved = result?.ok ? result.data : undefined;
  const value = keptValue(result, name) ?? (saved ? String(valueOf(saved)) : initialValue);
  return (
    <form action={formAction} className="max-w-md space-y-4">
      <FormMessage result={result} />
      <Field
        key={value}
        name={name}
        type="number"
        {...numberProps}
        required
        label={label}
        hint={hint(saved)}
        defaultValue={value}
        error={fieldError(result, name)}
      />
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
