"use client";

import type { Route } from "next";
import { Link } from "@/components/ui/link";
import {
  AssessmentResultsCell,
  type StudentAssessmentResult,
} from "@/app/[locale]/(admin)/_components/assessment-results-cell";
import { RemoveEnrollmentDialog } from "@/app/[locale]/(admin)/_components/remove-enrollment-dialog";
import { StackedTable, stackedCell } from "@/app/[locale]/(admin)/_components/stacked-table";
import { messages } from "@/lib/messages";
import { deleteOnlineEnrollmentAction } from "../actions";

/** One enrolled student of an online course as the class list shows it. */
export interface ClassListRow {
  enrollmentId: string;
  name: string;
  email: string;
  phone: string | null;
  /** The enrolment day in Cairo, in words. */
  enrolledOn: string;
  /** "N of M" sessions attended. */
  attended: string;
  /** The public certificate page once issued, else null. */
  certificateHref: Route | null;
  /** The student's result in each assessment of the course (undefined: none to show). */
  assessments?: StudentAssessmentResult[];
}

/**
 * The class list of an online course: name, e-mail, phone, enrolled on, sessions attended,
 * certificate link once issued, the assessment results when the rows carry them, and Remove
 * Enrollment with a confirmation (checked again on the server). On a phone each student is a card.
 */
export function ClassListTable({
  courseId,
  courseName,
  rows,
}: {
  courseId: string;
  courseName: string;
  rows: ClassListRow[];
}) {
  const hasAssessments = rows.some((row) => row.assessments !== undefined);
  if (rows.length === 0) {
    return (
      <p role="status" className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {messages.admin.noEnrolledStudents}
      </p>
    );
  }
  return (
    <StackedTable
      caption={`Students enrolled in ${courseName}`}
      columns={[
        "Name",
        "E-mail",
        "Phone",
        "Enrolled on",
        "Attended",
        "Certificate",
        ...(hasAssessments ? [messages.assessmentAdmin.resultsColumn] : []),
      ]}
      rows={rows}
      rowKey={(row) => row.enrollmentId}
      rowHeader={(row) => <bdi>{row.name}</bdi>}
      cells={(row) => (
        <>
          <td data-label="E-mail" className={`${stackedCell} break-all xl:break-normal`}>
            <bdi dir="ltr">{row.email}</bdi>
          </td>
          <td data-label="Phone" className={stackedCell}>
            {row.phone ? <bdi dir="ltr">{row.phone}</bdi> : "—"}
          </td>
          <td data-label="Enrolled on" className={stackedCell}>
            {row.enrolledOn}
          </td>
          <td data-label="Attended" className={`${stackedCell} tabular-nums`}>
            {row.attended}
          </td>
          <td data-label="Certificate" className={stackedCell}>
            {row.certificateHref ? (
              <Link href={row.certificateHref} className="font-semibold text-brand-700 underline">
                View<span className="sr-only"> the certificate of {row.name}</span>
              </Link>
            ) : (
              "Not yet"
            )}
          </td>
          {hasAssessments ? (
            <td
              data-label={messages.assessmentAdmin.resultsColumn}
              className={`${stackedCell} max-md:flex-col max-md:gap-1`}
            >
              <AssessmentResultsCell results={row.assessments ?? []} />
            </td>
          ) : null}
          <td className="px-4 py-3 whitespace-nowrap max-md:block max-md:px-0 max-md:pt-3 max-md:pb-0">
            <RemoveEnrollmentDialog
              studentName={row.name}
              title={`Remove ${row.name} from ${courseName}?`}
              description="The student loses the course at once: its meeting links, recordings and reminders."
              action={() =>
                deleteOnlineEnrollmentAction({ courseId, enrollmentId: row.enrollmentId })
              }
            />
          </td>
        </>
      )}
      className="bg-white max-md:bg-transparent"
    />
  );
}
