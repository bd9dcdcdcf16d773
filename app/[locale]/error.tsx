"use client";

import { useEffect } from "react";
import { FailureActions } from "@/components/page-failure";
import { useClientCatalogue } from "@/lib/i18n/client";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const { failure } = useClientCatalogue();
  useEffect(() => {
    // Server errors arrive without details (only a digest that matches the server log).
    console.error(error);
  }, [error]);

  // A plain block, not <main>: depending on where the error happened this renders inside a
  // layout that already has its <main>.
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{failure.title}</h1>
      <p className="mt-4 text-slate-700">{failure.text}</p>
      <FailureActions retry={retry} />
    </div>
  );
}
