"use client";

import { LANGUAGE_AUTONYMS, LANGUAGES } from "@brightway/contract/language";
import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { useEffect } from "react";
import { editProfileAction } from "@/app/[locale]/(student)/editProfile/actions";
import { FormMessage } from "@/components/forms/form-message";
import { NameFields } from "@/components/forms/name-fields";
import { useValidatedForm } from "@/components/forms/use-validated-form";
import { Button, buttonClassName } from "@/components/ui/button";
import { Field, FieldFrame } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import type { EditProfileFormValues } from "@/lib/validation/student";

/**
 * The Edit Profile form, prefilled with the student's data. Without JavaScript it posts straight
 * to the action (which validates with the same schema and redirects back to the profile); with
 * JavaScript react-hook-form checks the schema first and shows each field's message at once.
 *
 * The e-mail is the login e-mail: with `canChangeEmail` (the upstream has the extension) a
 * "Current password" field sits under it, needed only when the e-mail is changed (the action
 * checks that on the server); the change then waits for the link sent to the new address, and
 * after the request the fields go back to the current login e-mail and an empty password.
 * Without it, the e-mail is read-only with a note.
 *
 * "Name on certificate" is shown when the upstream keeps one (`defaultValues.certificateName`
 * given): any script, spaces allowed, prefilled with the first and last name by default.
 * "Language" (English / العربية, each named in itself) is shown when the upstream keeps one
 * (`defaultValues.language` given): the language of the e-mails we send.
 */
export function EditProfileForm({
  defaultValues,
  backHref,
  canChangeEmail,
}: {
  defaultValues: Omit<EditProfileFormValues, "currentPassword">;
  backHref: Route;
  canChangeEmail: boolean;
}) {
  const messages = useCatalogue();
  const { fields, editProfile: texts } = messages.accountPages;
  const { result, isPending, setValue, register, errorOf, field, formProps } = useValidatedForm({
    action: editProfileAction,
    hasEnglishSchema: true,
    loadSchema: () => import("@/lib/validation/student").then((module) => module.editProfileSchema),
    defaultValues: { ...defaultValues, currentPassword: "" },
  });

  const currentEmail = defaultValues.email;
  useEffect(() => {
    if (!result?.ok) return;
    setValue("email", currentEmail);
    setValue("currentPassword", "");
  }, [result, currentEmail, setValue]);

  return (
    <form {...formProps} className="space-y-4">
      <FormMessage result={result} />
      <NameFields field={field} lastNameLabel={texts.secondName} />
      <Field
        label={fields.email}
        type="email"
        autoComplete="email"
        required
        readOnly={!canChangeEmail}
        hint={canChangeEmail ? undefined : messages.emailChange.unavailable}
        {...field("email")}
      />
      {canChangeEmail ? (
        <Field
          label={texts.currentPassword}
          type="password"
          autoComplete="current-password"
          hint={messages.emailChange.passwordHint}
          {...field("currentPassword")}
        />
      ) : null}
      <Field
        label={fields.phone}
        type="tel"
        autoComplete="tel"
        required
        {...field("phoneNumber")}
      />
      {defaultValues.language === undefined ? null : (
        <FieldFrame
          id="language"
          label={messages.language.fieldLabel}
          hint={messages.language.fieldHint}
          error={errorOf("language")}
        >
          {(control) => (
            <Select {...control} invalid={Boolean(errorOf("language"))} {...register("language")}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_AUTONYMS[language]}
                </option>
              ))}
            </Select>
          )}
        </FieldFrame>
      )}
      {defaultValues.certificateName === undefined ? null : (
        <Field
          label={texts.certificateName}
          autoComplete="name"
          dir="auto"
          maxLength={200}
          placeholder={`${defaultValues.firstName} ${defaultValues.lastName}`}
          hint={messages.student.certificateNameHint}
          {...field("certificateName")}
        />
      )}
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" isPending={isPending}>
          {isPending ? texts.saving : texts.save}
        </Button>
        <Link href={backHref} className={buttonClassName("secondary")}>
          {texts.cancel}
        </Link>
      </div>
    </form>
  );
}
