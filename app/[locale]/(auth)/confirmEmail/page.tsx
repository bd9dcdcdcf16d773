import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { readFormFlash } from "@/lib/actions/form-flash";
import { getCatalogue } from "@/lib/i18n/server";
import { ConfirmEmailForm } from "./confirm-email-form";
import { flagParam, oneOfParam, parseSearchParams, textParam } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getCatalogue()).accountPages.confirmEmail.title,
    // A per-user link with a secret token: never indexed.
    robots: { index: false, follow: false },
  };
}

const loginLink = (text: string) => (
  <Link
    href="/login"
    className="inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
  >
    {text}
  </Link>
);

/**
 * Where two e-mailed links lead: the one sent to a new login address, and (`purpose=signup`,
 * extension "E-mail confirmation") the one sent to a new account's address, each with its texts.
 * `?token=…` shows one button that confirms (a POST, so a mail scanner that opens the link
 * changes nothing); `?confirmed=1` says it is done; without a token it says to use the e-mailed
 * link.
 */
export default async function ConfirmEmailPage({
  searchParams,
}: PageProps<"/[locale]/confirmEmail">) {
  const {
    token,
    confirmed: isConfirmed,
    purpose,
  } = parseSearchParams(await searchParams, {
    token: textParam,
    confirmed: flagParam,
    purpose: oneOfParam(["signup", "change"] as const, "change"),
  });
  const isSignup = purpose === "signup";
  const messages = await getCatalogue();
  const texts = isSignup
    ? {
        heading: messages.emailConfirmation.heading,
        confirmed: messages.emailConfirmation.confirmed,
        linkMissing: messages.emailConfirmation.linkMissing,
      }
    : {
        heading: messages.accountPages.confirmEmail.changeHeading,
        confirmed: messages.emailChange.confirmed,
        linkMissing: messages.emailChange.linkMissing,
      };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{texts.heading}</h1>
      {isConfirmed ? (
        <div className="mt-6 space-y-4">
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
            {texts.confirmed}
          </p>
          {isSignup ? null : loginLink(messages.accountPages.confirmEmail.goToLogin)}
        </div>
      ) : token ? (
        <div className="mt-6">
          <ConfirmEmailForm
            token={token}
            purpose={purpose}
            initialResult={await readFormFlash("/confirmEmail")}
          />
        </div>
      ) : (
        <div className="mt-6 space-y-4">
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {texts.linkMissing}
          </p>
          {loginLink(messages.accountPages.confirmEmail.goToLogin)}
        </div>
      )}
    </div>
  );
}
