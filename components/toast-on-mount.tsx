"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/**
 * Shows a toast once when it mounts: lets a server component report a failed read (spec §8
 * toasts, `tone` "error", the default) or a confirmation it already rendered in the page
 * ("success"), while still rendering the rest of the page.
 */
export function ToastOnMount({
  message,
  tone = "error",
}: {
  message: string;
  tone?: "error" | "success";
}) {
  useEffect(() => {
    // The id de-duplicates the toast when React runs the effect twice (strict mode).
    toast[tone](message, { id: message });
  }, [message, tone]);
  return null;
}
