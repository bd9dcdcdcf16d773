import * as z from "@/lib/zod";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages } from "@/lib/messages";
import { courseItemSchemas } from "@/lib/validation/student";
import { boundedNumberSchema, requiredTextSchema } from "@/lib/validation/fields";

/**
 * The package form (add and edit): name required, duration whole months ≥ 1, price in EGP ≥ 0.
 * Numbers may arrive as text (form fields); they are coerced here. `texts`: the catalogue whose
 * words the rules report (the page's, in the dialog).
 */
export function packageFieldsSchemaFor(texts: Pick<Catalogue, "admin" | "course">) {
  return z.object({
    name: requiredTextSchema(texts.admin.packageNameRequired, 200, texts.course.sectionNameTooLong),
    durationMonths: boundedNumberSchema(texts.admin.packageDurationInvalid, {
      min: 1,
      max: 120,
      isWhole: true,
    }),
    price: boundedNumberSchema(texts.admin.packagePriceInvalid, { min: 0, max: 10_000_000 }),
  });
}

/** {@link packageFieldsSchemaFor} in English (the actions' check; their answers are put into the page's language). */
export const packageFieldsSchema = packageFieldsSchemaFor(messages);

/** What the package dialog's fields hold before coercion. */
export type PackageFormValues = z.input<typeof packageFieldsSchema>;

/** A valid package: name, duration in whole months, price in EGP. */
export type PackageFields = z.output<typeof packageFieldsSchema>;

/** Inputs of `createPackageAction`, `updatePackageAction` and `deletePackageAction`. */
export const packageSchemas = courseItemSchemas(packageFieldsSchema, "packageId", {
  add: messages.admin.createPackageFailed,
  update: messages.admin.updatePackageFailed,
  delete: messages.deleteFailed.package,
});
