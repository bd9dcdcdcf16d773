import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { readFormFlash } from "@/lib/actions/form-flash";
import { loginUrl } from "@/lib/auth/guards";
import { safeNext } from "@/lib/safe-next";
import { SignupForm } from "./signup-form";

export const metadata: Metadata = {
  title: "Sign Up",
  description:
    "Create a BrightWay Engineering student account to enrol in structural and civil engineering courses.",
  alternates: { canonical: "/signup" },
};

/**
 * Sign Up (spec §2). `?next=` (a same-origin path, e.g. the payment page of the item the visitor
 * chose) travels through the form, also without JavaScript, and through the link to Login, so
 * the new student comes back to it.
 */
export default async function SignupPage({ searchParams }: PageProps<"/[locale]/signup">) {
  // A repeated or outside `next` is dropped (safeNext reads one same-origin path).
  const next = safeNext((await searchParams).next, "");
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">Sign Up</h1>
      <div className="mt-6">
        <SignupForm next={next || undefined} initialResult={await readFormFlash("/signup")} />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        Already have an account?{" "}
        <Link
          href={loginUrl(next)}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Login
        </Link>
      </p>
    </div>
  );
}
