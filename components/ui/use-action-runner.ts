"use client";

import { useRouter } from "next/navigation";
import { useCallback, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";

/**
 * Runs server actions from dialogs and buttons: marks the work pending, toasts the result's
 * message (success or error) and, after a success, refreshes the route so the server-rendered
 * page shows the change. A call that throws (e.g. the network dropped) resolves to a failed
 * result with `failureMessage`.
 */
export function useActionRunner() {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const run = useCallback(
    <T>(call: () => Promise<ActionResult<T>>, failureMessage: string): Promise<ActionResult<T>> =>
      new Promise((resolve) => {
        startTransition(async () => {
          let result: ActionResult<T>;
          try {
            result = await call();
          } catch {
            result = { ok: false, message: failureMessage };
          }
          if (result.message) {
            if (result.ok) toast.success(result.message);
            else toast.error(result.message);
          }
          if (result.ok) router.refresh();
          resolve(result);
        });
      }),
    [router],
  );
  return { isPending, run };
}
