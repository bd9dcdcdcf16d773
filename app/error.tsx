"use client";

import Link from "next/link";
import { useEffect } from "react";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // Server errors arrive without details (only a digest that matches the server log).
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-700">
        This page could not be loaded just now. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Try again
        </button>
        <Link
          href="/"
          className="inline-flex h-11 items-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Home page
        </Link>
      </div>
    </main>
  );
}
