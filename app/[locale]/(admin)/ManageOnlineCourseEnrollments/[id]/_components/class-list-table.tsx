"use client";

import type { Route } from "next";
import { Link } from "@/components/ui/link";
import {
  AssessmentResultsCell,
  type StudentAssessmentResult,
} from "@/app/[locale]/(admin)/_components/assessment-results-cell";
import { RemoveEnrollmentDialog } from "@/app/[locale]/(admin)/_components/remove-enrollment-dialog";
import { StackedTable, stackedCell } from "@/app/[locale]/(admin)/_components/stacked-table";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
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
  const messages = useCatalogue();
  const t = messages.adminForms.onlineCourse;
  const e = messages.adminForms.enrollments;
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
      caption={e.caption(courseName)}
      columns={[
        e.name,
        e.email,
        e.phone,
        t.enrolledOn,
        t.attended,
        t.certificate,
        ...(hasAssessments ? [messages.assessmentAdmin.resultsColumn] : []),
      ]}
      rows={rows}
      rowKey={(row) => row.enrollmentId}
      rowHeader={(row) => <bdi>{row.name}</bdi>}
      cells={(row) => (
        <>
          <td data-label={e.email} className={`${stackedCell} break-all xl:break-normal`}>
            <bdi dir="ltr">{row.email}</bdi>
          </td>
          <td data-label={e.phone} className={stackedCell}>
            {row.phone ? <bdi dir="ltr">{row.phone}</bdi> : "—"}
          </td>
          <td data-label={t.enrolledOn} className={stackedCell}>
            {row.enrolledOn}
          </td>
          <td data-label={t.attended} className={`${stackedCell} tabular-nums`}>
            {row.attended}
          </td>
          <td data-label={t.certificate} className={stackedCell}>
            {row.certificateHref ? (
              <Link href={row.certificateHref} className="font-semibold text-brand-700 underline">
                {t.view}
                <span className="sr-only"> {t.certificateOf(row.name)}</span>
              </Link>
            ) : (
              t.notYet
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
              title={t.removeTitle(row.name, courseName)}
              description={t.removeDescription}
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
