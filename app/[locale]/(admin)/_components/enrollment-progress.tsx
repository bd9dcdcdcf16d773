import { Link } from "@/components/ui/link";
import { ProgressBar } from "@/components/course/progress-bar";
import { formatBusinessDateTime } from "@/lib/business-time";
import { usePageLocale } from "@/lib/i18n/client";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { certificatePath } from "@/lib/progress/view";
import type { ProgressSummary } from "@/lib/upstream/progress";

/**
 * The progress rows of a course by student id (as `getCourseProgressForAdmin` returns them), for
 * looking up one enrolment's row; an empty map for `null` (an upstream without progress).
 */
export function progressByStudent(rows: ProgressSummary[] | null): Map<string, ProgressSummary> {
  return new Map((rows ?? []).map((row) => [row.studentId.toLowerCase(), row]));
}

/**
 * One enrolled student's progress in the course, for a cell of the admin's enrolment table:
 * the percent bar, the last activity and, once issued, a link to the certificate's verification
 * page. "No progress yet" when the student has recorded nothing.
 */
export function EnrollmentProgress({
  studentName,
  progress,
}: {
  studentName: string;
  progress: ProgressSummary | undefined;
}) {
  const t = useCatalogue().adminForms.enrollments;
  const locale = usePageLocale();
  if (!progress) return <span className="text-sm text-slate-500">{t.noProgress}</span>;
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <ProgressBar value={progress.percent} label={t.progressOf(studentName)} size="sm" />
      <span className="text-xs text-slate-600">
        {t.videosOf(progress.completedVideos, progress.totalVideos)}
        {progress.lastActivityAt
          ? ` · ${t.lastActivity(formatBusinessDateTime(progress.lastActivityAt, { locale }))}`
          : ` · ${t.noActivity}`}
      </span>
      {progress.certificateCode ? (
        <Link
          href={certificatePath(progress.certificateCode)}
          className="text-xs font-semibold text-brand-800 underline"
        >
          {t.certificate} <bdi>{progress.certificateCode.toUpperCase()}</bdi>
          <span className="sr-only"> {t.ofStudent(studentName)}</span>
        </Link>
      ) : null}
    </div>
  );
}
