"use client";

import {
  publishAction,
  unpublishAction,
} from "@/app/[locale]/(admin)/_components/publishing-actions";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { PublishableItem } from "@/lib/upstream/publishing";

/*
 * The Draft mark and the Publish / Unpublish action, once for the four manage lists (both course
 * kinds, products, publications) and the preview banner. Shown only where the upstream has drafts
 * (the extension "Publishing"): the pages pass no publishing state otherwise. Their texts come
 * from the caller in the page's language (`messages.publishing`): the preview banner sits on a
 * visitor's page, which does not load the whole catalogue in the browser.
 */

/** The texts of the Publish / Unpublish controls (`messages.publishing` of the page's catalogue). */
type PublishingTexts = Catalogue["publishing"];

/** The visible "Draft" mark beside a draft's name; `label` in the page's language. */
export function DraftMark({ label }: { label: string }) {
  return (
    <span className="mt-1 block w-fit rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
      {label}
    </span>
  );
}

/** Props of {@link PublishButton}. */
interface PublishButtonProps {
  item: PublishableItem;
  /** The item's name, for the screen reader's label and the dialog's question. */
  title: string;
  isDraft: boolean;
  /** Its words (no function: a server page passes them to this client component). */
  texts: Omit<PublishingTexts, "unpublishTitle">;
  /** The Unpublish confirmation's question, naming the item (`texts.unpublishTitle(title)`). */
  unpublishTitle: string;
  /** The Unpublish confirmation's Cancel button, in the page's language (default "Cancel"). */
  cancelLabel?: string;
}

/**
 * "Publish" for a draft (at once: it shows the item to visitors, nothing is lost), or "Unpublish"
 * for a published item, confirmed in a dialog first since it hides it from visitors and buyers.
 * The page refreshes after a success.
 */
export function PublishButton({
  item,
  title,
  isDraft,
  texts,
  unpublishTitle,
  cancelLabel,
}: PublishButtonProps) {
  const { isPending, run } = useActionRunner();
  if (isDraft) {
    return (
      <Button
        variant="primary"
        isPending={isPending}
        onClick={() => void run(() => publishAction(item), texts.publishFailed)}
      >
        {texts.publish}
        <span className="sr-only">: {title}</span>
      </Button>
    );
  }
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          {texts.unpublish}
          <span className="sr-only">: {title}</span>
        </>
      }
      triggerVariant="secondary"
      title={unpublishTitle}
      description={texts.unpublishWarning}
      confirmLabel={texts.unpublish}
      cancelLabel={cancelLabel}
      action={() => unpublishAction(item)}
      failureMessage={texts.unpublishFailed}
    />
  );
}
