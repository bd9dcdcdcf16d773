import { PublishButton } from "@/app/[locale]/(admin)/_components/publish-control";
import { messages } from "@/lib/messages";
import { cn } from "@/lib/utils";
import type { PublishableItem } from "@/lib/upstream/publishing";

/**
 * Above a draft's public details page, which only an admin sees (extension "Publishing"):
 * "Draft: only admins can see this page." and Publish. The page renders it for an admin's
 * preview only (its load says `isDraft`); anyone else gets the not-found page for a draft.
 */
export function DraftBanner({
  item,
  title,
  className,
}: {
  item: PublishableItem;
  title: string;
  /** Where it sits on the page (margins). */
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950",
        className,
      )}
    >
      <p className="font-semibold">{messages.publishing.previewBanner}</p>
      <PublishButton item={item} title={title} isDraft />
    </div>
  );
}
