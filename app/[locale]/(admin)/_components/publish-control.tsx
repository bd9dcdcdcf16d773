"use client";

import { publishAction, unpublishAction } from "@/app/[locale]/(admin)/_components/publishing-actions";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "@/components/ui/use-action-runner";
import { messages } from "@/lib/messages";
import type { PublishableItem } from "@/lib/upstream/publishing";

/*
 * The Draft mark and the Publish / Unpublish action, once for the four manage lists (both course
 * kinds, products, publications) and the preview banner. Shown only where the upstream has drafts
 * (the extension "Publishing"): the pages pass no publishing state otherwise.
 */

/** The visible "Draft" mark beside a draft's name. */
export function DraftMark() {
  return (
    <span className="mt-1 block w-fit rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
      {messages.publishing.draftMark}
    </span>
  );
}

/** Props of {@link PublishButton}. */
interface PublishButtonProps {
  item: PublishableItem;
  /** The item's name, for the screen reader's label and the dialog's question. */
  title: string;
  isDraft: boolean;
}

/**
 * "Publish" for a draft (at once: it shows the item to visitors, nothing is lost), or "Unpublish"
 * for a published item, confirmed in a dialog first since it hides it from visitors and buyers.
 * The page refreshes after a success.
 */
export function PublishButton({ item, title, isDraft }: PublishButtonProps) {
  const { isPending, run } = useActionRunner();
  if (isDraft) {
    return (
      <Button
        variant="primary"
        isPending={isPending}
        onClick={() => void run(() => publishAction(item), messages.publishing.publishFailed)}
      >
        {messages.publishing.publish}
        <span className="sr-only">: {title}</span>
      </Button>
    );
  }
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          {messages.publishing.unpublish}
          <span className="sr-only">: {title}</span>
        </>
      }
      triggerVariant="secondary"
      title={messages.publishing.unpublishTitle(title)}
      description={messages.publishing.unpublishWarning}
      confirmLabel={messages.publishing.unpublish}
      action={() => unpublishAction(item)}
      failureMessage={messages.publishing.unpublishFailed}
    />
  );
}
