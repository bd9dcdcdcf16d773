import {
  certificateNameProblem,
  normaliseCertificateName,
} from "@brightway/contract/certificate-name";
import { isLanguage } from "@brightway/contract/language";
import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import { GUID_PATTERN } from "@/lib/ids";
import { oneOfParam } from "@/lib/search-params";
import { checkNewPassword } from "@/lib/validation/auth";
import { isEmailAddress } from "@/lib/validation/email";
import { checkNames, formSchema } from "@/lib/validation/form-rules";

/*
 * Schemas of the student area and the admin assignment screens. Ids arriving in forms, hidden
 * inputs or action arguments are untrusted input (a forged request can send anything), so each is
 * checked for its upstream form before it gets near a path or query: user ids are Identity ids
 * (letters, digits, dashes; the legacy pastes them into raw SQL, contract §7.12), course and package
 * ids are Guids, product ids positive integers.
 */

const userIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/** A user (student) id: letters, digits and dashes, 1–64 characters; `message` when it is not. */
export function userIdSchema(message: string) {
  return z.string({ message }).regex(userIdPattern, message);
}

/** A Guid id (courses, packages, enrolments) in `8-4-4-4-12` hex form; `message` when it is not. */
export function guidSchema(message: string) {
  return z.string({ message }).regex(GUID_PATTERN, message);
}

/**
 * The fields of an operation's Guid ids (`courseId`, `sectionId`…), each failing with the
 * operation's one failure text: `z.object(guidFields(message, "courseId", "sectionId"))`, or
 * `.extend(guidFields(…))` beside the form's fields.
 */
export function guidFields<const Key extends string>(message: string, ...keys: Key[]) {
  return Object.fromEntries(keys.map((key) => [key, guidSchema(message)])) as Record<
    Key,
    ReturnType<typeof guidSchema>
  >;
}

/**
 * The inputs of adding, editing and deleting one item of a course (a package, a live session, a
 * section), each id failing with its operation's text: `fields` with the course's id (`add`);
 * `fields` with the course's and the item's (`itemKey`) ids (`update`); those two ids (`delete`).
 */
export function courseItemSchemas<Shape extends z.ZodRawShape, const Key extends string>(
  fields: z.ZodObject<Shape>,
  itemKey: Key,
  failed: { add: string; update: string; delete: string },
) {
  return {
    add: fields.extend(guidFields(failed.add, "courseId")),
    update: fields.extend(guidFields<"courseId" | Key>(failed.update, "courseId", itemKey)),
    delete: z.object(guidFields<"courseId" | Key>(failed.delete, "courseId", itemKey)),
  };
}

/**
 * The input of reordering a course's items (its sessions, its sections): the course's id and every
 * item's id (`listKey`, 1–1000 Guids) in the new order, each failing with `message`.
 */
export function courseOrderSchema<const Key extends string>(message: string, listKey: Key) {
  return z.object({
    ...guidFields(message, "courseId"),
    ...({ [listKey]: z.array(guidSchema(message)).min(1).max(1000) } as Record<
      Key,
      z.ZodArray<ReturnType<typeof guidSchema>>
    >),
  });
}

/**
 * A positive integer id (products) from a number or a form string; `message` when it is not one.
 * Only plain decimal digits are accepted (no `1e3`, `0x10`, spaces or signs).
 */
export function positiveIntIdSchema(message: string) {
  return z
    .union([z.number(), z.string().regex(/^\d{1,15}$/, message)], { message })
    .transform(Number)
    .pipe(z.number().int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message));
}

// Form values arrive as strings (FormData) or may be absent; absence reads as "".
const text = z.string().optional().default("");
const isPhone = (value: string) => /^\+?[0-9][0-9 ()-]{4,29}$/.test(value);

/** Longest name accepted, in characters. */
const MAX_NAME_LENGTH = 100;

/**
 * The Edit Profile form (spec §2 "Edit profile"): first name, second name, e-mail, phone, all
 * required. Names follow the signup rules (no spaces; the signup texts of spec §5), the e-mail
 * must be well-formed (the strict rule of `lib/validation/email.ts`) and the phone made of digits (an optional leading `+`, spaces, dashes and
 * brackets allowed). `currentPassword` is optional here: the action requires it when the e-mail
 * differs from the login e-mail (only the server knows that one). Output: trimmed e-mail and
 * phone; the password as typed. `certificateName` (only when the upstream keeps one): blank, or
 * 2–80 letters of any script with spaces, hyphens, apostrophes and full stops. `language` (only
 * when the upstream keeps one): "en" or "ar", anything else refused.
 */
export const editProfileSchema = formSchema(
  {
    firstName: text,
    lastName: text,
    email: text,
    phoneNumber: text,
    currentPassword: text,
    // Absent: the form has no such field (a legacy upstream keeps no certificate name).
    certificateName: z.string().optional(),
    // Absent: the form has no such field (a legacy upstream keeps no language).
    language: z.string().optional(),
  },
  (data, issue) => {
    const names = [
      ["firstName", messages.signup.firstNameSpaces],
      ["lastName", messages.signup.lastNameSpaces],
    ] as const;
    checkNames(data, names, issue, { max: MAX_NAME_LENGTH, message: messages.student.nameTooLong });
    const email = data.email.trim();
    if (email === "") issue("email", messages.signup.required);
    else if (!isEmailAddress(email)) issue("email", messages.auth.invalidEmail);
    const phone = data.phoneNumber.trim();
    if (phone === "") issue("phoneNumber", messages.signup.required);
    else if (!isPhone(phone)) issue("phoneNumber", messages.student.invalidPhone);
    const certificateName = normaliseCertificateName(data.certificateName ?? "");
    const problem = certificateName ? certificateNameProblem(certificateName) : null;
    if (problem === "length") issue("certificateName", messages.student.certificateNameLength);
    else if (problem === "characters")
      issue("certificateName", messages.student.certificateNameCharacters);
    if (data.language !== undefined && !isLanguage(data.language))
      issue("language", messages.language.fieldInvalid);
  },
).transform((data) => ({
  firstName: data.firstName,
  lastName: data.lastName,
  email: data.email.trim(),
  phoneNumber: data.phoneNumber.trim(),
  currentPassword: data.currentPassword,
  certificateName: certificateNameOf(data),
  ...(isLanguage(data.language) ? { language: data.language } : {}),
}));

/**
 * The certificate name to store: undefined when the form had no such field; null (first + last
 * name) when left blank or equal to the first and last name, so the default follows a later
 * change of names; else the name normalised (NFC, trimmed, single spaces).
 */
function certificateNameOf(data: {
  firstName: string;
  lastName: string;
  certificateName?: string;
}): string | null | undefined {
  if (data.certificateName === undefined) return undefined;
  const name = normaliseCertificateName(data.certificateName);
  const fullName = normaliseCertificateName(`${data.firstName} ${data.lastName}`);
  return name === "" || name === fullName ? null : name;
}

/** Raw Edit Profile form values (strings, as the form holds them). */
export type EditProfileFormValues = z.input<typeof editProfileSchema>;

/**
 * Change Password on Edit Profile: the current password (required; the upstream checks it), then
 * the new one and its confirmation with the signup rules in the spec's order (equal, at least 10
 * characters, a digit). Output: `{ currentPassword, newPassword }`, as typed (never trimmed). No
 * id: the account changed is always the session's own.
 */
export const changePasswordSchema = formSchema(
  {
    currentPassword: z.string().optional().default(""),
    password: z.string().optional().default(""),
    confirmPassword: z.string().optional().default(""),
  },
  (data, issue) => {
    if (data.currentPassword === "")
      issue("currentPassword", messages.passwordChange.currentRequired);
    checkNewPassword(data, messages.signup.passwordMismatch, issue);
  },
).transform((data) => ({ currentPassword: data.currentPassword, newPassword: data.password }));

/**
 * The confirmation on `/confirmEmail`: the `token` of the e-mailed link, passed back unchanged
 * (1–1024 characters; the upstream checks it; anything else reads as an invalid link), and
 * `purpose`, `signup` for a new account's address (extension "E-mail confirmation"), anything
 * else a login e-mail change.
 */
export const confirmEmailSchema = z.object({
  token: z
    .string({ message: messages.emailChange.linkInvalid })
    .min(1, messages.emailChange.linkInvalid)
    .max(1024, messages.emailChange.linkInvalid),
  purpose: z.enum(["signup", "change"]).catch("change"),
});

/**
 * Delete Profile: the account's password, when the upstream checks it (the action requires it
 * then). No id: the account deleted is always the session's own. Passwords are never trimmed.
 */
export const deleteProfileSchema = z
  .object({ password: z.string().max(1024, messages.student.deleteWrongPassword).optional() })
  .strip();

/** Revoke the calendar link takes no input: the link revoked is always the session's own. */
export const revokeCalendarSchema = z.object({}).strip();

/** "Resend confirmation e-mail" on the profile: no input (the address is the session's own). */
export const resendConfirmationSchema = z.object({}).strip();

/**
 * Assign a student to an on-demand course with one of its packages, or to an online course (no
 * package) (admin). Every id is checked here; that the package belongs to the course, or that a
 * course without one is an online course, is checked by the action against the upstream.
 */
export const assignCourseSchema = z.object({
  studentId: userIdSchema(messages.admin.assignCourseFailed),
  courseId: guidSchema(messages.admin.assignCourseFailed),
  packageId: guidSchema(messages.admin.assignCourseFailed).optional(),
});

/** Assign a product to a student (admin). */
export const assignProductSchema = z.object({
  studentId: userIdSchema(messages.admin.assignProductFailed),
  productId: positiveIntIdSchema(messages.admin.assignProductFailed),
});

/** The tabs of `/userProfile/{id}`, as written in `?tab=` ("orders" only with the orders extension). */
const profileTabs = ["data", "courses", "products", "orders", "devices", "calendar"] as const;

/** One of {@link profileTabs}. */
export type ProfileTab = (typeof profileTabs)[number];

/** `?tab=` (for `parseSearchParams`): one of {@link profileTabs}; anything else (or nothing) is the User Data tab. */
export const profileTabParam = oneOfParam(profileTabs, "data");
