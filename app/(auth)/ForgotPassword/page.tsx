import { readFormFlash } from "@/lib/actions/form-flash";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { messages } from "@/lib/messages";
import { ResetPasswordForm } from "./reset-password-form";
import { parseSearchParams, textParam } from "@/lib/search-params";

export const metadata: Metadata = {
  title: "Reset Password",
  description: "Choose a new password for your BrightWay Engineering account.",
  // A per-user link with a secret token: never indexed.
  robots: { index: false, follow: false },
};

export default async function ForgotPasswordPage({ searchParams }: PageProps<"/ForgotPassword">) {
  const { email, token } = parseSearchParams(await searchParams, {
    email: textParam,
    token: textParam,
  });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">Reset Password</h1>
      {email && token ? (
        <div className="mt-6">
          <ResetPasswordForm
            email={email}
            token={token}
            initialResult={await readFormFlash("/ForgotPassword")}
          />
        </div>
      ) : (
        <div className="mt-6 space-y-4">
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {messages.auth.resetLinkMissing}
          </p>
          <Link
            href="/login"
            className="inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Back to Login
          </Link>
        </div>
      )}
    </div>
  );
}
