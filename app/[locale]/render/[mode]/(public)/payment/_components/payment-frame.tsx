import type { ReactNode } from "react";
import { getCatalogue } from "@/lib/i18n/server";

/**
 * The payment page's heading, its intro (if any) and the 24-hour promise (unless `hasPromise` is
 * false: nothing is being sold), then `children`.
 */
export async function PaymentFrame({
  intro,
  hasPromise = true,
  children,
}: {
  intro?: string;
  hasPromise?: boolean;
  children: ReactNode;
}) {
  const messages = await getCatalogue();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {messages.publicPages.payment.title}
      </h1>
      {intro ? <p className="mt-3 max-w-3xl text-slate-700">{intro}</p> : null}
      {hasPromise ? (
        <p className="mt-4 inline-block rounded-md bg-accent-500/15 px-4 py-2 font-semibold text-amber-900">
          {messages.public.enrolWithin24Hours}
        </p>
      ) : null}
      {children}
    </div>
  );
}
