"use client";

import { useState } from "react";
import { ConfirmDialog, type ConfirmDialogProps } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { ActionResult } from "@/lib/actions/result";

/** Props of {@link ActionConfirmDialog}. */
export interface ActionConfirmDialogProps extends Omit<
  ConfirmDialogProps,
  "onConfirm" | "isPending" | "children"
> {
  /** The server action the confirm button runs (ids bound by the caller). */
  action: () => Promise<ActionResult>;
  /** Shown when the action throws (e.g. the network dropped). */
  failureMessage: string;
  /** Toasted after a success whose result carries no message of its own. */
  successMessage?: string;
  /** Also shows a failure's text inside the dialog, under the description. */
  showsError?: boolean;
}

/**
 * A {@link ConfirmDialog} whose confirm button runs a server action (`useActionRunner`): the
 * buttons are disabled while it runs; a failure is toasted and keeps the dialog open; a success
 * is toasted, refreshes the page and closes the dialog.
 */
export function ActionConfirmDialog({
  action,
  failureMessage,
  successMessage,
  showsError = false,
  ...dialog
}: ActionConfirmDialogProps) {
  const { isPending, run } = useActionRunner();
  const [error, setError] = useState<string>();
  const confirm = async () => {
    const result = await run(action, failureMessage);
    if (!result.ok) setError(result.message);
    else if (!result.message && successMessage) toast.success(successMessage);
    return result.ok;
  };
  return (
    <ConfirmDialog {...dialog} onConfirm={confirm} isPending={isPending}>
      {showsError && error ? <p className="text-sm text-red-700">{error}</p> : null}
    </ConfirmDialog>
  );
}
