"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { startTransition, useActionState, useRef } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, RadioGroupField } from "@/components/ui/field";
import { fieldError, keptValue } from "@/lib/actions/result";
import { signupSchema, type SignupFormValues } from "@/lib/validation/auth";
import { signupAction } from "../actions";
import { FormMessage } from "../form-message";
import { useResultToast } from "../use-result-toast";

const genderOptions = [
  { value: "0", label: "Male" },
  { value: "1", label: "Female" },
] as const;

/**
 * The signup form (spec §2, rules of spec §5). Without JavaScript it posts straight to the
 * signup action, which validates with the same schema and redirects on success; with
 * JavaScript react-hook-form checks the same schema first and shows each field's message at once.
 */
export function SignupForm() {
  const [result, formAction, isPending] = useActionState(signupAction, null);
  useResultToast(result);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupFormValues>({ resolver: zodResolver(signupSchema) });

  const onValid = () => {
    const form = formRef.current;
    if (!form) return;
    startTransition(() => formAction(new FormData(form)));
  };
  const errorOf = (name: keyof SignupFormValues) =>
    errors[name]?.message ?? fieldError(result, name);
  // Without JavaScript a failed signup is re-rendered by the server: the echoed values (never
  // the passwords) refill the form. With JavaScript the inputs keep their own values anyway.
  const kept = (name: keyof SignupFormValues) => keptValue(result, name);

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
          defaultValue={kept("firstName")}
          error={errorOf("firstName")}
          {...register("firstName")}
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          required
          defaultValue={kept("lastName")}
          error={errorOf("lastName")}
          {...register("lastName")}
        />
      </div>
      <Field
        label="User name"
        autoComplete="username"
        required
        defaultValue={kept("userName")}
        error={errorOf("userName")}
        {...register("userName")}
      />
      <RadioGroupField
        name="gender"
        legend="Gender"
        options={genderOptions}
        required
        error={errorOf("gender")}
        defaultValue={kept("gender")}
        inputProps={register("gender")}
      />
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        defaultValue={kept("email")}
        error={errorOf("email")}
        {...register("email")}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        hint="At least 10 characters, including a digit."
        error={errorOf("password")}
        {...register("password")}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errorOf("confirmPassword")}
        {...register("confirmPassword")}
      />
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        defaultValue={kept("phoneNumber")}
        error={errorOf("phoneNumber")}
        {...register("phoneNumber")}
      />
      <Button type="submit" isPending={isPending} className="w-full">
        {isPending ? "Signing up…" : "Sign Up"}
      </Button>
    </form>
  );
}
