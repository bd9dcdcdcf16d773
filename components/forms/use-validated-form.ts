"use client";

import { startTransition, useActionState, useRef, useState, type FormEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from "react-hook-form";
import type * as z from "@/lib/zod";
import { fieldError, type ActionResult } from "@/lib/actions/result";
import { usePageLocale } from "@/lib/i18n/client";
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
 *
 * `loadSchema` imports the schema (`() => import("./x-schema").then((m) => m.xSchema)`): zod and
 * its resolver, about 40 KB of compressed JavaScript, load when the visitor first focuses the
 * form, not with the page (the consultancy page is a visitor's cached document, and its links
 * are prefetched from others).
 */
export function useValidatedForm<S extends z.ZodType<FieldValues, FieldValues>>({
  action,
  loadSchema,
  defaultValues,
  initialResult = null,
  hasEnglishSchema = false,
}: {
  action: (state: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  loadSchema: () => Promise<S>;
  defaultValues?: DefaultValues<z.input<S>>;
  /** The failed result a no-JavaScript post left for this page (lib/actions/form-flash.ts). */
  initialResult?: ActionResult | null;
  /**
   * True when the schema's messages are the English catalogue's (a schema built once from
   * `lib/messages.ts`): on a page in another language they are then put into it. A schema built
   * from texts in the page's language (the consultancy form's) leaves this false.
   */
  hasEnglishSchema?: boolean;
}) {
  const [result, formAction, isPending] = useActionState(action, initialResult);
  useResultToast(result);
  const formRef = useRef<HTMLFormElement>(null);
  const resolverRef = useRef<Promise<Resolver<z.input<S>, unknown, z.output<S>>>>(null);
  const locale = usePageLocale();
  // A schema of the English catalogue's texts, on a page in another language: its messages are
  // put into it (`localizeText`), loaded with the checks and only then, so no other page carries
  // both catalogues.
  const [localize, setLocalize] = useState<((text: string) => string) | null>(null);
  const loadResolver = () =>
    (resolverRef.current ??= Promise.all([
      import("@hookform/resolvers/zod"),
      loadSchema(),
      hasEnglishSchema && locale !== "en" ? import("@/lib/actions/localize-result") : null,
    ]).then(
      // Awaited<S> is S: a zod schema is not a thenable.
      ([{ zodResolver }, schema, localizer]) => {
        if (localizer) setLocalize(() => (text: string) => localizer.localizeText(text, locale));
        return zodResolver(schema as S);
      },
      (error: unknown) => {
        resolverRef.current = null; // a lost connection: the next check tries again
        throw error;
      },
    ));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: async (values, context, options) => {
      try {
        return (await loadResolver())(values, context, options);
      } catch {
        // The checks could not load: the form goes to the server, which checks the same schema.
        return { values: values as z.output<S>, errors: {} };
      }
    },
    defaultValues,
  });

  const errorOf = (name: Path<z.input<S>>): string | undefined => {
    const message = errors[name]?.message;
    // The server's message is already in the page's language (`lib/actions/safe-action.ts`).
    const own = typeof message === "string" ? (localize?.(message) ?? message) : undefined;
    return own ?? fieldError(result, name);
  };
  const formProps = {
    ref: formRef,
    action: formAction,
    noValidate: true,
    onFocus: () => void loadResolver().catch(() => undefined),
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
