import Link from "next/link";
import { ProgressBar } from "@/components/course/progress-parts";
import { formatDate } from "@/lib/dates";
import { messages } from "@/lib/messages";
import { certificatePath } from "@/lib/progress/view";
import type { ProgressSummary } from "@/lib/upstream/progress";
import { TableHead } from "@/components/ui/table-head";

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
export function EnrolmentProgress({
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
          ? ` · last activity ${formatDate(progress.lastActivityAt)}`
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

/**
 * A standalone table of every enrolled student's progress in a course (name, progress, last
 * activity, certificate), for a page that does not have its own enrolment table. Renders nothing
 * for `null` (an upstream without the progress extension).
 */
export function CourseProgressTable({ rows }: { rows: ProgressSummary[] | null }) {
  if (rows === null) return null;
  if (rows.length === 0)
    return <p className="text-slate-600">{messages.admin.noEnrolledStudents}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Progress of the enrolled students</caption>
      <TableHead
        rowClassName="border-b border-slate-200 text-slate-600"
        cellClassName="py-2 pr-4 font-semibold"
        columns={["Student", "Progress"]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.studentId} className="border-b border-slate-100 align-top">
            <td className="py-3 pr-4 text-slate-900">{row.studentName}</td>
            <td className="py-3">
              <EnrolmentProgress studentName={row.studentName} progress={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
