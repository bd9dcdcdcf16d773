"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import type * as z from "@/lib/zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { ActionResult } from "@/lib/actions/result";

/** Props of {@link ActionFormDialog}. */
export interface ActionFormDialogProps<Values extends FieldValues, Fields> {
  /** The form's zod schema (client-side check; the action checks again on the server). */
  schema: z.ZodType<Fields, Values>;
  /** What the fields hold when the dialog opens. */
  defaultValues: Values;
  /** The fields that show the server's field errors of a failed result (its first message each). */
  fieldNames: readonly Path<Values>[];
  /** The server action, called with the valid fields (ids and the like bound by the caller). */
  action: (fields: Fields) => Promise<ActionResult<unknown>>;
  /** Shown when the action throws (e.g. the network dropped). */
  failureMessage: string;
  /** What the fields hold after a success (default: `defaultValues`). */
  valuesAfterSuccess?: (fields: Fields) => Values;
  /** The dialog's title, announced as its accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Extra classes of the dialog panel (e.g. a wider `max-w-*`). */
  className?: string;
  /** The submit button's label, e.g. "Add Package". */
  submitLabel: string;
  /** The element that opens the dialog (focus returns to it on close); omit when controlled. */
  trigger?: ReactNode;
  /** Controlled open state; omit to let the dialog keep its own (with `trigger`). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The fields, given the form and the error text of a field. */
  children: (
    form: UseFormReturn<Values, unknown, Fields>,
    errorOf: (field: Path<Values>) => string | undefined,
  ) => ReactNode;
}

/**
 * A Radix dialog holding one react-hook-form form (zod resolver) that runs a server action: the
 * fields, then Cancel and the submit button. While the action runs, the buttons are disabled and
 * the dialog stays open; the result's message is toasted (`useActionRunner`). A success closes
 * the dialog and refreshes the page; a failure puts the server's field errors on `fieldNames`.
 * Opening the dialog with its trigger starts from `defaultValues`.
 */
export function ActionFormDialog<Values extends FieldValues, Fields>({
  schema,
  defaultValues,
  fieldNames,
  action,
  failureMessage,
  valuesAfterSuccess,
  title,
  description,
  className,
  submitLabel,
  trigger,
  open,
  onOpenChange,
  children,
}: ActionFormDialogProps<Values, Fields>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const { isPending, run } = useActionRunner();
  const form = useForm<Values, unknown, Fields>({
    resolver: zodResolver(schema),
    // A generic type: react-hook-form's deep-partial default values cannot be inferred here.
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const submit = form.handleSubmit(async (fields) => {
    const result = await run(() => action(fields), failureMessage);
    if (result.ok) {
      setOpen(false);
      form.reset(valuesAfterSuccess ? valuesAfterSuccess(fields) : defaultValues);
      return;
    }
    for (const field of fieldNames) {
      const message = result.fieldErrors?.[field]?.[0];
      if (message) form.setError(field, { message });
    }
  });
  const errorOf = (field: Path<Values>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (isPending) return;
        if (next) form.reset(defaultValues);
        setOpen(next);
      }}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent title={title} description={description} className={className}>
        <form onSubmit={submit} noValidate className="space-y-4">
          {children(form, errorOf)}
          <DialogActions isPending={isPending}>
            <Button type="submit" isPending={isPending}>
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
