"use client";

import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import type { ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";

/** Props of {@link CancelOrderButton}. */
export interface CancelOrderButtonProps {
  orderId: string;
  /** The order's reference code, named in the question. */
  reference: string;
  /** The server action that cancels (passed in: components never import from `app/`). */
  cancelAction: (input: { orderId: string }) => Promise<ActionResult>;
}

/** "Cancel order" with a confirmation dialog (a destructive action); toasts and refreshes. */
export function CancelOrderButton({ orderId, reference, cancelAction }: CancelOrderButtonProps) {
  return (
    <ActionConfirmDialog
      triggerLabel="Cancel order"
      title={`Cancel order ${reference}?`}
      description="If you have already paid, do not cancel: upload the proof instead."
      confirmLabel="Cancel order"
      action={() => cancelAction({ orderId })}
      failureMessage={messages.orders.cancelFailed}
      showsError
    />
  );
}
