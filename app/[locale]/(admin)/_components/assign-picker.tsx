"use client";

import { useState, type ReactNode } from "react";
import { useAssignment } from "@/app/[locale]/(admin)/_components/use-assignment";
import { FormMessage } from "@/components/forms/form-message";
import { StudentTable, type StudentRow } from "@/app/[locale]/(admin)/_components/student-table";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { ActionResult } from "@/lib/actions/result";

/** The assignment runner handed to the dialog's choices (see `useAssignment`). */
export type Assignment = ReturnType<typeof useAssignment>;

/** What an assign page hands its picker: the student page and the catalogue the dialog offers. */
export interface AssignPickerProps<Item> {
  students: StudentRow[];
  catalogue: Item[];
  /** The failure text when the catalogue could not be read. */
  catalogueError?: string;
}

/**
 * The frame both assign pages share: the student table; picking a row opens a dialog with the
 * last assignment's outcome, the catalogue's failure text (if any) and the choices drawn by
 * `renderChoices`, whose buttons run their action through `assignment.run`.
 */
export function AssignPicker({
  students,
  caption,
  dialogTitle,
  dialogDescription,
  dialogClassName,
  catalogueError,
  renderChoices,
}: {
  students: StudentRow[];
  /** The student table's caption. */
  caption: string;
  /** The dialog's title for the picked student. */
  dialogTitle: (student: StudentRow) => string;
  dialogDescription?: string;
  /** Width class of the dialog, e.g. `max-w-2xl`. */
  dialogClassName: string;
  /** The failure text when the catalogue could not be read: shown instead of the choices. */
  catalogueError?: string;
  renderChoices: (student: StudentRow, assignment: Assignment) => ReactNode;
}) {
  const [student, setStudent] = useState<StudentRow | null>(null);
  const assignment = useAssignment();
  return (
    <>
      <StudentTable
        students={students}
        caption={caption}
        onSelect={(picked) => {
          assignment.reset();
          setStudent(picked);
        }}
      />
      <Dialog open={student !== null} onOpenChange={(open) => !open && setStudent(null)}>
        {student ? (
          <DialogContent
            title={dialogTitle(student)}
            description={dialogDescription}
            className={dialogClassName}
          >
            <div className="space-y-4">
              <FormMessage result={assignment.result} keepLiveRegion />
              {catalogueError ? (
                <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                  {catalogueError}
                </p>
              ) : (
                renderChoices(student, assignment)
              )}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * The button of one choice in an assign dialog: it runs `action` through `assignment` under
 * `choiceKey`, shows pending while that choice runs and is disabled while any choice runs (one
 * assignment at a time).
 */
export function AssignButton({
  assignment,
  choiceKey,
  action,
  className,
  children,
}: {
  assignment: Assignment;
  choiceKey: string;
  action: () => Promise<ActionResult>;
  className: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      className={className}
      isPending={assignment.pendingKey === choiceKey}
      disabled={assignment.isPending}
      onClick={() => assignment.run(choiceKey, action)}
    >
      {children}
    </Button>
  );
}
