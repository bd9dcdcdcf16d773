"use client";

import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { deleteProfileAction } from "@/app/(student)/userProfile/[id]/actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * Delete Profile: asks for confirmation, then deletes the account, ends the session and goes home
 * (the action redirects). A failure ('Failed to Delete user') is toasted and shown in the dialog.
 */
export function DeleteProfileButton() {
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    new Promise<boolean>((resolve) => {
      setError(null);
      startTransition(async () => {
        // On success the action redirects home, so there may be no result to read.
        const result = await deleteProfileAction({});
        if (result && !result.ok) {
          setError(result.message);
          toast.error(result.message);
          resolve(false);
          return;
        }
        resolve(true);
      });
    });
  return (
    <ConfirmDialog
      triggerLabel="Delete Profile"
      title="Delete your profile?"
      description="Your account, your course enrolments and your products will be deleted. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={confirm}
      isPending={isPending}
    >
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
