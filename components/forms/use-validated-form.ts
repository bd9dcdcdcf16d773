"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { startTransition, useActionState, useRef, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type * as z from "@/lib/zod";
import { fieldError, type ActionResult } from "@/lib/actions/result";
import { bindField } from "@/components/forms/bind-field";
import { useResultToast } from "@/components/forms/use-result-toast";

/**
 * The progressive form wiring the signup and edit-profile forms share. Without JavaScript the
 * `<form>` posts straight to `action` (which validates with the same schema on the server); with
 * JavaScript react-hook-form checks `schema` first, shows each field's message at once, and only
 * then submits the form's own FormData through the action. Spread `formProps` on the `<form>`;
 * `errorOf(name)` is the browser's message for a field, else the server's; `field(name)` spreads
 * the registration and that message onto a `Field`; results are toasted;
 * `setValue` is react-hook-form's (e.g. to clear a password after a success).
 */
export function useValidatedForm<S extends z.ZodType<FieldValues, FieldValues>>({
  action,
  schema,
  defaultValues,
  initialResult = null,
}: {
  action: (state: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  schema: S;
  defaultValues?: DefaultValues<z.input<S>>;
  /** The failed result a no-JavaScript post left for this page (lib/actions/form-flash.ts). */
  initialResult?: ActionResult | null;
}) {
  const [result, formAction, isPending] = useActionState(action, initialResult);
  useResultToast(result);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });

  const errorOf = (name: Path<z.input<S>>): string | undefined => {
    const message = errors[name]?.message;
    return (typeof message === "string" ? message : undefined) ?? fieldError(result, name);
  };
  const formProps = {
    ref: formRef,
    action: formAction,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void handleSubmit(() => {
        const form = formRef.current;
        if (form) startTransition(() => formAction(new FormData(form)));
      })(event);
    },
  };
  return {
    result,
    isPending,
    register,
    setValue,
    errorOf,
    field: bindField(register, errorOf),
    formProps,
  };
}
