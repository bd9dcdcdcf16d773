"use client";

import { useEffect, useState } from "react";
import { CheckIcon } from "@/components/ui/icons";

/** The words of {@link CopyButton} for one value, resolved on the server (no functions cross to the client). */
export interface CopyTexts {
  copy: string;
  copied: string;
  selectToCopy: string;
  /** The button's accessible name: "Copy wallet number". */
  copyLabel: string;
  /** Announced after a copy: "Copied wallet number". */
  copiedLabel: string;
  /** Announced when the copy failed. */
  failedLabel: string;
}

const englishTexts = (name: string): CopyTexts => ({
  copy: "Copy",
  copied: "Copied",
  selectToCopy: "Select to copy",
  copyLabel: `Copy ${name}`,
  copiedLabel: `Copied ${name}`,
  failedLabel: `Could not copy the ${name}: select it instead`,
});

/** How long "Copied" stays before the button reads "Copy" again (ms). */
const COPIED_MS = 2500;

/** Copies `text` with the Clipboard API, or with a selected textarea where that API is refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // An insecure origin or a refused permission: the older selection copy still works in most browsers.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/**
 * A small "Copy" button beside a number the buyer pastes into a wallet or bank app on the same
 * phone (the wallet number, the accounts, the order reference). Its accessible name is
 * "Copy {name}" ("Copy wallet number"); after a copy it reads "Copied" for a moment, also
 * announced to screen readers. Without JavaScript the number stays selectable text.
 */
export function CopyButton({
  value,
  name,
  texts: given,
}: {
  value: string;
  name: string;
  /** The button's words in the page's language (given by the server parent). */
  texts?: CopyTexts;
}) {
  const texts = given ?? englishTexts(name);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button
        type="button"
        aria-label={texts.copyLabel}
        onClick={async () => setState((await copyText(value)) ? "copied" : "failed")}
        className="inline-flex h-9 min-w-20 shrink-0 items-center justify-center gap-1.5 rounded-md border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {state === "copied" ? <CheckIcon className="size-4" /> : null}
        {state === "copied" ? texts.copied : state === "failed" ? texts.selectToCopy : texts.copy}
      </button>
      <span aria-live="polite" className="sr-only">
        {state === "copied" ? texts.copiedLabel : state === "failed" ? texts.failedLabel : ""}
      </span>
    </>
  );
}
