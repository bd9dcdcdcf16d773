"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult } from "@/lib/actions/result";

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
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      triggerLabel="Cancel order"
      title={`Cancel order ${reference}?`}
      description="If you have already paid, do not cancel: upload the proof instead."
      confirmLabel="Cancel order"
      isPending={isPending}
      onConfirm={() =>
        new Promise<boolean>((resolve) => {
          startTransition(async () => {
            const result = await cancelAction({ orderId });
            if (!result.ok) {
              setError(result.message);
              toast.error(result.message);
              resolve(false);
              return;
            }
            toast.success(result.message);
            router.refresh();
            resolve(true);
          });
        })
      }
    >
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </ConfirmDialog>
  );
}
