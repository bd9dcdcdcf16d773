"use client";

import { changePasswordAction } from "@/app/[locale]/(student)/editProfile/actions";
import { FormMessage } from "@/components/forms/form-message";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { useValidatedForm } from "@/components/forms/use-validated-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/**
 * Change Password on Edit Profile: the current password ("Old password": the e-mail change above
 * has its own "Current password"), the new one and its confirmation (the
 * signup rules). Without JavaScript it posts straight to the action, which checks the same schema;
 * with JavaScript the rules are checked first. A success goes to the profile, which says so once.
 * `email` (the login e-mail) lets password managers tie the new password to the account.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const messages = useCatalogue();
  const { result, isPending, field, formProps } = useValidatedForm({
    action: changePasswordAction,
    hasEnglishSchema: true,
    loadSchema: () =>
      import("@/lib/validation/student").then((module) => module.changePasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  return (
    <form {...formProps} className="space-y-4">
      <FormMessage result={result} />
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      {/* Its own id: the e-mail change above has a "currentPassword" field too. */}
      <Field
        id="change-current-password"
        label={messages.passwordChange.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        required
        {...field("currentPassword")}
      />
      <NewPasswordFields field={field} passwordLabel={messages.passwordChange.newPasswordLabel} />
      <Button type="submit" isPending={isPending}>
        {isPending ? messages.accountPages.editProfile.saving : messages.passwordChange.submit}
      </Button>
    </form>
  );
}
