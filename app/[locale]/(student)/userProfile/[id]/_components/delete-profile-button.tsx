"use client";

import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { deleteProfileAction } from "@/app/[locale]/(student)/userProfile/[id]/actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/**
 * Delete Profile: asks for confirmation (and the account's password, when the upstream checks
 * it), then deletes the account, ends the session and goes home (the action redirects). A failure
 * ('Failed to Delete user', a missing or wrong password) is shown in the dialog, and toasted.
 */
export function DeleteProfileButton({ isPasswordRequired }: { isPasswordRequired: boolean }) {
  const texts = useCatalogue().accountPages.profile;
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [password, setPassword] = useState("");
  const confirm = () =>
    new Promise<boolean>((resolve) => {
      setError(null);
      setPasswordError(undefined);
      startTransition(async () => {
        // On success the action redirects home, so there may be no result to read.
        const result = await deleteProfileAction(isPasswordRequired ? { password } : {});
        if (result && !result.ok) {
          const fieldError = result.fieldErrors?.password?.[0];
          if (fieldError) setPasswordError(fieldError);
          else setError(result.message);
          toast.error(result.message);
          resolve(false);
          return;
        }
        resolve(true);
      });
    });
  return (
    <ConfirmDialog
      triggerLabel={texts.deleteProfile}
      title={texts.deleteTitle}
      description={texts.deleteDescription}
      confirmLabel={texts.deleteConfirm}
      onConfirm={confirm}
      isPending={isPending}
    >
      {isPasswordRequired ? (
        <Field
          name="password"
          id="delete-profile-password"
          type="password"
          label={texts.yourPassword}
          hint={texts.yourPasswordHint}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
        />
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
