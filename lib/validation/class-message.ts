import {
  BODY_FORBIDDEN,
  CLASS_MESSAGE_LIMITS,
  SUBJECT_FORBIDDEN,
  normaliseMessageBody,
} from "@brightway/contract/class-message-rules";
import * as z from "@/lib/zod";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages } from "@/lib/messages";
import { guidFields } from "@/lib/validation/student";

const texts = messages.classMessages;

/**
 * The fields of "Message the class" (the dialog, and the action again on the server): `subject`
 * one line of 1–150 characters, `body` 1–5,000 characters with its line breaks (as `\n`), both
 * trimmed; the rules of the upstream (`@brightway/contract/class-message-rules`), in the
 * catalogue's words: `texts` is the page's `classMessages` (`useCatalogue()`), English by default.
 */
export function classMessageFieldsSchemaFor(texts: Catalogue["classMessages"]) {
  return z.object({
    subject: z
      .string({ message: texts.subjectRequired })
      .trim()
      .min(1, texts.subjectRequired)
      .max(CLASS_MESSAGE_LIMITS.subject, texts.subjectTooLong)
      .refine((value) => !SUBJECT_FORBIDDEN.test(value), texts.subjectOneLine),
    body: z
      .string({ message: texts.bodyRequired })
      .transform(normaliseMessageBody)
      .pipe(
        z
          .string()
          .min(1, texts.bodyRequired)
          .max(CLASS_MESSAGE_LIMITS.body, texts.bodyTooLong)
          .refine((value) => !BODY_FORBIDDEN.test(value), texts.bodyInvalid),
      ),
  });
}

/** {@link classMessageFieldsSchemaFor} in English (the server's check; results are put into the page's language by the action). */
export const classMessageFieldsSchema = classMessageFieldsSchemaFor(texts);

/** What the dialog's fields hold. */
export type ClassMessageFormValues = z.input<typeof classMessageFieldsSchema>;
/** The dialog's fields once checked (trimmed, line breaks as `\n`). */
export type ClassMessageFields = z.output<typeof classMessageFieldsSchema>;

/** Input of the send action: the fields and the course's id (a Guid; any other fails the send). */
export const sendClassMessageSchema = classMessageFieldsSchema.extend(
  guidFields(texts.sendFailed, "courseId"),
);
