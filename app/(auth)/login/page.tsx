import type { Metadata } from "next";
import Link from "next/link";
import { messages } from "@/lib/messages";
import { readFormFlash } from "@/lib/actions/form-flash";
import { safeNext } from "@/lib/safe-next";
import { readSessionEndedMarker, sessionEndedMessage } from "@/lib/auth/session-end";
import { SIGNED_OUT_UNCONFIRMED } from "@/lib/auth/routes";
import { FlashToast } from "@/components/forms/flash-toast";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { LoginForm } from "./login-form";
import { optionalParam, parseSearchParams } from "@/lib/search-params";

export const metadata: Metadata = {
  title: "Login",
  description: "Log in to BrightWay Engineering to reach your courses, products and profile.",
  alternates: { canonical: "/login" },
};

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const query = await searchParams;
  // A repeated `next` is refused (safeNext reads one string): never a guess between two targets.
  const next = safeNext(query.next, "");
  const { reset, sessionEnded, signedOut } = parseSearchParams(query, {
    reset: optionalParam,
    sessionEnded: optionalParam,
    signedOut: optionalParam,
  });
  const isResetDone = reset === "success";
  // Why the last session ended, when the upstream said so (a marker only this server can seal).
  const ended = await readSessionEndedMarker(sessionEnded);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">Login</h1>
      {ended ? (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {sessionEndedMessage(ended.reason)}
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
      <div className="mt-6">
        <LoginForm next={next || undefined} initialResult={await readFormFlash("/login")} />
      </div>
      <div className="mt-4 flex items-center justify-between text-sm">
        <ForgotPasswordDialog />
        <Link
          href="/signup"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          New User
        </Link>
      </div>
    </div>
  );
}
