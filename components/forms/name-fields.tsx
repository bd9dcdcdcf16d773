import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

type NameField = "firstName" | "lastName";

/**
 * First and last name side by side, as the signup and edit-profile forms ask for them.
 * `field` comes from `useValidatedForm`; `kept` refills the values a failed
 * no-JavaScript submission echoed back (signup only: edit-profile starts from the saved data).
 */
export function NameFields({
  field,
  kept,
  lastNameLabel,
}: {
  field: (name: NameField) => UseFormRegisterReturn & { error?: string };
  kept?: (name: NameField) => string | undefined;
  /** "Last name" on signup, "Second name" on edit profile (in the page's language). */
  lastNameLabel: string;
}) {
  const { accountPages } = useCatalogue();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={accountPages.fields.firstName}
        autoComplete="given-name"
        required
        defaultValue={kept?.("firstName")}
        {...field("firstName")}
      />
      <Field
        label={lastNameLabel}
        autoComplete="family-name"
        required
        defaultValue={kept?.("lastName")}
        {...field("lastName")}
      />
    </div>
  );
}
