"use client";

import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { type ActionResult, fieldError, keptValue } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { loginAction } from "../actions";
import { FormMessage } from "@/components/forms/form-message";
import { useResultToast } from "@/components/forms/use-result-toast";
import { EmailField } from "./email-field";

/**
 * E-mail and password, posted straight to the login action (works without JavaScript; the
 * action redirects on success). `next` travels in a hidden field and is sanitised on the server.
 */
export function LoginForm({
  next,
  initialResult = null,
}: {
  next?: string;
  initialResult?: ActionResult | null;
}) {
  const { accountPages } = useCatalogue();
  const [result, formAction, isPending] = useActionState(loginAction, initialResult);
  // Controlled, so React's reset of the form after a failed submission keeps the address typed;
  // without JavaScript the server renders the failed result, which echoes the address back.
  const [email, setEmail] = useState(() => keptValue(result, "email") ?? "");
  useResultToast(result);
  return (
    <form action={formAction} className="space-y-4">
      <FormMessage result={result} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <EmailField result={result} email={email} onEmailChange={setEmail} />
      <Field
        name="password"
        type="password"
        label={accountPages.fields.password}
        autoComplete="current-password"
        required
        error={fieldError(result, "password")}
      />
      <Button type="submit" isPending={isPending} className="w-full">
        {isPending ? accountPages.login.submitting : accountPages.login.submit}
      </Button>
    </form>
  );
}
