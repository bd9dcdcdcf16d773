"use client";

import Link from "next/link";
import { editProfileAction } from "@/app/(student)/editProfile/actions";
import { FormMessage } from "@/components/forms/form-message";
import { NameFields } from "@/components/forms/name-fields";
import { useValidatedForm } from "@/components/forms/use-validated-form";
import { Button, buttonClassName } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { editProfileSchema, type EditProfileFormValues } from "@/lib/validation/student";

/**
 * The Edit Profile form, prefilled with the student's data. Without JavaScript it posts straight
 * to the action (which validates with the same schema and redirects back to the profile); with
 * JavaScript react-hook-form checks the schema first and shows each field's message at once.
 */
export function EditProfileForm({
  defaultValues,
  backHref,
}: {
  defaultValues: EditProfileFormValues;
  backHref: string;
}) {
  const { result, isPending, register, errorOf, formProps } = useValidatedForm({
    action: editProfileAction,
    schema: editProfileSchema,
    defaultValues,
  });

  return (
    <form {...formProps} className="space-y-4">
      <FormMessage result={result} />
      <NameFields register={register} errorOf={errorOf} lastNameLabel="Second name" />
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errorOf("email")}
        {...register("email")}
      />
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        error={errorOf("phoneNumber")}
        {...register("phoneNumber")}
      />
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" isPending={isPending}>
          {isPending ? "Saving…" : "Save Changes"}
        </Button>
        <Link href={backHref} className={buttonClassName("secondary")}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
