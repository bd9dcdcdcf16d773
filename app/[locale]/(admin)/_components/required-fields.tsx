import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, type FieldProps } from "@/components/ui/field";

/** One required input of an admin form: the form field it binds, its id's ending, its attributes. */
export type RequiredFieldSpec<Name extends string> = Omit<FieldProps, "name" | "id"> & {
  name: Name;
  /** The id is `{idPrefix}-{idSuffix}`, so each row's dialog has ids of its own. */
  idSuffix: string;
};

/**
 * The required inputs of an add/edit dialog, in the order of `specs`, each a labelled `Field`
 * bound by `field` to its form field (registration and error text, as `ActionFormDialog` gives).
 */
export function RequiredFields<Name extends string>({
  specs,
  idPrefix,
  field,
}: {
  specs: readonly RequiredFieldSpec<Name>[];
  idPrefix: string;
  field: (name: Name) => UseFormRegisterReturn<Name> & { error?: string };
}) {
  return specs.map(({ name, idSuffix, ...input }) => (
    <Field key={name} id={`${idPrefix}-${idSuffix}`} required {...input} {...field(name)} />
  ));
}
