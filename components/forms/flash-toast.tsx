"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/**
 * Shows a success toast once when it mounts, for a confirmation the server already rendered in
 * the page (e.g. 'Password reset successfully' on /login after a reset). Without JavaScript the
 * in-page text is all there is, which is enough.
 */
export function FlashToast({ message }: { message: string }) {
  useEffect(() => {
    // The id de-duplicates the toast when React runs the effect twice (strict mode).
    toast.success(message, { id: message });
  }, [message]);
  return null;
}
