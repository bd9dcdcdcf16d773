"use client";

import { useCallback, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";

/**
 * Runs an assignment action from a dialog: tracks which item is pending, toasts the result and
 * keeps it for an in-dialog status line (readable without relying on the toast).
 */
export function useAssignment() {
  const [isPending, startTransition] = useTransition();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const run = useCallback((key: string, call: () => Promise<ActionResult>) => {
    setPendingKey(key);
    setResult(null);
    startTransition(async () => {
      const outcome = await call();
      setResult(outcome);
      if (outcome.message) {
        if (outcome.ok) toast.success(outcome.message);
        else toast.error(outcome.message);
      }
      setPendingKey(null);
    });
  }, []);
  const reset = useCallback(() => setResult(null), []);
  return { isPending, pendingKey, result, run, reset };
}
