"use client";

import { useState, type ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogActions, DialogContent, DialogTrigger } from "@/components/ui/dialog";

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The label of the button that opens the dialog, e.g. "Delete Profile". */
  triggerLabel: ReactNode;
  /** Variant of the opening button (default "danger"). */
  triggerVariant?: ButtonVariant;
  /** The question, announced as the dialog's name. */
  title: ReactNode;
  /** What will happen, announced with the title. */
  description: ReactNode;
  /** The label of the button that goes ahead, e.g. "Delete". */
  confirmLabel: string;
  /** Variant of the button that goes ahead (default "danger"; "primary" for a non-destructive step such as Approve). */
  confirmVariant?: ButtonVariant;
  /**
   * Runs when the person confirms. Return false (or throw) to keep the dialog open, e.g. after a
   * failure the caller has reported; anything else closes it.
   */
  onConfirm: () => Promise<boolean | void> | boolean | void;
  /** Disables the buttons while the confirmed work runs. */
  isPending?: boolean;
  /** Shown inside the dialog under the description (e.g. the failure text). */
  children?: ReactNode;
}

/**
 * The one confirmation step before a destructive action (STYLE: destructive actions ask first):
 * a button that opens a Radix dialog with Cancel and a confirm button. Cancel, Escape and the
 * overlay close it without doing anything; focus returns to the opening button.
 */
export function ConfirmDialog({
  triggerLabel,
  triggerVariant = "danger",
  confirmVariant = "danger",
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  children,
}: ConfirmDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const confirm = async () => {
    const keepOpen = (await onConfirm()) === false;
    if (!keepOpen) setIsOpen(false);
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !isPending && setIsOpen(open)}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant}>{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        {children}
        <DialogActions isPending={isPending} className="mt-6">
          <Button variant={confirmVariant} isPending={isPending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
