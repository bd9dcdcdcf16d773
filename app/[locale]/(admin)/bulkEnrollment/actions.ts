"use server";

import * as z from "@/lib/zod";
import { fail, ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { parseEnrollmentCsv, type EnrollmentLine } from "@/lib/csv/format";
import { getCatalogue } from "@/lib/i18n/server";
import { messages } from "@/lib/messages";
import { submitBulkEnrollment, type BulkEnrollmentResult } from "@/lib/upstream/bulk-enrollments";
import { tagsTouchedBy } from "@/lib/upstream/tags";

/** Largest bulk file read, in bytes (1 MB: about 1,000 students is the upstream's limit). */
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_LINES = 1000;

const lineSchema = z.object({
  email: z.string().trim().max(256),
  course: z.string().trim().max(300),
  package: z.string().trim().max(300),
});

/** What the preview returns: the file's lines (sent back unchanged to apply) and each row's check. */
export interface BulkPreview {
  lines: EnrollmentLine[];
  result: BulkEnrollmentResult;
}

/**
 * The reader's refusal (English, from `parseEnrollmentCsv`) in the page's language: its three
 * fixed texts have their twins in `adminForms.bulk`; anything else is returned as it is.
 */
async function csvErrorText(error: string): Promise<string> {
  const { bulk } = (await getCatalogue()).adminForms;
  const known: Record<string, string> = {
    "This file is not a CSV file that can be read.": bulk.csvUnreadable,
    "The file is empty.": bulk.csvEmpty,
    "The first line must name the columns e-mail, course and package.": bulk.csvHeader,
  };
  return known[error] ?? error;
}

/**
 * Checks a bulk enrolment CSV (e-mail, course, package) without changing anything: the upstream
 * resolves every row and says what is wrong with each (POST /api/Enrollments/Bulk?dryRun=true).
 * Admin only; the file is read on the server (at most 1 MB, 1,000 lines).
 */
export const previewBulkEnrollmentAction = adminAction(
  z.object({ file: z.instanceof(File, { message: messages.bulk.fileRequired }) }),
  async ({ file }, { session }) => {
    if (file.size === 0) return fail(messages.bulk.fileRequired);
    if (file.size > MAX_FILE_BYTES) return fail(messages.bulk.fileTooLarge);
    const parsed = parseEnrollmentCsv(await file.text());
    if (!parsed.ok) return fail(await csvErrorText(parsed.error));
    if (parsed.lines.length === 0) return fail((await getCatalogue()).adminForms.bulk.noStudents);
    if (parsed.lines.length > MAX_LINES) return fail(messages.bulk.fileTooLarge);
    const result = await submitBulkEnrollment(parsed.lines, { dryRun: true }, session.token);
    if (!result) return fail(messages.bulk.notAvailable);
    return ok<BulkPreview>({ lines: parsed.lines, result });
  },
  { failureMessage: messages.bulk.previewFailed },
);

/**
 * Enrols every line at once, starting now, or none (POST /api/Enrollments/Bulk): the upstream
 * checks every line again (nothing from the browser is trusted), so a file changed meanwhile is
 * refused with its rows' errors. Admin only. Invalidates the courses' public tags (counters).
 */
export const applyBulkEnrollmentAction = adminAction(
  z.object({ lines: z.array(lineSchema).min(1).max(MAX_LINES) }),
  async ({ lines }, { session, expire }) => {
    const result = await submitBulkEnrollment(lines, { dryRun: false }, session.token);
    if (!result) return fail(messages.bulk.notAvailable);
    if (!result.applied) return fail(messages.bulk.hasErrors);
    const courseIds = [
      ...new Set(result.rows.map((row) => row.courseId).filter((id): id is string => id !== null)),
    ];
    expire(courseIds.flatMap((id) => tagsTouchedBy.onDemandCourse(id)));
    return ok(
      result,
      `Enrolled ${result.rows.length} ${result.rows.length === 1 ? "student" : "students"}.`,
    );
  },
  {
    failureMessage: messages.bulk.applyFailed,
    mapError: (error) => (error.status === 409 ? messages.bulk.raced : undefined),
  },
);
