"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/forms/form-message";
import type { ActionResult } from "@/lib/actions/result";
import { stopRemindersAction } from "./actions";

/**
 * One button that stops reminder e-mails for the link's token (a button, not the link itself:
 * mail scanners open links, and opening must not unsubscribe anyone).
 */
export function StopRemindersForm({
  token,
  initialResult = null,
  texts,
}: {
  token: string;
  initialResult?: ActionResult | null;
  /** The button's words in the page's language. */
  texts: { saving: string; stop: string };
}) {
  const [result, formAction, isPending] = useActionState(stopRemindersAction, initialResult);
  return (
    <form action={formAction} className="space-y-4">
      <FormMessage result={result} />
      <input type="hidden" name="token" value={token} />
      <Button type="submit" isPending={isPending} className="w-full">
        {isPending ? texts.saving : texts.stop}
      </Button>
    </form>
  );
}
