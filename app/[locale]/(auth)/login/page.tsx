import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getCatalogue } from "@/lib/i18n/server";
import { readFormFlash } from "@/lib/actions/form-flash";
import { safeNext } from "@/lib/safe-next";
import { readSessionEndedMarker, sessionEndedMessage } from "@/lib/auth/session-end";
import { SIGNED_OUT_UNCONFIRMED } from "@/lib/auth/routes";
import { signupUrl } from "@/lib/auth/guards";
import { FlashToast } from "@/components/forms/flash-toast";
import { ForgotPasswordDialog, ForgotPasswordForm } from "./forgot-password-dialog";
import { LoginForm } from "./login-form";
import { flagParam, optionalParam, parseSearchParams } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const { login } = (await getCatalogue()).accountPages;
  return {
    title: login.title,
    description: login.description,
    alternates: { canonical: "/login" },
  };
}

export default async function LoginPage({ searchParams }: PageProps<"/[locale]/login">) {
  const messages = await getCatalogue();
  const texts = messages.accountPages.login;
  const query = await searchParams;
  // A repeated `next` is refused (safeNext reads one string): never a guess between two targets.
  const next = safeNext(query.next, "");
  const {
    reset,
    sessionEnded,
    signedOut,
    forgotPassword: isResetRequestShown,
  } = parseSearchParams(query, {
    reset: optionalParam,
    sessionEnded: optionalParam,
    signedOut: optionalParam,
    // Where 'Forget Password' leads without JavaScript (a dialog needs a script to open).
    forgotPassword: flagParam,
  });
  const isResetDone = reset === "success";
  // The reset e-mail requested by a plain post (no JavaScript): its confirmation is said here.
  const isResetMailSent = reset === "sent";
  // With the Reset Password form in the page (where 'Forget Password' leads without JavaScript),
  // a failed plain post came back from that form, so the flashed result is that form's.
  const flash = await readFormFlash("/login");
  // Why the last session ended, when the upstream said so (a marker only this server can seal).
  const ended = await readSessionEndedMarker(sessionEnded);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{texts.heading}</h1>
      {ended ? (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {sessionEndedMessage(ended.reason, messages)}
        </p>
      ) : null}
      {signedOut === SIGNED_OUT_UNCONFIRMED ? (
        <p role="status" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {messages.sessions.logoutUnconfirmed}
        </p>
      ) : null}
      {isResetDone ? (
        <>
          <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
            {messages.auth.resetSuccess}
          </p>
          <FlashToast message={messages.auth.resetSuccess} />
        </>
      ) : null}
      {isResetMailSent ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {messages.auth.checkEmail}
        </p>
      ) : null}
      <div className="mt-6">
        <LoginForm next={next || undefined} initialResult={isResetRequestShown ? null : flash} />
      </div>
      <div className="mt-4 flex items-center justify-between text-sm">
        <ForgotPasswordDialog />
        <Link
          href={signupUrl(next)}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {texts.newUser}
        </Link>
      </div>
      {isResetRequestShown ? <ForgotPasswordForm initialResult={flash} /> : null}
    </div>
  );
}
