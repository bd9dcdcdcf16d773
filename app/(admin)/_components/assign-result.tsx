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

/** The last assignment's outcome inside the dialog: role="status" for success, "alert" for failure. */
export function AssignResult({ result }: { result: ActionResult | null }) {
  if (!result?.message) return <p role="status" className="sr-only" />;
  return result.ok ? (
    <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {result.message}
    </p>
  );
}
