import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import { courseItemSchemas } from "@/lib/validation/student";
import { boundedNumberSchema, requiredTextSchema } from "@/lib/validation/fields";

/**
 * The package form (add and edit): name required, duration whole months ≥ 1, price in EGP ≥ 0.
 * Numbers may arrive as text (form fields); they are coerced here.
 */
export const packageFieldsSchema = z.object({
  name: requiredTextSchema(
    messages.admin.packageNameRequired,
    200,
    messages.course.sectionNameTooLong,
  ),
  durationMonths: boundedNumberSchema(messages.admin.packageDurationInvalid, {
    min: 1,
    max: 120,
    isWhole: true,
  }),
  price: boundedNumberSchema(messages.admin.packagePriceInvalid, { min: 0, max: 10_000_000 }),
});

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
