"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/**
 * Shows an error toast once when it mounts: lets a server component report a failed read
 * (spec §8 toasts) while still rendering the rest of the page.
 */
export function ToastOnMount({ message }: { message: string }) {
  useEffect(() => {
    // The id de-duplicates the toast when React runs the effect twice (strict mode).
    toast.error(message, { id: message });
  }, [message]);
  return null;
}
