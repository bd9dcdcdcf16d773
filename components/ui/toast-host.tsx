"use client";

import { useEffect, useState } from "react";
import { onToastLoaded } from "./toast";

type ToasterComponent = Parameters<Parameters<typeof onToastLoaded>[0]>[0]["Toaster"];

/**
 * Where toasts appear (top centre, sonner's rich colours). Renders nothing, and loads nothing,
 * until the first `toast` call of `components/ui/toast.ts` has loaded sonner.
 */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => onToastLoaded((sonner) => setToaster(() => sonner.Toaster)), []);
  return Toaster ? <Toaster richColors position="top-center" /> : null;
}
