"use client";

import type { Route } from "next";
import Link from "next/link";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { TableHead } from "@/components/ui/table-head";
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
}

/** A data cell: a table cell on wide screens, a labelled line of the student's card on a phone. */
const stackedCell =
  "px-4 py-3 text-slate-800 max-md:flex max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1 max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]";

/**
 * The class list of an online course: name, e-mail, phone, enrolled on, sessions attended,
 * certificate link once issued, and Remove Enrollment with a confirmation (checked again on the
 * server). On a phone each student is a card.
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
  if (rows.length === 0) {
    return (
      <p role="status" className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {messages.admin.noEnrolledStudents}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white max-md:overflow-visible max-md:border-0 max-md:bg-transparent">
      <table className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">Students enrolled in {courseName}</caption>
        <TableHead
          className="bg-slate-50 text-slate-700 max-md:sr-only"
          columns={["Name", "E-mail", "Phone", "Enrolled on", "Attended", "Certificate"]}
          hiddenColumn="Actions"
        />
        <tbody className="divide-y divide-slate-100 max-md:flex max-md:flex-col max-md:gap-3 max-md:divide-y-0">
          {rows.map((row) => (
            <tr
              key={row.enrollmentId}
              className="max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4"
            >
              <th
                scope="row"
                className="px-4 py-3 font-medium text-slate-900 max-md:block max-md:p-0 max-md:text-base"
              >
                <bdi>{row.name}</bdi>
              </th>
              <td data-label="E-mail" className={`${stackedCell} break-all xl:break-normal`}>
                {row.email}
              </td>
              <td data-label="Phone" className={stackedCell}>
                {row.phone ?? "—"}
              </td>
              <td data-label="Enrolled on" className={stackedCell}>
                {row.enrolledOn}
              </td>
              <td data-label="Attended" className={`${stackedCell} tabular-nums`}>
                {row.attended}
              </td>
              <td data-label="Certificate" className={stackedCell}>
                {row.certificateHref ? (
                  <Link
                    href={row.certificateHref}
                    className="font-semibold text-brand-700 underline"
                  >
                    View<span className="sr-only"> the certificate of {row.name}</span>
                  </Link>
                ) : (
                  "Not yet"
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap max-md:block max-md:px-0 max-md:pt-3 max-md:pb-0">
                <ActionConfirmDialog
                  triggerLabel={
                    <>
                      Remove Enrollment<span className="sr-only"> of {row.name}</span>
                    </>
                  }
                  title={`Remove ${row.name} from ${courseName}?`}
                  description="The student loses the course at once: its meeting links, recordings and reminders."
                  confirmLabel="Remove Enrollment"
                  action={() =>
                    deleteOnlineEnrollmentAction({ courseId, enrollmentId: row.enrollmentId })
                  }
                  failureMessage={messages.deleteFailed.enrollment}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
