import type { Route } from "next";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { getCatalogue } from "@/lib/i18n/server";

/**
 * The top of a course's or a document's page: the breadcrumb back to its list, then the one h1,
 * the description and `children` (facts, price, actions) beside the hero `image`.
 */
export async function DetailsHero({
  listPath,
  listTitle,
  title,
  description,
  keepsLineBreaks = false,
  image,
  children,
}: {
  listPath: Route;
  listTitle: string;
  title: string;
  description: string | null;
  /** Shows the description's own line breaks (documents). */
  keepsLineBreaks?: boolean;
  image: ReactNode;
  children?: ReactNode;
}) {
  const { documents } = (await getCatalogue()).publicPages;
  return (
    <>
      <nav aria-label={documents.breadcrumb} className="text-sm text-slate-600">
        <Link href={listPath} className="underline hover:text-brand-800">
          {listTitle}
        </Link>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_480px]">
        <div className="flex flex-col gap-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {description ? (
            <p
              dir="auto"
              className={
                keepsLineBreaks
                  ? "text-lg leading-8 whitespace-pre-line text-slate-700"
                  : "text-lg leading-8 text-slate-700"
              }
            >
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {image}
      </div>
    </>
  );
}
