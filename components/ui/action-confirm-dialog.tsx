"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ConfirmDialog, type ConfirmDialogProps } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";

/** Props of {@link ActionConfirmDialog}. */
export interface ActionConfirmDialogProps extends Omit<
  ConfirmDialogProps,
  "onConfirm" | "isPending" | "children"
> {
  /** The server action the confirm button runs (ids bound by the caller). */
  action: () => Promise<ActionResult>;
  /** Toasted after a success whose result carries no message of its own. */
  successMessage?: string;
  /** Also shows a failure's text inside the dialog, under the description. */
  showsError?: boolean;
}

/**
 * A {@link ConfirmDialog} whose confirm button runs a server action: the buttons are disabled
 * while it runs; a failure is toasted and keeps the dialog open; a success is toasted, refreshes
 * the page and closes the dialog.
 */
export function ActionConfirmDialog({
  action,
  successMessage,
  showsError = false,
  ...dialog
}: ActionConfirmDialogProps) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string>();
  const confirm = () =>
    new Promise<boolean>((resolve) => {
      startTransition(async () => {
        const result = await action();
        if (!result.ok) {
          setError(result.message);
          toast.error(result.message);
          resolve(false);
          return;
        }
        const message = result.message ?? successMessage;
        if (message) toast.success(message);
        router.refresh();
        resolve(true);
      });
    });
  return (
    <ConfirmDialog {...dialog} onConfirm={confirm} isPending={isPending}>
      {showsError && error ? <p className="text-sm text-red-700">{error}</p> : null}
    </ConfirmDialog>
  );
}
