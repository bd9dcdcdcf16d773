"use client";

import { useActionState } from "react";
import { Link } from "@/components/ui/link";
import { FormMessage } from "@/components/forms/form-message";
import { useResultToast } from "@/components/forms/use-result-toast";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { confirmEmailAction } from "./actions";

/**
 * The one-button confirmation of a login e-mail change or (`purpose` "signup") of a new account's
 * address. The link's token and purpose go back unchanged in hidden fields; success redirects to
 * `/confirmEmail?confirmed=1` (with the purpose). A refused link says why and offers the way on
 * (log in; for a change, Edit Profile to ask again).
 */
export function ConfirmEmailForm({
  token,
  purpose,
  initialResult = null,
}: {
  token: string;
  purpose: "signup" | "change";
  initialResult?: ActionResult | null;
}) {
  const isSignup = purpose === "signup";
  const messages = useCatalogue();
  const texts = messages.accountPages.confirmEmail;
  const [result, formAction, isPending] = useActionState(confirmEmailAction, initialResult);
  useResultToast(result);
  const isRefused = result !== null && !result.ok;
  return (
    <form action={formAction} className="space-y-4">
      <FormMessage result={result} />
      {isRefused ? (
        <p className="flex flex-wrap gap-4 text-sm">
          <Link
            href="/login"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {texts.goToLogin}
          </Link>
          {isSignup ? null : (
            <Link
              href="/editProfile"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {texts.editProfile}
            </Link>
          )}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {isSignup ? messages.emailConfirmation.confirmIntro : messages.emailChange.confirmIntro}
          </p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="purpose" value={purpose} />
          <Button type="submit" isPending={isPending} className="w-full">
            {isPending
              ? texts.confirming
              : isSignup
                ? messages.emailConfirmation.confirmButton
                : texts.confirmChange}
          </Button>
        </>
      )}
    </form>
  );
}
