"use client";

import { assignCourseAction } from "@/app/(admin)/assignStudentToCourse/actions";
import { AssignPicker, type AssignPickerProps } from "@/app/(admin)/_components/assign-picker";
import { Button } from "@/components/ui/button";

/** An on-demand course as the assign dialog lists it: its packages with months and EGP price. */
export interface AssignableCourse {
  id: string;
  name: string;
  packages: { id: string; name: string; durationMonths: number; price: number }[];
}

/**
 * The student table of `/assignStudentToCourse`; a row opens a dialog listing the on-demand
 * courses with their packages, each with 'Assign'. The action checks everything again on the
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
      dialogDescription="Choose a package. Access starts now."
      dialogClassName="max-w-2xl"
      catalogueError={catalogueError}
      renderChoices={(student, assignment) => (
        <ul className="space-y-4">
          {courses.map((course) => (
            <li key={course.id} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{course.name}</h3>
              <ul className="mt-3 space-y-2">
                {course.packages.map((pkg) => {
                  const key = `${course.id}/${pkg.id}`;
                  return (
                    <li key={pkg.id} className="flex flex-wrap items-center justify-between gap-3">
                      <span className="text-sm text-slate-800">
                        {pkg.durationMonths} months Package · {pkg.price} EGP
                      </span>
                      <Button
                        variant="secondary"
                        className="h-9"
                        isPending={assignment.pendingKey === key}
                        disabled={assignment.isPending}
                        onClick={() =>
                          assignment.run(key, () =>
                            assignCourseAction({
                              studentId: student.id,
                              courseId: course.id,
                              packageId: pkg.id,
                            }),
                          )
                        }
                      >
                        Assign
                        <span className="sr-only">
                          {" "}
                          the {pkg.durationMonths} months package of {course.name}
                        </span>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
