"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useResultToast } from "@/components/forms/use-result-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldError, keptValue, type ActionResult } from "@/lib/actions/result";
import type { BusinessSettings } from "@/lib/upstream/sessions";
import { saveSettingsAction } from "../actions";

/** The Settings form: the device cap, posted to the save action (works without JavaScript). */
export function SettingsForm({ initial }: { initial: BusinessSettings }) {
  const [result, formAction, isPending] = useActionState<
    ActionResult<BusinessSettings> | null,
    FormData
  >(saveSettingsAction, null);
  useResultToast(result);
  const saved = result?.ok ? result.data : undefined;
  const value =
    keptValue(result, "maxStudentDevices") ?? String((saved ?? initial).maxStudentDevices);
  return (
    <form action={formAction} className="max-w-md space-y-4">
      <FormMessage result={result} />
      <Field
        key={value}
        name="maxStudentDevices"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        required
        label="Devices a student may be signed in on at once"
        hint="0 = no limit. Signing in on one more device signs the oldest one out."
        defaultValue={value}
        error={fieldError(result, "maxStudentDevices")}
      />
      <Button type="submit" isPending={isPending}>
        Save settings
      </Button>
    </form>
  );
}
