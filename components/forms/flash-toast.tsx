"use client";

import { useEffect } from "react";
import { ToastOnMount } from "@/components/toast-on-mount";
import { toast } from "@/components/ui/toast";

/**
 * Shows a success toast once when it mounts, for a confirmation the server already rendered in
 * the page (e.g. 'Password reset successfully' on /login after a reset). Without JavaScript the
 * in-page text is all there is, which is enough.
 */
export function FlashToast({ message }: { message: string }) {
  return <ToastOnMount message={message} tone="success" />;
}

/**
 * A confirmation that a redirect flagged with `?{param}=…` (e.g. 'Data Updated Successfully' on
 * the profile after Edit Profile) shows once: with JavaScript a success toast, which goes away as
 * every toast does, and the flag leaves the address (so a reload or Back does not say it again);
 * without JavaScript the page says it, in a status line inside `<noscript>`.
 */
export function FlashNotice({ message, param }: { message: string; param: string }) {
  useEffect(() => {
    // The id de-duplicates the toast when React runs the effect twice (strict mode).
    toast.success(message, { id: message });
    const url = new URL(window.location.href);
    if (!url.searchParams.has(param)) return;
    url.searchParams.delete(param);
    // Next's router follows history.replaceState: the page is not loaded again.
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }, [message, param]);
  return (
    <noscript>
      <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
        {message}
      </p>
    </noscript>
  );
}
