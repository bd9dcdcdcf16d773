import Link from "next/link";
import { buttonClassName } from "./ui/button";

/**
 * The "Page not found" message without any page frame. Group-level `not-found.tsx` files render
 * it inside their own layout; the root one wraps it in the public shell.
 */
export function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-700">
        We could not find that page. It may have moved, or the link may be mistyped.
      </p>
      <Link href="/" className={buttonClassName("primary", "mt-8")}>
        Back to the home page
      </Link>
    </div>
  );
}
