import {
  ActionConfirmDialog,
  type ActionConfirmDialogProps,
} from "@/components/ui/action-confirm-dialog";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/**
 * Remove Enrollment of one student (on-demand course, online course or product), confirmed in a
 * dialog whose description says what the student loses. `action` is the server action with the
 * ids bound; it checks them again on the server.
 */
export function RemoveEnrollmentDialog({
  studentName,
  ...dialog
}: Pick<ActionConfirmDialogProps, "title" | "description" | "action"> & { studentName: string }) {
  const messages = useCatalogue();
  const t = messages.adminForms.enrollments;
  return (
    <ActionConfirmDialog
      {...dialog}
      triggerLabel={
        <>
          {t.remove}
          <span className="sr-only"> {t.ofStudent(studentName)}</span>
        </>
      }
      confirmLabel={t.remove}
      failureMessage={messages.deleteFailed.enrollment}
    />
  );
}
