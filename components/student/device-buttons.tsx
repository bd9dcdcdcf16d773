"use client";

import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import type { ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";

/** "Sign out" of one device (named in the dialog and, for screen readers, on the button). */
export function DeviceSignOutButton({
  label,
  run,
}: {
  label: string;
  run: () => Promise<ActionResult>;
}) {
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          Sign out<span className="sr-only"> {label}</span>
        </>
      }
      title={`Sign out ${label}?`}
      description="That device will need to log in again."
      confirmLabel="Sign out"
      action={run}
      failureMessage={messages.sessions.signOutFailed}
      showsError
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
  return (
    <ActionConfirmDialog
      triggerLabel={props.triggerLabel}
      title={props.title}
      description={props.description}
      confirmLabel="Sign out"
      action={props.run}
      failureMessage={messages.sessions.signOutFailed}
      showsError
    />
  );
}
