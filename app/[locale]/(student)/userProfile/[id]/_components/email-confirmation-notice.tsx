"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useResultToast } from "@/components/forms/use-result-toast";
import { Button } from "@/components/ui/button";
import { resendConfirmationAction } from "@/app/[locale]/(student)/userProfile/[id]/actions";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/**
 * The owner's profile, while their login e-mail is unconfirmed (extension "E-mail confirmation"):
 * says so and offers "Resend confirmation e-mail" (a form, so it works without JavaScript too).
 * The result (where the link went, or when to try again) is shown below the button and toasted.
 */
export function EmailConfirmationNotice() {
  const messages = useCatalogue();
  const [result, formAction, isPending] = useActionState(resendConfirmationAction, null);
  useResultToast(result);
  return (
    <section
      aria-labelledby="email-confirmation-title"
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4"
    >
      <h2 id="email-confirmation-title" className="font-semibold text-amber-900">
        {messages.emailConfirmation.notConfirmed}
      </h2>
      <p className="text-sm text-amber-900">{messages.emailConfirmation.notConfirmedHint}</p>
      <form action={formAction} className="space-y-3">
        <FormMessage result={result} />
        <Button type="submit" variant="secondary" isPending={isPending}>
          {messages.emailConfirmation.resend}
        </Button>
      </form>
    </section>
  );
}
