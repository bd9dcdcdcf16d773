import Link from "next/link";
import { ProgressBar } from "@/components/course/progress-parts";
import { formatBusinessDateTime } from "@/lib/business-time";
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
  if (!progress) return <span className="text-sm text-slate-500">No progress yet</span>;
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <ProgressBar value={progress.percent} label={`Progress of ${studentName}`} size="sm" />
      <span className="text-xs text-slate-600">
        {progress.completedVideos} of {progress.totalVideos} videos
        {progress.lastActivityAt
          ? ` · last activity ${formatBusinessDateTime(progress.lastActivityAt)}`
          : " · no activity yet"}
      </span>
      {progress.certificateCode ? (
        <Link
          href={certificatePath(progress.certificateCode)}
          className="text-xs font-semibold text-brand-800 underline"
        >
          Certificate {progress.certificateCode.toUpperCase()}
          <span className="sr-only"> of {studentName}</span>
        </Link>
      ) : null}
    </div>
  );
}
