"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { CLASS_MESSAGE_LIMITS } from "@brightway/contract/class-message-rules";
import { bindField } from "@/components/forms/bind-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Field, FieldFrame } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { ActionResult } from "@/lib/actions/result";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import {
  classMessageFieldsSchemaFor,
  type ClassMessageFields,
  type ClassMessageFormValues,
} from "@/lib/validation/class-message";

const emptyValues: ClassMessageFormValues = { subject: "", body: "" };

/** Who a new message reaches now, as the upstream counts them; null when it could not say. */
export interface ClassAudience {
  students: number;
  optedOut: number;
}

/** What the confirmation says: how many students receive it, and how many of them by the page only. */
function recipientsText(texts: Catalogue["classMessages"], audience: ClassAudience | null): string {
  if (!audience) return texts.confirmUnknown;
  const students = texts.confirmRecipients(audience.students);
  return audience.students > 0 && audience.optedOut > 0
    ? `${students} ${texts.confirmOptedOut(audience.optedOut)}`
    : students;
}

/**
 * "Message the class": one dialog in two steps. First the Subject and the Message (checked with
 * the action's own schema), then a confirmation that says how many students will receive it,
 * with Back and "Send message". The action re-checks everything on the server; its field errors
 * bring the form back. A success closes the dialog, toasts how many it went to and refreshes the
 * page (the list of messages sent).
 */
export function ClassMessageDialog({
  courseId,
  courseName,
  audience,
  action,
}: {
  courseId: string;
  courseName: string;
  audience: ClassAudience | null;
  action: (
    input: ClassMessageFields & { courseId: string },
  ) => Promise<ActionResult<{ recipients: number }>>;
}) {
  const texts = useCatalogue().classMessages;
  const schema = useMemo(() => classMessageFieldsSchemaFor(texts), [texts]);
  const [isOpen, setOpen] = useState(false);
  const [checked, setChecked] = useState<ClassMessageFields | null>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const { isPending, run } = useActionRunner();
  const form = useForm<ClassMessageFormValues, unknown, ClassMessageFields>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
  });
  const errorOf = (name: keyof ClassMessageFormValues) =>
    form.getFieldState(name, form.formState).error?.message;
  const field = bindField(form.register, errorOf);

  // The confirmation replaces the fields: focus goes to what it says, so it is read out.
  useEffect(() => {
    if (checked) confirmRef.current?.focus();
  }, [checked]);

  const send = async () => {
    if (!checked) return;
    const result = await run(() => action({ ...checked, courseId }), texts.sendFailed);
    if (result.ok) {
      setOpen(false);
      setChecked(null);
      form.reset(emptyValues);
      return;
    }
    const fieldErrors = result.fieldErrors ?? {};
    if (fieldErrors.subject?.[0] || fieldErrors.body?.[0]) {
      setChecked(null);
      for (const name of ["subject", "body"] as const) {
        const message = fieldErrors[name]?.[0];
        if (message) form.setError(name, { message });
      }
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (isPending) return;
        if (next) {
          form.reset(emptyValues);
          setChecked(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>{texts.open}</Button>
      </DialogTrigger>
      <DialogContent
        title={texts.dialogTitle}
        description={texts.dialogDescription(courseName)}
        className="max-w-xl"
      >
        {checked ? (
          <div className="space-y-4">
            <p
              ref={confirmRef}
              tabIndex={-1}
              className="rounded-md bg-brand-50 px-4 py-3 text-sm text-slate-900 focus:outline-none"
            >
              {recipientsText(texts, audience)}
            </p>
            <div className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="font-semibold break-words text-slate-900">{checked.subject}</p>
              <p className="mt-2 line-clamp-6 whitespace-pre-wrap break-words text-slate-700">
                {checked.body}
              </p>
            </div>
            <DialogActions isPending={isPending} className="flex-wrap">
              <Button variant="secondary" disabled={isPending} onClick={() => setChecked(null)}>
                {texts.back}
              </Button>
              <Button isPending={isPending} onClick={() => void send()}>
                {texts.send}
              </Button>
            </DialogActions>
          </div>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.handleSubmit((fields) => setChecked(fields))}
          >
            <Field
              {...field("subject")}
              id="class-message-subject"
              label={texts.subjectLabel}
              hint={texts.subjectHint}
              maxLength={CLASS_MESSAGE_LIMITS.subject}
              autoComplete="off"
            />
            <FieldFrame
              id="class-message-body"
              label={texts.bodyLabel}
              hint={texts.bodyHint}
              error={errorOf("body")}
            >
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register("body")}
                  rows={8}
                  maxLength={CLASS_MESSAGE_LIMITS.body}
                  invalid={Boolean(errorOf("body"))}
                />
              )}
            </FieldFrame>
            <DialogActions isPending={false}>
              <Button type="submit">{texts.review}</Button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
