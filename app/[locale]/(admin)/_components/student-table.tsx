"use client";

import { TableHead } from "@/components/ui/table-head";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** A student row as the assignment tables show it. */
export interface StudentRow {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
}

/**
 * The student table of the assignment screens (spec §2): ID, Name, Email, Phone. Clicking a row
 * picks the student; the name is also a button, so the row can be picked with the keyboard.
 */
export function StudentTable({
  students,
  caption,
  onSelect,
}: {
  students: StudentRow[];
  caption: string;
  onSelect: (student: StudentRow) => void;
}) {
  const t = useCatalogue().adminForms.assign;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          className="bg-slate-50 text-slate-700"
          columns={[t.id, t.name, t.email, t.phone]}
          cellClassName="px-4 py-3 font-semibold max-sm:[&:not(:nth-child(2))]:hidden"
        />
        <tbody className="divide-y divide-slate-100">
          {students.map((student) => (
            <tr
              key={student.id}
              onClick={() => onSelect(student)}
              className="cursor-pointer hover:bg-brand-50"
            >
              {/* On a phone the ID, e-mail and phone move under the name: four columns do not fit. */}
              <td
                className="hidden max-w-48 truncate px-4 py-3 font-mono text-xs text-slate-600 sm:table-cell"
                title={student.id}
              >
                {student.id}
              </td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(student);
                  }}
                  className="rounded font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {student.fullName ? <bdi>{student.fullName}</bdi> : t.noName}
                </button>
                <span className="block break-all text-slate-800 sm:hidden">
                  <bdi dir="ltr">{student.email}</bdi>
                </span>
                {student.phoneNumber ? (
                  <span className="block text-slate-800 sm:hidden">
                    <bdi dir="ltr">{student.phoneNumber}</bdi>
                  </span>
                ) : null}
                <span
                  className="block max-w-60 truncate font-mono text-xs text-slate-500 sm:hidden"
                  title={student.id}
                >
                  {student.id}
                </span>
              </td>
              <td className="hidden px-4 py-3 break-all text-slate-800 sm:table-cell">
                <bdi dir="ltr">{student.email}</bdi>
              </td>
              <td className="hidden px-4 py-3 text-slate-800 sm:table-cell">
                <bdi dir="ltr">{student.phoneNumber ?? ""}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
