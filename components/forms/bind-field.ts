import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * The props that tie a `Field` to one react-hook-form field: its registration (name, ref,
 * handlers) and its error text. `bindField(register, errorOf)("email")` spreads onto a `Field`.
 */
export function bindField<Name extends string>(
  register: (name: Name) => UseFormRegisterReturn<Name>,
  errorOf: (name: Name) => string | undefined,
) {
  return (name: Name) => ({ ...register(name), error: errorOf(name) });
}
