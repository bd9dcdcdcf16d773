"use client";

import { toast } from "@/components/ui/toast";
import { buttonVariants, type ButtonVariant } from "@/components/ui/button-variants";
import { clientMessages } from "@/lib/client-messages";

/**
 * Copies an absolute URL to the clipboard and toasts 'Link copied to clipboard!'. `label` adds
 * what is being linked for screen readers (several Copy Link buttons share a page).
 */
export function CopyLinkButton({
  url,
  label,
  variant = "secondary",
}: {
  url: string;
  label: string;
  variant?: ButtonVariant;
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(clientMessages.linkCopied);
    } catch {
      // No clipboard permission (or an insecure origin): show the address to copy by hand.
      toast(url);
    }
  }
  return (
    <button type="button" onClick={copy} className={buttonVariants({ variant })}>
      Copy Link<span className="sr-only"> to {label}</span>
    </button>
  );
}
