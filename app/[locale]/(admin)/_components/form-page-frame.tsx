import type { ReactNode } from "react";
import { PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";

/** An admin create page: its heading and intro, then its form on a card. */
export function FormPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <PageHeading title={title} intro={intro} />
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {children}
      </div>
    </div>
  );
}
