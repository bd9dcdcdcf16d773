"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useUiTexts } from "@/components/ui/ui-texts";
import { cn } from "@/lib/utils";

/** The dialog root (Radix): controlled with `open`/`onOpenChange`, or uncontrolled. */
export const Dialog = RadixDialog.Root;

/** The element that opens the dialog; use `asChild` to wrap an existing button. */
export const DialogTrigger = RadixDialog.Trigger;

/** An element that closes the dialog; use `asChild` to wrap an existing button. */
export const DialogClose = RadixDialog.Close;

/** Props of {@link DialogContent}. */
export interface DialogContentProps {
  /** The dialog's title, announced as its accessible name. */
  title: ReactNode;
  /** Optional description, announced with the title. */
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** `fullscreen` fills the screen (e.g. a payment proof to read on a phone); default a centred panel. */
  size?: "default" | "fullscreen";
}

/**
 * The look every dialog shares, the form dialogs here and the confirmations of
 * `confirm-dialog.tsx` (a Radix AlertDialog) alike: the dimmed overlay, the panel (`size`
 * `default`, a centred card, or `fullscreen`), the title, the description and the row of buttons.
 */
export const dialogStyles = {
  overlay: "fixed inset-0 z-40 bg-slate-900/50",
  panel: cva("fixed z-50 bg-white shadow-xl focus:outline-none", {
    variants: {
      size: {
        default:
          "top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-6",
        fullscreen: "inset-0 flex h-dvh w-screen flex-col p-4",
      },
    },
    defaultVariants: { size: "default" },
  }),
  title: "text-lg font-semibold text-slate-900",
  description: "mt-1 text-sm text-slate-600",
  actions: "flex justify-end gap-3",
};

/**
 * The dialog panel with overlay, title and optional description. Radix traps focus inside,
 * closes on Escape and returns focus to the trigger.
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  size = "default",
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={dialogStyles.overlay} />
      <RadixDialog.Content
        className={cn(dialogStyles.panel({ size }), className)}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <RadixDialog.Title className={dialogStyles.title}>{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className={dialogStyles.description}>
            {description}
          </RadixDialog.Description>
        ) : null}
        <div className={size === "fullscreen" ? "mt-3 flex min-h-0 flex-1 flex-col" : "mt-4"}>
          {children}
        </div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * The row of buttons at a dialog's foot: a secondary button that closes the dialog
 * (`cancelLabel`, default "Cancel" in the page's language; disabled while `isPending`), then `children`, the button that
 * confirms. `className` adds spacing (e.g. `mt-6`).
 */
export function DialogActions({
  isPending,
  cancelLabel,
  className,
  children,
}: {
  isPending: boolean;
  cancelLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const texts = useUiTexts();
  return (
    <div className={cn(className, dialogStyles.actions)}>
      <DialogClose asChild>
        <Button variant="secondary" disabled={isPending}>
          {cancelLabel ?? texts.cancel}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}
