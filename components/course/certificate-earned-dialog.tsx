"use client";

import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Link } from "@/components/ui/link";
import { usePageLocale } from "@/lib/i18n/client";
import { localizedPath } from "@/lib/i18n/locale-path";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { certificatePath, certificatePdfPath } from "@/lib/progress/view";

/**
 * "Certificate earned": the notice of the moment a course is complete, a dialog so that it is in
 * view wherever the page is scrolled (on a phone the course's progress panel sits far above the
 * player). It says the course is complete and offers "View certificate" (its verification page),
 * "Download PDF" and "Close". Radix moves focus into it (to "View certificate"), keeps it there,
 * and closes it on Escape or "Close"; `onOpenChange(false)` tells the caller it was dismissed.
 */
export function CertificateEarnedDialog({
  code,
  open,
  onOpenChange,
}: {
  code: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const texts = useCatalogue().certificateNotice;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={texts.title} description={texts.description}>
        <div className="flex flex-wrap gap-3">
          <Link href={certificatePath(code)} className={buttonClassName("primary")}>
            {texts.view}
          </Link>
          <a href={certificatePdfPath(code)} className={buttonClassName("secondary")} download>
            {texts.download}
          </a>
          <DialogClose asChild>
            <Button variant="ghost">{texts.close}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * {@link CertificateEarnedDialog} open as the page arrives (the result of the final exam that
 * earned the certificate, reached from its submission with `?submitted=1`). Once dismissed, the
 * address loses the flag (`replace`, no scroll), so a reload or a later visit shows the result
 * without the dialog.
 * @param resultPath the page's address without the flag.
 */
export function CertificateEarnedOnArrival({
  code,
  resultPath,
}: {
  code: string;
  resultPath: Route;
}) {
  const router = useRouter();
  const locale = usePageLocale();
  const [isOpen, setIsOpen] = useState(true);
  return (
    <CertificateEarnedDialog
      code={code}
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) router.replace(localizedPath(locale, resultPath) as Route, { scroll: false });
      }}
    />
  );
}
