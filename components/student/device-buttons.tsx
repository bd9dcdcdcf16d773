"use client";

import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** "Sign out" of one device (named in the dialog and, for screen readers, on the button). */
export function DeviceSignOutButton({
  label,
  run,
}: {
  label: string;
  run: () => Promise<ActionResult>;
}) {
  const messages = useCatalogue();
  const texts = messages.accountPages.devices;
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          {texts.signOut}
          <span className="sr-only">
            {" "}
            <bdi>{label}</bdi>
          </span>
        </>
      }
      title={texts.signOutTitle(label)}
      description={texts.signOutDescription}
      confirmLabel={texts.signOut}
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
  const messages = useCatalogue();
  return (
    <ActionConfirmDialog
      triggerLabel={props.triggerLabel}
      title={props.title}
      description={props.description}
      confirmLabel={messages.accountPages.devices.signOut}
      action={props.run}
      failureMessage={messages.sessions.signOutFailed}
      showsError
    />
  );
}
