"use client";

import type { Language } from "@brightway/contract/language";
import { Button } from "@/components/ui/button";
import { Field, RadioGroupField } from "@/components/ui/field";
import { type ActionResult, keptValue } from "@/lib/actions/result";
import type { SignupFormValues } from "@/lib/validation/auth";
import { signupAction } from "../actions";
import { FormMessage } from "@/components/forms/form-message";
import { NameFields } from "@/components/forms/name-fields";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { useValidatedForm } from "@/components/forms/use-validated-form";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/**
 * The signup form (spec §2, rules of spec §5). Without JavaScript it posts straight to the
 * signup action, which validates with the same schema and redirects on success; with
 * JavaScript react-hook-form checks the same schema first and shows each field's message at once.
 * `next` (where to go once signed up) travels in a hidden field and is sanitised on the server.
 * So does `language`, the language of the site the student signs up on (English unless the page
 * says otherwise): the upstream writes the new student's e-mails in it from the first one.
 */
export function SignupForm({
  next,
  initialResult = null,
  language = "en",
}: {
  next?: string;
  initialResult?: ActionResult | null;
  language?: Language;
}) {
  const { accountPages } = useCatalogue();
  const labels = accountPages.fields;
  const genderOptions = [
    { value: "0", label: labels.male },
    { value: "1", label: labels.female },
  ];
  const { result, isPending, register, errorOf, field, formProps } = useValidatedForm({
    action: signupAction,
    hasEnglishSchema: true,
    loadSchema: () => import("@/lib/validation/auth").then((module) => module.signupSchema),
    initialResult,
  });
  // Without JavaScript a failed signup comes back to this page with its result
  // (lib/actions/form-flash.ts): the echoed values (never the passwords) refill the form. With JavaScript the inputs keep their own values anyway.
  const kept = (name: keyof SignupFormValues) => keptValue(result, name);

  return (
    <form {...formProps} className="space-y-4">
      <FormMessage result={result} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <input type="hidden" name="language" value={language} />
      <NameFields field={field} kept={kept} lastNameLabel={labels.lastName} />
      <Field
        label={labels.userName}
        autoComplete="username"
        required
        defaultValue={kept("userName")}
        {...field("userName")}
      />
      <RadioGroupField
        name="gender"
        legend={labels.gender}
        options={genderOptions}
        required
        error={errorOf("gender")}
        defaultValue={kept("gender")}
        inputProps={register("gender")}
      />
      <Field
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        defaultValue={kept("email")}
        {...field("email")}
      />
      <NewPasswordFields field={field} passwordLabel={labels.password} />
      <Field
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        required
        defaultValue={kept("phoneNumber")}
        {...field("phoneNumber")}
      />
      <Button type="submit" isPending={isPending} className="w-full">
        {isPending ? accountPages.signup.submitting : accountPages.signup.submit}
      </Button>
    </form>
  );
}
