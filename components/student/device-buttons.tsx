"use client";

import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";

/** A confirmed sign-out: runs `run`, toasts its message, refreshes the list; keeps the dialog open on failure. */
function ConfirmedSignOut(props: {
  triggerLabel: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  run: () => Promise<ActionResult>;
}) {
  const { isPending, run } = useActionRunner();
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      triggerLabel={props.triggerLabel}
      title={props.title}
      description={props.description}
      confirmLabel={props.confirmLabel}
      isPending={isPending}
      onConfirm={async () => {
        const result = await run(props.run, messages.sessions.signOutFailed);
        if (!result.ok) setError(result.message);
        return result.ok;
      }}
    >
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </ConfirmDialog>
  );
}

/** "Sign out" of one device (named in the dialog and, for screen readers, on the button). */
export function DeviceSignOutButton({ label, run }: { label: string; run: () => Promise<ActionResult> }) {
  return (
    <ConfirmedSignOut
      triggerLabel={
        <>
          Sign out<span className="sr-only"> {label}</span>
        </>
      }
      title={`Sign out ${label}?`}
      description="That device will need to log in again."
      confirmLabel="Sign out"
      run={run}
    />
  );
}

/** "Sign out all other devices" (own) or "Sign out all devices" (admin), confirmed in a dialog. */
export function DeviceSignOutAll(props: {
  triggerLabel: string;
  title: string;
  description: string;
  run: () => Promise<ActionResult>;
}) {
  return <ConfirmedSignOut {...props} confirmLabel="Sign out" />;
}
