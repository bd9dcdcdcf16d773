import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_PROJECT_TYPES,
  type EnquiryProjectType,
} from "@brightway/contract/enquiry-rules";
import { messages } from "@/lib/messages";
import * as z from "@/lib/zod";
import { isEmailAddress } from "@/lib/validation/email";
import { formSchema } from "@/lib/validation/form-rules";

// Form values arrive as strings (FormData) or may be absent; absence reads as "".
const text = z.string().optional().default("");
const isPhone = (value: string) => /^\+?[0-9][0-9 ()-]{4,29}$/.test(value);
const isProjectType = (value: string): value is EnquiryProjectType =>
  (ENQUIRY_PROJECT_TYPES as readonly string[]).includes(value);

/**
 * The consultancy enquiry form: name, e-mail and message required, phone and company optional,
 * the project type one of the upstream's list; `website` is the honeypot (a field people never
 * see or fill: anything in it marks a robot). Output: trimmed texts, empty optional fields null.
 */
export const enquirySchema = formSchema(
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
    if (name === "") issue("name", messages.enquiry.nameRequired);
    else if (name.length > ENQUIRY_LIMITS.name) issue("name", messages.enquiry.tooLong);
    const email = data.email.trim();
    if (email === "" || email.length > ENQUIRY_LIMITS.email || !isEmailAddress(email))
      issue("email", messages.enquiry.emailInvalid);
    const phone = data.phone.trim();
    if (phone !== "" && !isPhone(phone)) issue("phone", messages.enquiry.phoneInvalid);
    if (data.company.trim().length > ENQUIRY_LIMITS.company)
      issue("company", messages.enquiry.tooLong);
    if (!isProjectType(data.projectType))
      issue("projectType", messages.enquiry.projectTypeRequired);
    const message = data.message.trim();
    if (message.length < ENQUIRY_MESSAGE_MIN) issue("message", messages.enquiry.messageTooShort);
    else if (message.length > ENQUIRY_LIMITS.message) issue("message", messages.enquiry.tooLong);
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
