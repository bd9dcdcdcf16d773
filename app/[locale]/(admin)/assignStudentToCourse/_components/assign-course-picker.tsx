"use client";

import { assignCourseAction } from "@/app/[locale]/(admin)/assignStudentToCourse/actions";
import {
  AssignButton,
  AssignPicker,
  type AssignPickerProps,
} from "@/app/[locale]/(admin)/_components/assign-picker";

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
  return (
    <AssignPicker
      students={students}
      caption="Students: choose one to assign a course"
      dialogTitle={(student) => `Assign a course to ${student.fullName || student.email}`}
      dialogDescription="Choose a package, or an online course. Access starts now."
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
                    <p className="text-sm text-slate-800">Online course · {course.dates}</p>
                  </div>
                  <AssignButton
                    assignment={assignment}
                    choiceKey={course.id}
                    action={() =>
                      assignCourseAction({ studentId: student.id, courseId: course.id })
                    }
                    className="h-9"
                  >
                    Assign<span className="sr-only"> the online course {course.name}</span>
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
                          {pkg.durationMonths} months Package · {pkg.price} EGP
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
                          Assign
                          <span className="sr-only">
                            {" "}
                            the {pkg.durationMonths} months package of {course.name}
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
