import {
  ActionConfirmDialog,
  type ActionConfirmDialogProps,
} from "@/components/ui/action-confirm-dialog";
import { messages } from "@/lib/messages";

/**
 * Remove Enrollment of one student (on-demand course, online course or product), confirmed in a
 * dialog whose description says what the student loses. `action` is the server action with the
 * ids bound; it checks them again on the server.
 */
export function RemoveEnrollmentDialog({
  studentName,
  ...dialog
}: Pick<ActionConfirmDialogProps, "title" | "description" | "action"> & { studentName: string }) {
  return (
    <ActionConfirmDialog
      {...dialog}
      triggerLabel={
        <>
          Remove Enrollment<span className="sr-only"> of {studentName}</span>
        </>
      }
      confirmLabel="Remove Enrollment"
      failureMessage={messages.deleteFailed.enrollment}
    />
  );
}
