import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

type NewPasswordField = "password" | "confirmPassword";

/**
 * A new password and its confirmation, as signup and the e-mailed password reset ask for them
 * (the rule as a hint under the first). `field` gives each input its name and error: with
 * react-hook-form (signup) also its registration; the reset form posts them as they are.
 */
export function NewPasswordFields({
  field,
  passwordLabel,
}: {
  field: (
    name: NewPasswordField,
  ) => { name: string; error?: string } & Partial<UseFormRegisterReturn>;
  /** "Password" on signup, "New password" on the reset form (in the page's language). */
  passwordLabel: string;
}) {
  const { fields } = useCatalogue().accountPages;
  return (
    <>
      <Field
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        hint={fields.passwordHint}
        {...field("password")}
      />
      <Field
        label={fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        {...field("confirmPassword")}
      />
    </>
  );
}
