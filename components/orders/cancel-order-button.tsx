"use client";

import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

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
  const messages = useCatalogue();
  const texts = messages.accountPages.myOrders;
  return (
    <ActionConfirmDialog
      triggerLabel={texts.cancel}
      title={texts.cancelTitle(reference)}
      description={texts.cancelDescription}
      confirmLabel={texts.cancel}
      action={() => cancelAction({ orderId })}
      failureMessage={messages.orders.cancelFailed}
      showsError
    />
  );
}
