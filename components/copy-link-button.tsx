"use client";

import { toast } from "@/components/ui/toast";
import { buttonVariants, type ButtonVariant } from "@/components/ui/button-variants";
import { useClientCatalogue } from "@/lib/i18n/client";

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
  const texts = useClientCatalogue();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(texts.linkCopied);
    } catch {
      // No clipboard permission (or an insecure origin): show the address to copy by hand.
      toast(url);
    }
  }
  return (
    <button type="button" onClick={copy} className={buttonVariants({ variant })}>
      {texts.copyLink}
      <span className="sr-only">{texts.copyLinkTo(label)}</span>
    </button>
  );
}
