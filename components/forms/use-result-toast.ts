"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";

/** Toasts each new action result once (success or error), when JavaScript runs. */
export function useResultToast(result: ActionResult<unknown> | null): void {
  useEffect(() => {
    if (!result?.message) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
}
