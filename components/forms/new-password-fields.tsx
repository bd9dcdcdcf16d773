import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";

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
  /** "Password" on signup, "New password" on the reset form. */
  passwordLabel: string;
}) {
  return (
    <>
      <Field
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        hint="At least 10 characters, including a digit."
        {...field("password")}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...field("confirmPassword")}
      />
    </>
  );
}
