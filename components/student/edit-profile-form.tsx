"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { startTransition, useActionState, useRef } from "react";
import { useForm } from "react-hook-form";
import { editProfileAction } from "@/app/(student)/editProfile/actions";
import { FormMessage } from "@/app/(auth)/form-message";
import { useResultToast } from "@/app/(auth)/use-result-toast";
import { Button, buttonClassName } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldError } from "@/lib/actions/result";
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
  const [result, formAction, isPending] = useActionState(editProfileAction, null);
  useResultToast(result);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditProfileFormValues>({ resolver: zodResolver(editProfileSchema), defaultValues });

  const onValid = () => {
    const form = formRef.current;
    if (!form) return;
    startTransition(() => formAction(new FormData(form)));
  };
  const errorOf = (name: keyof EditProfileFormValues) =>
    errors[name]?.message ?? fieldError(result, name);

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit(onValid)(event);
      }}
      noValidate
      className="space-y-4"
    >
      <FormMessage result={result} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          autoComplete="given-name"
          required
          error={errorOf("firstName")}
          {...register("firstName")}
        />
        <Field
          label="Second name"
          autoComplete="family-name"
          required
          error={errorOf("lastName")}
          {...register("lastName")}
        />
      </div>
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
