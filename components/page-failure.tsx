"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClassName } from "@/components/ui/button";
import { failureTextFor } from "@/lib/page-failure";

/** The ways on from a failed page: render it again, or go to the home page. */
export function FailureActions({ retry }: { retry: () => void }) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <button type="button" onClick={() => retry()} className={buttonClassName("primary")}>
        Try again
      </button>
      <Link href="/" className={buttonClassName("secondary")}>
        Home page
      </Link>
    </div>
  );
}

/**
 * The error boundary of the public pages (`error.tsx` of each public route group): a page whose
 * upstream read failed throws, so the response is a 5xx that no cache keeps, and this shows the
 * spec's failure text of that page (by its path), once in the page and once as a toast.
 */
export function PageFailure({ retry }: { error: unknown; retry: () => void }) {
  const pathname = usePathname();
  const text = failureTextFor(pathname);
  useEffect(() => {
    toast.error(text);
  }, [text]);
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p
        role="alert"
        className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
      >
        {text}
      </p>
      <FailureActions retry={retry} />
    </div>
  );
}
