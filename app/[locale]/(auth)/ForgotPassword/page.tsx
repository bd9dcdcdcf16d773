import { readFormFlash } from "@/lib/actions/form-flash";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requestClientAddress } from "@/lib/auth/client-address";
import { getCatalogue } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { checkResetLink, type ResetLinkState } from "@/lib/upstream/passwords";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import { ForgotPasswordForm } from "../login/forgot-password-dialog";
import { ResetPasswordForm } from "./reset-password-form";
import { parseSearchParams, textParam } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const { resetPassword } = (await getCatalogue()).accountPages;
  return {
    title: resetPassword.title,
    description: resetPassword.description,
    // A per-user link with a secret token: never indexed.
    robots: { index: false, follow: false },
  };
}

/** Why a link that the upstream judged cannot be used, said at once (before any form is filled in). */
const refusedLinkText = (
  messages: Catalogue,
): Record<Exclude<ResetLinkState, "valid" | "unknown">, string> => ({
  used: messages.passwordChange.linkUsed,
  expired: messages.passwordChange.linkExpired,
  invalid: messages.passwordChange.linkInvalid,
});

/**
 * Where the link stands (upstream extension "Password changes"), without using it. `unknown` (a
 * legacy upstream, or a failed check, logged) shows the form as before: the reset then says
 * whether the link worked.
 */
async function linkState(email: string, token: string): Promise<ResetLinkState> {
  try {
    return await checkResetLink({ email, token }, { clientAddress: await requestClientAddress() });
  } catch (error) {
    logUpstreamFailure(error, "reset page: link check failed");
    return "unknown";
  }
}

/**
 * Spec §2 "Reset password page": with the link's `email` and `token`, the new password and its
 * confirmation. The link is checked first: a used, expired or unknown link is said at once, with
 * the form to ask for a new one instead of the reset form. Opened without a link (e.g. from "This
 * wasn't me" in the password changed e-mail), the spec's text, and the same request form.
 */
export default async function ForgotPasswordPage({
  searchParams,
}: PageProps<"/[locale]/ForgotPassword">) {
  const messages = await getCatalogue();
  const texts = messages.accountPages.resetPassword;
  const { email, token } = parseSearchParams(await searchParams, {
    email: textParam,
    token: textParam,
  });
  const flash = await readFormFlash("/ForgotPassword");
  const state = email && token ? await linkState(email, token) : null;
  const canReset = state === "valid" || state === "unknown";

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{texts.heading}</h1>
      {email && token && canReset ? (
        <div className="mt-6">
          <ResetPasswordForm email={email} token={token} initialResult={flash} />
        </div>
      ) : (
        <div className="mt-6 space-y-4">
          <p
            role={state ? "alert" : undefined}
            className="rounded-md bg-amber-50 px-3 py-2 text-sm break-words text-amber-900"
          >
            {state && !canReset ? refusedLinkText(messages)[state] : messages.auth.resetLinkMissing}
          </p>
          <ForgotPasswordForm
            heading={messages.passwordChange.newLinkHeading}
            initialResult={flash}
          />
          <Link
            href="/login"
            className="inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {texts.backToLogin}
          </Link>
        </div>
      )}
    </div>
  );
}
