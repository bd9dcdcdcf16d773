"use client";

import { useEffect, useState } from "react";
import { onToastLoaded } from "./toast";
import { usePageLocale } from "@/lib/i18n/client";
import { useUiTexts } from "./ui-texts";

type ToasterComponent = Parameters<Parameters<typeof onToastLoaded>[0]>[0]["Toaster"];

/**
 * Where toasts appear (top centre, sonner's rich colours), in the page's direction, their region
 * named in the page's language. Renders nothing, and loads nothing, until the first `toast` call
 * of `components/ui/toast.ts` has loaded sonner.
 */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  const texts = useUiTexts();
  const locale = usePageLocale();
  useEffect(() => onToastLoaded((sonner) => setToaster(() => sonner.Toaster)), []);
  return Toaster ? (
    <Toaster
      richColors
      position="top-center"
      dir={locale === "ar" ? "rtl" : "ltr"}
      containerAriaLabel={texts.notifications}
    />
  ) : null;
}
