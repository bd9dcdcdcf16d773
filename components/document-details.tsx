import { PageUnavailableError } from "@/lib/page-failure";
import Link from "next/link";
import type { ReactNode } from "react";
import { DocumentActions, DocumentHeroImage, type DocumentItem } from "@/components/document-card";

/** A document read for its page: found, unknown (not-found) or failed (the spec text). */
export type DocumentLoad =
  { status: "found"; item: DocumentItem } | { status: "missing" } | { status: "failed" };

/**
 * The indexable page of one product or publication: breadcrumb back to its list, one h1, the
 * image, description and its action (Buy, or Download and Copy Link). `extra` adds actions.
 */
export function DocumentDetails({
  load,
  listPath,
  listTitle,
  extra,
}: {
  load: Exclude<DocumentLoad, { status: "missing" }>;
  listPath: string;
  listTitle: string;
  extra?: ReactNode;
}) {
  if (load.status === "failed") throw new PageUnavailableError(listPath);
  const { item } = load;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link href={listPath} className="underline hover:text-brand-800">
          {listTitle}
        </Link>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_480px]">
        <div className="flex flex-col gap-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {item.title}
          </h1>
          {item.description ? (
            <p className="text-lg leading-8 whitespace-pre-line text-slate-700">
              {item.description}
            </p>
          ) : null}
          <DocumentActions item={item} size="lg" />
          {extra}
        </div>
        <DocumentHeroImage item={item} />
      </div>
    </article>
  );
}
