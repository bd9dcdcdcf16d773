"use client";

import { assignCourseAction } from "@/app/[locale]/(admin)/assignStudentToCourse/actions";
import {
  AssignButton,
  AssignPicker,
  type AssignPickerProps,
} from "@/app/[locale]/(admin)/_components/assign-picker";
import { usePageLocale } from "@/lib/i18n/client";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { formatPrice } from "@/lib/prices";

/**
 * A course as the assign dialog lists it: an on-demand course with its packages (months and EGP
 * price), or an online course (no package) with its dates.
 */
export type AssignableCourse =
  | {
      kind: "on-demand";
      id: string;
      name: string;
      packages: { id: string; name: string; durationMonths: number; price: number }[];
    }
  | { kind: "online"; id: string; name: string; dates: string };

/**
 * The student table of `/assignStudentToCourse`; a row opens a dialog listing the on-demand
 * courses with their packages, each with 'Assign', then the online courses, one 'Assign' each. The action checks everything again on the
 * server; this component only collects the choice.
 */
export function AssignCoursePicker({
  students,
  catalogue: courses,
  catalogueError,
}: AssignPickerProps<AssignableCourse>) {
  const t = useCatalogue().adminForms.assign;
  const locale = usePageLocale();
  return (
    <AssignPicker
      students={students}
      caption={t.courseCaption}
      dialogTitle={(student) => t.courseDialogTitle(student.fullName || student.email)}
      dialogDescription={t.courseDialogDescription}
      dialogClassName="max-w-2xl"
      catalogueError={catalogueError}
      renderChoices={(student, assignment) => (
        <ul className="space-y-4">
          {courses.map((course) =>
            course.kind === "online" ? (
              <li key={course.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">{course.name}</h3>
                    <p className="text-sm text-slate-800">
                      {t.onlineCourse} · <bdi>{course.dates}</bdi>
                    </p>
                  </div>
                  <AssignButton
                    assignment={assignment}
                    choiceKey={course.id}
                    action={() =>
                      assignCourseAction({ studentId: student.id, courseId: course.id })
                    }
                    className="h-9"
                  >
                    {t.assign}
                    <span className="sr-only"> {t.assignOnlineCourse(course.name)}</span>
                  </AssignButton>
                </div>
              </li>
            ) : (
              <li key={course.id} className="rounded-lg border border-slate-200 p-4">
                <h3 className="font-semibold text-slate-900">{course.name}</h3>
                <ul className="mt-3 space-y-2">
                  {course.packages.map((pkg) => {
                    const key = `${course.id}/${pkg.id}`;
                    return (
                      <li
                        key={pkg.id}
                        className="flex flex-wrap items-center justify-between gap-3"
                      >
                        <span className="text-sm text-slate-800">
                          {t.packageLine(pkg.durationMonths)} ·{" "}
                          <bdi>{formatPrice(pkg.price, "EGP", locale)}</bdi>
                        </span>
                        <AssignButton
                          assignment={assignment}
                          choiceKey={key}
                          action={() =>
                            assignCourseAction({
                              studentId: student.id,
                              courseId: course.id,
                              packageId: pkg.id,
                            })
                          }
                          className="h-9"
                        >
                          {t.assign}
                          <span className="sr-only">
                            {" "}
                            {t.assignPackage(pkg.durationMonths, course.name)}
                          </span>
                        </AssignButton>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ),
          )}
        </ul>
      )}
    />
  );
}
