import "server-only";
import * as z from "@/lib/zod";
import type { EnrollmentLine } from "@/lib/csv/format";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { bulkEnrollmentResultSchema } from "@/lib/upstream/wire";

/**
 * The upstream's answer for a bulk enrolment file: `applied` true when every row was enrolled;
 * each row with what it resolved to (student, course and package names) and its error, if any.
 */
export type BulkEnrollmentResult = z.infer<typeof bulkEnrollmentResultSchema>;

/**
 * Checks (`dryRun`) or applies a bulk enrolment: the bulk enrolment extension of the reference
 * upstream (`upstream/EXTENSIONS.md`), all rows in one transaction or none. Admin token; never
 * cached. Calls POST /api/Enrollments/Bulk?dryRun=true|false.
 * @returns the rows with their errors (on apply, a refusal because of a row's error is returned
 *   as a result with `applied: false`, not thrown); null on an upstream without the extension
 *   (404 or 405).
 * @throws UpstreamError on any other failure (409: a student was enrolled meanwhile).
 */
export async function submitBulkEnrollment(
  lines: EnrollmentLine[],
  options: { dryRun: boolean },
  token: string,
): Promise<BulkEnrollmentResult | null> {
  try {
    return await upstreamFetch({
      method: "POST",
      path: "/api/Enrollments/Bulk",
      query: { dryRun: String(options.dryRun) },
      body: { rows: lines },
      schema: bulkEnrollmentResultSchema,
      token,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404 || error.status === 405) return null;
    if (error.status === 422) {
      const parsed = bulkEnrollmentResultSchema.safeParse(safeJson(error.body));
      if (parsed.success) return parsed.data;
    }
    throw error;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
