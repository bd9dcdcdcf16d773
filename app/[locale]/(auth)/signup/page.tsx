import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { readFormFlash } from "@/lib/actions/form-flash";
import { loginUrl } from "@/lib/auth/guards";
import { safeNext } from "@/lib/safe-next";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { SignupForm } from "./signup-form";

export async function generateMetadata(): Promise<Metadata> {
  const { signup } = (await getCatalogue()).accountPages;
  return {
    title: signup.title,
    description: signup.description,
    alternates: { canonical: "/signup" },
  };
}

/**
 * Sign Up (spec §2). `?next=` (a same-origin path, e.g. the payment page of the item the visitor
 * chose) travels through the form, also without JavaScript, and through the link to Login, so
 * the new student comes back to it.
 */
export default async function SignupPage({ searchParams }: PageProps<"/[locale]/signup">) {
  // A repeated or outside `next` is dropped (safeNext reads one same-origin path).
  const next = safeNext((await searchParams).next, "");
  const texts = (await getCatalogue()).accountPages.signup;
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{texts.heading}</h1>
      <div className="mt-6">
        <SignupForm
          next={next || undefined}
          initialResult={await readFormFlash("/signup")}
          language={await getRequestLocale()}
        />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {texts.haveAccount}{" "}
        <Link
          href={loginUrl(next)}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {texts.login}
        </Link>
      </p>
    </div>
  );
}
