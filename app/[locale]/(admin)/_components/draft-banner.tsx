import { PublishButton } from "@/app/[locale]/(admin)/_components/publish-control";
import { getCatalogue } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";
import type { PublishableItem } from "@/lib/upstream/publishing";

/**
 * Above a draft's public details page, which only an admin sees (extension "Publishing"):
 * "Draft: only admins can see this page." and Publish. The page renders it for an admin's
 * preview only (its load says `isDraft`); anyone else gets the not-found page for a draft. In the
 * page's language; the button gets only its few texts (no catalogue in a visitor's browser).
 */
export async function DraftBanner({
  item,
  title,
  className,
}: {
  item: PublishableItem;
  title: string;
  /** Where it sits on the page (margins). */
  className?: string;
}) {
  const { publishing } = await getCatalogue();
  // Only words go to the client button: a function cannot cross to a client component.
  const { unpublishTitle, ...words } = publishing;
  return (
    <div
      role="status"
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950",
        className,
      )}
    >
      <p className="font-semibold">{words.previewBanner}</p>
      <PublishButton
        item={item}
        title={title}
        isDraft
        texts={words}
        unpublishTitle={unpublishTitle(title)}
      />
    </div>
  );
}
