import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_PROJECT_TYPES,
  type EnquiryProjectType,
} from "@brightway/contract/enquiry-rules";
import type { messages } from "@/lib/messages";
import type { Translated } from "@/lib/i18n/translated";
import * as z from "@/lib/zod";
import { isEmailAddress } from "@/lib/validation/email";
import { formSchema } from "@/lib/validation/form-rules";

// Form values arrive as strings (FormData) or may be absent; absence reads as "".
const text = z.string().optional().default("");
const isPhone = (value: string) => /^\+?[0-9][0-9 ()-]{4,29}$/.test(value);
/** The field errors {@link enquirySchemaFor} gives, in one language. */
export type EnquiryErrors = Pick<
  Translated<(typeof messages)["enquiry"]>,
  | "nameRequired"
  | "tooLong"
  | "emailInvalid"
  | "phoneInvalid"
  | "projectTypeRequired"
  | "messageTooShort"
>;

const isProjectType = (value: string): value is EnquiryProjectType =>
  (ENQUIRY_PROJECT_TYPES as readonly string[]).includes(value);

/**
 * The consultancy enquiry form: name, e-mail and message required, phone and company optional,
 * the project type one of the upstream's list; `website` is the honeypot (a field people never
 * see or fill: anything in it marks a robot). Output: trimmed texts, empty optional fields null.
 * `errors` are the field errors in the page's language (`messages.enquiry` of its catalogue),
 * given by the server action and by the form (a prop), so the browser loads no catalogue.
 */
export function enquirySchemaFor(errors: EnquiryErrors) {
  return formSchema(
    {
      name: text,
      email: text,
      phone: text,
      company: text,
      projectType: text,
      message: text,
      website: text,
    },
    (data, issue) => {
      const name = data.name.trim();
      if (name === "") issue("name", errors.nameRequired);
      else if (name.length > ENQUIRY_LIMITS.name) issue("name", errors.tooLong);
      const email = data.email.trim();
      if (email === "" || email.length > ENQUIRY_LIMITS.email || !isEmailAddress(email))
        issue("email", errors.emailInvalid);
      const phone = data.phone.trim();
      if (phone !== "" && !isPhone(phone)) issue("phone", errors.phoneInvalid);
      if (data.company.trim().length > ENQUIRY_LIMITS.company) issue("company", errors.tooLong);
      if (!isProjectType(data.projectType)) issue("projectType", errors.projectTypeRequired);
      const message = data.message.trim();
      if (message.length < ENQUIRY_MESSAGE_MIN) issue("message", errors.messageTooShort);
      else if (message.length > ENQUIRY_LIMITS.message) issue("message", errors.tooLong);
    },
  ).transform((data) => ({
    name: data.name.trim(),
    email: data.email.trim(),
    phone: data.phone.trim() || null,
    company: data.company.trim() || null,
    projectType: data.projectType as EnquiryProjectType,
    message: data.message.trim(),
    isRobot: data.website.trim() !== "",
  }));
}
