import { isLanguage } from "@brightway/contract/language";
import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import { emailSchema, isEmailAddress } from "@/lib/validation/email";
import { checkNames, formSchema, type ReportIssue } from "@/lib/validation/form-rules";

/** Minimum password length (spec §9; the upstream's Identity rule too). */
const MIN_PASSWORD_LENGTH = 10;

// Form values arrive as strings (FormData) or may be absent; absence is reported by the rules
// below, in the spec's order, instead of by zod's generic type errors.
// A radio group with nothing checked arrives as `null` from react-hook-form, hence `nullish`.
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
const isGmail = (value: string) => /@gmail\.com$/i.test(value);
const hasDigit = (value: string) => /\d/.test(value);

/**
 * The new-password rules of signup, reset and Change Password (spec §5, §9), in the spec's order: password and
 * confirmation required, equal (`mismatchMessage`), then at least {@link MIN_PASSWORD_LENGTH}
 * characters, then a digit (the upstream's own rule).
 */
export function checkNewPassword(
  data: { password: string; confirmPassword: string },
  mismatchMessage: string,
  issue: ReportIssue,
): void {
  if (data.password === "") issue("password", messages.signup.required);
  if (data.confirmPassword === "") issue("confirmPassword", messages.signup.required);
  else if (data.password !== data.confirmPassword) issue("confirmPassword", mismatchMessage);
  if (data.password !== "") {
    if (data.password.length < MIN_PASSWORD_LENGTH)
      issue("password", messages.signup.passwordLength);
    else if (!hasDigit(data.password)) issue("password", messages.signup.passwordDigit);
  }
}

/**
 * The signup form. Rules are checked in spec §5's order and every failing rule is reported, so
 * the first issue is the first failing rule:
 * 1. first name (required, no spaces) 2. last name 3. user name 4. gender 0 or 1
 * 5. e-mail at gmail.com (then well-formed by the strict rule of `lib/validation/email.ts`)
 * 6. password equals confirmation 7. password at least 10 characters,
 * then the upstream's own rule (a digit) and the phone number (required).
 * Output: trimmed e-mail and phone, `gender` as the number 0 (male) or 1 (female), and `next`
 * (where to go after signing up) as posted, when it was: the action sanitises it. `language`
 * (the site's, from a hidden field) only when it is "en" or "ar".
 */
export const signupSchema = formSchema(
  {
    firstName: text,
    lastName: text,
    userName: text,
    gender: z.union([z.string(), z.number()]).nullish(),
    email: text,
    password: text,
    confirmPassword: text,
    phoneNumber: text,
    next: z.string().optional(),
    // The site's language, from a hidden field: never shown, so never a message either.
    language: z.string().optional(),
  },
  (data, issue) => {
    const names = [
      ["firstName", messages.signup.firstNameSpaces],
      ["lastName", messages.signup.lastNameSpaces],
      ["userName", messages.signup.userNameSpaces],
    ] as const;
    checkNames(data, names, issue);
    if (String(data.gender) !== "0" && String(data.gender) !== "1")
      issue("gender", messages.signup.gender);
    const email = data.email.trim();
    if (email === "") issue("email", messages.signup.required);
    else if (!isGmail(email)) issue("email", messages.signup.emailDomain);
    // At gmail.com, and by the strict rule of every e-mail field (no `?`, `&`, spaces, quotes…).
    else if (!isEmailAddress(email)) issue("email", messages.auth.invalidEmail);
    checkNewPassword(data, messages.signup.passwordMismatch, issue);
    if (data.phoneNumber.trim() === "") issue("phoneNumber", messages.signup.required);
  },
).transform((data) => ({
  firstName: data.firstName,
  lastName: data.lastName,
  userName: data.userName,
  gender: (String(data.gender) === "1" ? 1 : 0) as 0 | 1,
  email: data.email.trim(),
  password: data.password,
  phoneNumber: data.phoneNumber.trim(),
  ...(data.next ? { next: data.next } : {}),
  // Anything but "en" or "ar" (a forged field) is left out: the upstream then writes English.
  ...(isLanguage(data.language) ? { language: data.language } : {}),
}));

/** Raw signup form values (strings, as the form holds them). */
export type SignupFormValues = z.input<typeof signupSchema>;

/**
 * The login form: e-mail and password required; `next` is sanitised by the action. The e-mail is
 * not held to the strict rule of `lib/validation/email.ts`, on purpose: it only names an account
 * (it never becomes a link or a header), and an account stored before that rule must still log in.
 */
export const loginSchema = z.object({
  email: z.string({ message: messages.signup.required }).trim().min(1, messages.signup.required),
  password: z.string({ message: messages.signup.required }).min(1, messages.signup.required),
  next: z.string().optional(),
});

/** The Reset Password dialog on /login: an e-mail address, required and well-formed. */
export const forgotPasswordSchema = z.object({
  email: emailSchema({ required: messages.signup.required, invalid: messages.auth.invalidEmail }),
});

/**
 * The /ForgotPassword form: `email` and `token` come from the e-mailed link (hidden fields,
 * passed back unchanged); password and confirmation must match (the original's comparison never
 * fired; this one does) and follow the signup password rules.
 */
export const resetPasswordSchema = formSchema(
  { email: text, token: text, password: text, confirmPassword: text },
  (data, issue) => {
    if (data.email.trim() === "" || data.token === "")
      issue("token", messages.auth.resetLinkMissing);
    checkNewPassword(data, messages.auth.resetMismatch, issue);
  },
).transform((data) => ({
  email: data.email.trim(),
  token: data.token,
  newPassword: data.password,
}));
