import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import type { RenderMode } from "@/lib/render-mode";
import { buttonClassName } from "./ui/button";
import { getCatalogue } from "@/lib/i18n/server";

/**
 * The "Page not found" message without any page frame. Group-level `not-found.tsx` files render
 * it inside their own layout; the root one wraps it in the public shell.
 */
export async function NotFoundContent() {
  const { notFound: texts } = (await getCatalogue()).publicPages;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{texts.title}</h1>
      <p className="mt-4 text-slate-700">{texts.text}</p>
      <Link href="/" className={buttonClassName("primary", "mt-8")}>
        {texts.back}
      </Link>
    </div>
  );
}

/**
 * What a details page renders for a well-formed id that names no item: status 404 and, in a
 * visitor's shared document, the 404 message drawn on the server. Why not `notFound()` in the page
 * itself: thrown there, Next answers 404 with an empty body and draws the message only with
 * JavaScript (vercel/next.js#62228). Thrown under a Suspense boundary whose fallback is the
 * message, the stored document keeps the message (a browser without JavaScript shows it), Next
 * still stores it as a 404, and with JavaScript the route's own not-found file takes over with the
 * same message. A page rendered per request (a signed-in reader, a query) would answer 200 that
 * way, as its head is already sent, so there it stays `notFound()`. `mode`: the page's render mode
 * (`resolveRenderMode`).
 */
export function ItemNotFound({ mode }: { mode: RenderMode }) {
  if (mode !== "shared") notFound();
  return (
    <Suspense fallback={<NotFoundContent />}>
      <ThrowNotFound />
    </Suspense>
  );
}

function ThrowNotFound(): never {
  notFound();
}
