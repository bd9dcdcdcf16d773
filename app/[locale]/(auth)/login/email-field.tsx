"use client";

import { Field } from "@/components/ui/field";
import { type ActionResult, fieldError } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/**
 * The required E-mail field of the login form and of the Reset Password request (dialog and page).
 * Controlled by its form, so that React's reset of a form after a failed submission keeps the
 * address typed; its message is the result's for `email`.
 */
export function EmailField({
  id,
  result,
  email,
  onEmailChange,
}: {
  id?: string;
  result: ActionResult | null;
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const { accountPages } = useCatalogue();
  return (
    <Field
      name="email"
      id={id}
      type="email"
      label={accountPages.fields.email}
      autoComplete="email"
      required
      value={email}
      onChange={(event) => onEmailChange(event.target.value)}
      error={fieldError(result, "email")}
    />
  );
}
