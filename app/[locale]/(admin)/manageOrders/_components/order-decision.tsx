"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogActions, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** Props of {@link OrderDecision}. */
export interface OrderDecisionProps {
  orderId: string;
  reference: string;
  /** What approving gives and costs, e.g. "1,400 EGP for 3 months Package": said in the confirmation. */
  summary: string;
  /** What the student gets on approval, said in the confirmation: "The student gets access now". */
  grant: string;
  approveAction: (input: { orderId: string }) => Promise<ActionResult>;
  rejectAction: (input: { orderId: string; reason: string }) => Promise<ActionResult>;
}

/**
 * Approve (confirmed in a dialog: it enrols the student at once) and Reject (a dialog asking the
 * reason the buyer will read) for one order of the queue; results are toasted and the page
 * refreshed. Large buttons, so a thumb on a phone hits the right one.
 */
export function OrderDecision({
  orderId,
  reference,
  summary,
  grant,
  approveAction,
  rejectAction,
}: OrderDecisionProps) {
  const router = useRouter();
  const messages = useCatalogue();
  const text = messages.adminPages.orders;
  const [isPending, startTransition] = useTransition();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const report = (result: ActionResult): boolean => {
    if (!result.ok) {
      toast.error(result.message);
      return false;
    }
    toast.success(result.message);
    router.refresh();
    return true;
  };

  const approve = () =>
    new Promise<boolean>((resolve) => {
      startTransition(async () => resolve(report(await approveAction({ orderId }))));
    });

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === "") {
      setError(messages.orders.rejectReasonRequired);
      return;
    }
    startTransition(async () => {
      const result = await rejectAction({ orderId, reason });
      if (!result.ok) setError(result.fieldErrors?.reason?.[0] ?? result.message);
      if (report(result)) {
        setIsOpen(false);
        setReason("");
      }
    });
  };

  const reasonId = `reason-${orderId}`;
  return (
    <div className="flex flex-wrap gap-3">
      <ConfirmDialog
        triggerLabel={
          <>
            {text.approve}
            <span className="sr-only">{text.orderSr(reference)}</span>
          </>
        }
        triggerVariant="primary"
        title={text.approveTitle(reference)}
        description={text.approveDescription(summary, grant)}
        confirmLabel={text.approve}
        cancelLabel={messages.adminPages.cancel}
        confirmVariant="primary"
        isPending={isPending}
        onConfirm={approve}
      />
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogTrigger asChild>
          <Button variant="danger" aria-label={text.rejectTitle(reference)}>
            {text.reject}
          </Button>
        </DialogTrigger>
        <DialogContent title={text.rejectTitle(reference)} description={text.rejectDescription}>
          <form onSubmit={reject} noValidate className="mt-4 space-y-4">
            <div>
              <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
                {text.reasonLabel}
              </label>
              <textarea
                id={reasonId}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
                maxLength={500}
                rows={4}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${reasonId}-error` : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
              />
              {error ? (
                <p id={`${reasonId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
            <DialogActions isPending={false} cancelLabel={text.close}>
              <Button type="submit" variant="danger" isPending={isPending}>
                {text.rejectOrder}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
