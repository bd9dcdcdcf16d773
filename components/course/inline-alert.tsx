import type { ReactNode } from "react";
import { ToastOnMount } from "@/components/toast-on-mount";

/**
 * A failure or refusal shown in the page (`role="alert"`, readable without JavaScript), plus the
 * spec's toast (§8) with `message` once JavaScript runs (`toast={false}` for none). `children`
 * replace the shown text when given.
 */
export function InlineAlert({
  message,
  children,
  toast = true,
}: {
  message: string;
  children?: ReactNode;
  toast?: boolean;
}) {
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      {children ?? message}
      {toast ? <ToastOnMount message={message} /> : null}
    </div>
  );
}
