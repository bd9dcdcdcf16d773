"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState, type ReactNode } from "react";
import { useUiTexts } from "@/components/ui/ui-texts";
import { Button } from "@/components/ui/button";
import type { ButtonVariant } from "@/components/ui/button-variants";
import { dialogStyles } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The label of the button that opens the dialog, e.g. "Delete Profile" (or give `trigger`). */
  triggerLabel?: ReactNode;
  /** An element of its own that opens the dialog (e.g. an icon button), in place of the button. */
  trigger?: ReactNode;
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
  /** The Cancel button's text (default "Cancel" in the page's language). */
  cancelLabel?: string;
}

/**
 * The one confirmation step before a destructive action (STYLE: destructive actions ask first):
 * a button that opens a Radix AlertDialog (`role="alertdialog"`, named by the title) with Cancel
 * and a confirm button, in the look of the other dialogs. Cancel takes the focus when it opens;
 * Cancel and Escape close it without doing anything (a click outside does not: an alert dialog
 * waits for an answer); focus returns to the opening button. While `isPending` it stays open.
 */
export function ConfirmDialog({
  triggerLabel,
  trigger,
  triggerVariant = "danger",
  confirmVariant = "danger",
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  children,
  cancelLabel,
}: ConfirmDialogProps) {
  const texts = useUiTexts();
  const [isOpen, setIsOpen] = useState(false);
  const confirm = async () => {
    const keepOpen = (await onConfirm()) === false;
    if (!keepOpen) setIsOpen(false);
  };
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(open) => !isPending && setIsOpen(open)}>
      <AlertDialog.Trigger asChild>
        {trigger ?? <Button variant={triggerVariant}>{triggerLabel}</Button>}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.panel()}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {description}
          </AlertDialog.Description>
          <div className="mt-4">
            {children}
            <div className={cn("mt-6", dialogStyles.actions)}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={isPending}>
                  {cancelLabel ?? texts.cancel}
                </Button>
              </AlertDialog.Cancel>
              {/* Not an AlertDialog.Action: that closes at once, and a failure keeps the dialog open. */}
              <Button variant={confirmVariant} isPending={isPending} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
