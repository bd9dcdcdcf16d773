"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { type ActionResult, fieldError } from "@/lib/actions/result";
import { resetPasswordAction } from "../actions";
import { FormMessage } from "@/components/forms/form-message";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { useResultToast } from "@/components/forms/use-result-toast";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/**
 * New password and confirmation for the e-mailed link. `email` and `token` are passed back
 * unchanged in hidden fields (the upstream decodes the token itself). Success redirects to
 * `/login?reset=success`, which confirms the reset.
 */
export function ResetPasswordForm({
  email,
  token,
  initialResult = null,
}: {
  email: string;
  token: string;
  initialResult?: ActionResult | null;
}) {
  const { accountPages } = useCatalogue();
  const [result, formAction, isPending] = useActionState(resetPasswordAction, initialResult);
  useResultToast(result);
  return (
    <form action={formAction} className="space-y-4">
      <FormMessage result={result} />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="token" value={token} />
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <NewPasswordFields
        field={(name) => ({ name, error: fieldError(result, name) })}
        passwordLabel={accountPages.fields.newPassword}
      />
      <Button type="submit" isPending={isPending} className="w-full">
        {isPending ? accountPages.resetPassword.submitting : accountPages.resetPassword.submit}
      </Button>
    </form>
  );
}
