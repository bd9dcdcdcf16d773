"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { buttonVariants } from "@/components/ui/button-variants";
import { useClientCatalogue, usePageLocale } from "@/lib/i18n/client";

/** The ways on from a failed page: render it again, or go to the home page. */
export function FailureActions({ retry }: { retry: () => void }) {
  const { failure } = useClientCatalogue();
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <button
        type="button"
        onClick={() => retry()}
        className={buttonVariants({ variant: "primary" })}
      >
        {failure.retry}
      </button>
      <Link href="/" className={buttonVariants({ variant: "secondary" })}>
        {failure.home}
      </Link>
    </div>
  );
}

/**
 * The error boundary of the public pages (`error.tsx` of each public route group): a page whose
 * upstream read failed throws, so the response is a 5xx that no cache keeps, and this shows the
 * spec's failure text of that page (by its path), once in the page and once as a toast.
 * The text is looked up in a chunk loaded only now: every public page holds this boundary, and the
 * lookup needs the route manifest and the text catalogue, which no visitor's page should carry.
 */
export function PageFailure({ retry }: { error: unknown; retry: () => void }) {
  const pathname = usePathname();
  const locale = usePageLocale();
  const { failure } = useClientCatalogue();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import("@/lib/page-failure").then(({ failureTextFor }) => {
      if (!isCurrent) return;
      const found = failureTextFor(pathname, locale);
      setText(found);
      toast.error(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [pathname, locale]);
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{failure.title}</h1>
      {text && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
        >
          {text}
        </p>
      )}
      <FailureActions retry={retry} />
    </div>
  );
}
